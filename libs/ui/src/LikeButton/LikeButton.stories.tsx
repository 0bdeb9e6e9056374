import type { Meta, StoryObj } from '@storybook/react-vite';
import { LikeButton } from './LikeButton';

const meta = {
  title: 'Components/LikeButton',
  component: LikeButton,
  args: { label: 'Helpful: 3 likes. Like the review by Anna K.', count: 3, pressed: false },
} satisfies Meta<typeof LikeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in shopper who has not liked the review yet. */
export const NotLiked: Story = {};

/** A signed-in shopper who liked it: pressed, filled. */
export const Liked: Story = { args: { pressed: true, count: 4, label: 'Helpful: 4 likes. You like this review.' } };

/** A guest: a plain button (no pressed state); pressing it asks them to sign in. */
export const Guest: Story = {
  args: { pressed: undefined, count: 0, label: 'Helpful: no likes yet. Sign in to like it.' },
};

/** While the change is being saved. */
export const Saving: Story = { args: { pressed: true, count: 4, disabled: true } };
