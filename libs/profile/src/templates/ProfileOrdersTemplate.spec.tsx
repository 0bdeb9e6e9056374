import type { ProfileOrdersPage } from '@shop/api';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileOrdersSearch } from '../orders/ordersSearch';
import { profileOrdersQuery } from '../orders/queries';
import { sampleHistory, sampleOrder } from '../testing/orders';
import { frozenQueryClient, ShopFrame } from '../testing/ShopFrame';
import { ProfileOrdersTemplate } from './ProfileOrdersTemplate';

function renderHistory(history: ProfileOrdersPage, search: ProfileOrdersSearch = {}) {
  const queryClient = frozenQueryClient();
  queryClient.setQueryData(profileOrdersQuery(search, 'en').queryKey, history);
  render(
    <ShopFrame queryClient={queryClient}>
      <ProfileOrdersTemplate search={search} catalogUrl="/catalog/all" />
    </ShopFrame>,
  );
}

afterEach(() => vi.unstubAllGlobals());

// The first render loads the router, react-intl and styled-components: seconds on a busy machine.
describe('ProfileOrdersTemplate', { timeout: 20_000 }, () => {
  it('lists the orders as the API sends them (newest first), with their count and the filters', async () => {
    renderHistory(
      sampleHistory([sampleOrder({ id: 2, number: 'SW-000002' }), sampleOrder({ id: 1, number: 'SW-000001' })]),
    );
    const list = await screen.findByRole('list', { name: '' });
    const headings = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Order SW-000002', 'Order SW-000001']);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('2 orders');
    const filters = screen.getByRole('form', { name: 'Filter orders' });
    expect(within(filters).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(filters).getByLabelText('From')).toBeTruthy();
    expect(within(filters).queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });

  it('has no filters but a way to the catalogue while the customer has no orders', async () => {
    renderHistory(sampleHistory([]));
    expect(await screen.findByRole('heading', { level: 2, name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe('/catalog/all');
    expect(screen.queryByRole('form', { name: 'Filter orders' })).toBeNull();
  });

  it('says when no order matches the filters, which it shows as applied, and offers to clear them', async () => {
    renderHistory(sampleHistory([]), { status: ['cancelled'], from: '2020-01-01' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No orders match these filters' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Cancelled' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2020-01-01');
  });

  it('links to the newer and older pages, keeping the filters', async () => {
    renderHistory(sampleHistory([sampleOrder()], 2, 3), { status: ['processing'], page: 2 });
    const pages = await screen.findByRole('navigation', { name: 'Pages of orders' });
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
    const newer = within(pages).getByRole('link', { name: 'Newer orders' }).getAttribute('href') ?? '';
    const older = within(pages).getByRole('link', { name: 'Older orders' }).getAttribute('href') ?? '';
    expect(decodeURIComponent(newer)).toBe('/profile/orders?status=["processing"]');
    expect(decodeURIComponent(older)).toBe('/profile/orders?status=["processing"]&page=3');
  });

  it('says when the orders could not be read, and shows them once "Try again" reads them', async () => {
    // A refusal the client does not retry (a 5xx it would, with backoff).
    const answers = [
      new Response('{}', { status: 400, headers: { 'content-type': 'application/json' } }),
      new Response(JSON.stringify(sampleHistory([sampleOrder({ number: 'SW-000007' })])), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift() ?? new Response('{}', { status: 500 })),
    );
    render(
      <ShopFrame queryClient={frozenQueryClient()}>
        <ProfileOrdersTemplate search={{}} catalogUrl="/catalog/all" />
      </ShopFrame>,
    );
    // The failure's own chunk in the browser (`#orders-failed`), loaded when it is shown.
    expect(await screen.findByRole('heading', { level: 1, name: 'Your orders could not be loaded' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order SW-000007' })).toBeTruthy();
  });
});
