import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProfileOrdersPage } from '@shop/api';
import type { Locale } from '@shop/i18n';
import type { ProfileOrdersSearch } from '../orders/ordersSearch';
import { profileOrdersQuery } from '../orders/queries';
import { sampleHistory, sampleLine, sampleOrder } from '../testing/orders';
import { frozenQueryClient, ShopFrame } from '../testing/ShopFrame';
import { ProfileOrdersTemplate } from './ProfileOrdersTemplate';

/** The template with its page of history already in the cache, as after the route's loader. */
function withHistory(history: ProfileOrdersPage, locale: Locale = 'en') {
  return (search: ProfileOrdersSearch) => {
    const queryClient = frozenQueryClient();
    queryClient.setQueryData(profileOrdersQuery(search, locale).queryKey, history);
    return (
      <ShopFrame queryClient={queryClient} locale={locale}>
        <ProfileOrdersTemplate search={search} catalogUrl={locale === 'ru' ? '/ru/catalog/all' : '/catalog/all'} />
      </ShopFrame>
    );
  };
}

const orders = [
  sampleOrder({
    id: 3,
    number: 'SW-000003',
    status: 'new',
    payment_state: 'pending',
    created_at: '2025-07-02T10:00:00Z',
  }),
  sampleOrder({ id: 2, number: 'SW-000002', status: 'shipped', lines: [sampleLine(7)] }),
  sampleOrder({ id: 1, number: 'SW-000001', status: 'delivered', created_at: '2025-03-09T16:30:00Z' }),
];

const meta = {
  title: 'Profile/ProfileOrdersTemplate',
  component: ProfileOrdersTemplate,
  args: { search: {}, catalogUrl: '/catalog/all' },
} satisfies Meta<typeof ProfileOrdersTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { render: ({ search }) => withHistory(sampleHistory(orders))(search) };

/** Page 2 of 3 of the orders shipped in 2025. */
export const FilteredAndPaged: Story = {
  args: { search: { status: ['shipped'], from: '2025-01-01', to: '2025-12-31', page: 2 } },
  render: ({ search }) => withHistory(sampleHistory(orders.slice(1, 2), 2, 3))(search),
};

/** A customer who has not ordered yet: a way to the catalogue, no filters. */
export const NoOrdersYet: Story = { render: ({ search }) => withHistory(sampleHistory([]))(search) };

/** Filters nothing matches: a way to clear them. */
export const NoMatch: Story = {
  args: { search: { status: ['cancelled'] } },
  render: ({ search }) => withHistory(sampleHistory([]))(search),
};

export const Russian: Story = { render: ({ search }) => withHistory(sampleHistory(orders), 'ru')(search) };
