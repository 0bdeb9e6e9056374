import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { cartIcon, Icon } from '../Icon';
import { Button } from './Button';
import { buttonStyles } from './Button.styles';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

// How another library styles its router Link: the same look on a plain anchor here.
const LinkButton = styled.a`
  ${buttonStyles}
`;

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Add to cart', variant: 'primary', size: 'md', fullWidth: false, disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Size guide' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Clear filters' } };

export const Disabled: Story = { args: { disabled: true, children: 'Sold out' } };

export const Small: Story = { args: { size: 'sm', children: 'Apply' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Go to checkout' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Icon shape={cartIcon} size={20} />
        Add to cart
      </>
    ),
  },
};

export const AllVariants: Story = {
  render: () => (
    <Row>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button disabled>Disabled</Button>
      <Button size="sm">Small</Button>
      <Button size="sm" variant="secondary">
        Small secondary
      </Button>
    </Row>
  ),
};

/** A link that looks like a button: `as="a"`, or `styled(Link)` with `buttonStyles`. */
export const AsLink: Story = {
  render: () => (
    <Row>
      <Button as="a" href="#home" variant="secondary">
        Back to the home page
      </Button>
      <LinkButton href="#catalog">Shop swimwear</LinkButton>
    </Row>
  ),
};
