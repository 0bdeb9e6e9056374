import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Icon } from './Icon';
import * as shapes from './shapes';

const shapeNames = Object.keys(shapes) as Array<keyof typeof shapes>;

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
  args: { shape: shapes.cartIcon, size: 24 },
  argTypes: { shape: { control: 'select', options: shapeNames, mapping: shapes } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Large: Story = { args: { shape: shapes.heartIcon, size: 48 } };

/** Icons take the colour of the text around them. */
export const InheritsColour: Story = {
  render: (args) => (
    <Coloured>
      <Icon {...args} />
    </Coloured>
  ),
  args: { shape: shapes.heartIcon, size: 32 },
};

export const AllIcons: Story = {
  render: (args) => (
    <Gallery>
      {shapeNames.map((name) => (
        <li key={name}>
          <Icon shape={shapes[name]} size={args.size} />
          {name}
        </li>
      ))}
    </Gallery>
  ),
};
