import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingStars } from './RatingStars';

const meta = {
  title: 'Components/RatingStars',
  component: RatingStars,
  args: { rating: 4, label: 'Rated 4 out of 5' },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Four: Story = {};

export const One: Story = { args: { rating: 1, label: 'Rated 1 out of 5' } };
