import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice } from './Notice';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: { role: 'status', children: 'Added to the cart' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A long message wraps inside the bubble. */
export const Long: Story = {
  args: {
    style: { maxWidth: 320 },
    children: 'A link to reset your password is on its way to customer@example.com.',
  },
};
