import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewForm } from './ReviewForm';
import { frozenQueryClient, ShopFrame } from '../testing/ShopFrame';

const meta = {
  title: 'Profile/ReviewForm',
  component: ReviewForm,
  args: {
    product: { id: 12, name: 'Coral one-piece swimsuit' },
    review: null,
    onSaved: () => undefined,
    onCancel: () => undefined,
  },
  decorators: [
    (Story) => (
      <ShopFrame queryClient={frozenQueryClient()} path="/profile/reviews">
        <div style={{ maxWidth: 560 }}>
          <Story />
        </div>
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new review: no rating chosen, empty text; submitting names both. */
export const NewReview: Story = {};

/** Editing: the customer's review filled in, with the variant they bought. */
export const Editing: Story = {
  args: {
    review: {
      rating: 4,
      title: 'Fits perfectly',
      text_html: '<p>True to size and the colour is lovely.<br>Kept its shape after a month in the pool.</p>',
      variant: { color_name: 'Coral', size_name: 'S' },
    },
  },
};
