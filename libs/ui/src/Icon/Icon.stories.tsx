import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Icon } from './Icon';
import { iconNames } from './paths';

const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.ink};

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Coloured = styled.span`
  color: ${({ theme }) => theme.colors.accent};
`;

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'cart', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Large: Story = { args: { name: 'heart', size: 48 } };

/** Icons take the colour of the text around them. */
export const InheritsColour: Story = {
  render: (args) => (
    <Coloured>
      <Icon {...args} />
    </Coloured>
  ),
  args: { name: 'heart', size: 32 },
};

export const AllIcons: Story = {
  render: (args) => (
    <Gallery>
      {iconNames.map((name) => (
        <li key={name}>
          <Icon name={name} size={args.size} />
          {name}
        </li>
      ))}
    </Gallery>
  ),
};
