import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleLine, sampleOrder } from '../testing/orders';
import { frozenQueryClient, ShopFrame } from '../testing/ShopFrame';
import { OrderHistoryItem } from './OrderHistoryItem';

const meta = {
  title: 'Profile/OrderHistoryItem',
  component: OrderHistoryItem,
  args: { order: sampleOrder() },
  decorators: [
    (Story, { parameters }) => (
      <ShopFrame queryClient={frozenQueryClient()} locale={parameters['locale'] ?? 'en'}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof OrderHistoryItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};

/** Six lines: four thumbnails and a count of the rest; one line has no picture. */
export const ManyLines: Story = {
  args: {
    order: sampleOrder({
      status: 'new',
      payment_state: 'pending',
      lines: [1, 2, 3, 4, 5].map((id) => sampleLine(id)).concat(sampleLine(6, { image: null })),
    }),
  },
};

export const Cancelled: Story = {
  args: { order: sampleOrder({ status: 'cancelled', payment_state: 'refunded' }) },
};

export const Russian: Story = { parameters: { locale: 'ru' } };
