import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileReviewItem } from './ProfileReviewItem';
import { frozenQueryClient, ShopFrame } from '../testing/ShopFrame';

const review = {
  id: 31,
  product_id: 12,
  product_name: 'Coral one-piece swimsuit',
  product_url: '/catalog/women/swimsuits/coral-one-piece',
  author_name: 'Anna K.',
  rating: 5,
  title: 'Fits perfectly',
  text_html: '<p>True to size and the colour is lovely.<br>Kept its shape after a month in the pool.</p>',
  created_at: '2025-06-14T09:30:00Z',
  likes: 3,
  liked_by_me: false,
  status: 'published' as const,
  variant: { color_name: 'Coral', size_name: 'S' },
  verified_purchase: true,
};

const meta = {
  title: 'Profile/ProfileReviewItem',
  component: ProfileReviewItem,
  args: { review, onEdit: () => undefined, onDelete: () => undefined },
  decorators: [
    (Story) => (
      <ShopFrame queryClient={frozenQueryClient()} path="/profile/reviews">
        <ul style={{ listStyle: 'none', padding: 0, maxWidth: 720 }}>
          <li>
            <Story />
          </li>
        </ul>
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof ProfileReviewItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {};

/** No title, no likes, nothing known of the variant, markup typed as text shown as text. */
export const Plain: Story = {
  args: {
    review: {
      ...review,
      title: null,
      likes: 0,
      variant: null,
      rating: 2,
      text_html: '<p>&lt;b&gt;Runs small&lt;/b&gt;: order a size up.</p>',
    },
  },
};

export const Pending: Story = { args: { review: { ...review, status: 'pending' } } };
