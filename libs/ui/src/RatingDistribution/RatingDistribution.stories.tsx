import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingDistribution } from './RatingDistribution';

const row = (stars: number, count: number) => ({
  stars,
  count,
  label: `${stars} star${stars === 1 ? '' : 's'}: ${count} review${count === 1 ? '' : 's'}`,
});

const meta = {
  title: 'Components/RatingDistribution',
  component: RatingDistribution,
  args: { label: 'Reviews per rating', rows: [row(5, 11), row(4, 2), row(3, 0), row(2, 1), row(1, 0)] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RatingDistribution>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typical: Story = {};

/** One review: one full bar. */
export const OneReview: Story = { args: { rows: [row(5, 0), row(4, 1), row(3, 0), row(2, 0), row(1, 0)] } };

/** Spread evenly: the shares still add up to 100 %. */
export const Even: Story = { args: { rows: [row(5, 1), row(4, 1), row(3, 1), row(2, 0), row(1, 0)] } };
