import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { theme, type ColorToken } from './theme';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Swatch = styled.figure<{ $colour: string }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &::before {
    content: '';
    display: block;
    height: 4rem;
    margin-bottom: ${({ theme }) => theme.space.xs};
    border: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ $colour }) => $colour};
  }

  figcaption {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  code {
    color: ${({ theme }) => theme.colors.muted};
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const TypeSample = styled.p<{ $size: string }>`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  font-size: ${({ $size }) => $size};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** The colour tokens, each with its name and value. */
function ColourTokens() {
  return (
    <Grid>
      {(Object.keys(theme.colors) as ColorToken[]).map((name) => (
        <Swatch key={name} $colour={theme.colors[name]}>
          <figcaption>{name}</figcaption>
          <code>{theme.colors[name]}</code>
        </Swatch>
      ))}
    </Grid>
  );
}

/** The type scale, largest first. */
function TypeScale() {
  return (
    <div>
      {Object.entries(theme.fontSizes)
        .reverse()
        .map(([name, size]) => (
          <TypeSample key={name} $size={size}>
            {name}: Swimwear for cold water
          </TypeSample>
        ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ColourTokens,
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {};

export const Typography: Story = {
  render: () => <TypeScale />,
};
