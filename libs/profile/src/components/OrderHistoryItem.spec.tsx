import { getGetCartQueryKey } from '@shop/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '@shop/i18n';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleLine, sampleOrder } from '../testing/orders';
import { frozenQueryClient, ShopFrame } from '../testing/ShopFrame';
import { OrderHistoryItem } from './OrderHistoryItem';

function renderItem(order = sampleOrder(), locale: Locale = 'en') {
  const queryClient = frozenQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <ShopFrame
      queryClient={queryClient}
      locale={locale}
      path={locale === 'ru' ? '/ru/profile/orders' : '/profile/orders'}
    >
      <OrderHistoryItem order={order} />
    </ShopFrame>,
  );
  return { invalidate };
}

/** `fetch` answering the cart merge once with `adjusted`, after `gate` opens. */
function mergeAnswers(adjusted: unknown[], gate: Promise<void> = Promise.resolve()) {
  const fetch = vi.fn(async () => {
    await gate;
    return new Response(JSON.stringify({ cart: { id: 'c', items: [], prices: {}, promocode: null }, adjusted }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());
// "Buy again" imports its merge on the press; transformed once here, the first press is not slower than waitFor's wait.
beforeAll(async () => {
  await import('../orders/buyAgain');
});

describe('OrderHistoryItem', () => {
  it('shows the number as a link to the order page, the day, the status, the payment and the total', async () => {
    renderItem();
    const article = await screen.findByRole('article', { name: 'Order SW-001042' });
    const link = within(article).getByRole('link', { name: 'Order SW-001042' });
    expect(link.getAttribute('href')).toBe('/order/mFZ2IYIFU7WlNEqWh3GrsIPhi85v657EQj9LjseedjQ');
    expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe('Order SW-001042');
    const time = article.querySelector('time');
    expect(time?.textContent).toBe('June 14, 2025');
    expect(time?.getAttribute('datetime')).toBe('2025-06-14T09:21:37.000Z');
    expect(within(article).getByText('Being packed')).toBeTruthy();
    expect(within(article).getByText('Paid')).toBeTruthy();
    expect(within(article).getByText('€184.60')).toBeTruthy();
  });

  it('shows small lazy thumbnails with alt texts, and counts the lines beyond four', async () => {
    const lines = [1, 2, 3, 4, 5, 6].map((id) => sampleLine(id));
    renderItem(sampleOrder({ lines: [...lines.slice(0, 5), sampleLine(6, { image: null })] }));
    const thumbs = await screen.findByRole('list', { name: 'Items of order SW-001042' });
    const images = within(thumbs).getAllByRole('img');
    expect(images).toHaveLength(4);
    expect(images[0]?.getAttribute('alt')).toBe('Coral Wave swimsuit 1, Coral, M × 1');
    expect(images[0]?.getAttribute('loading')).toBe('lazy');
    expect(images[0]?.getAttribute('src')).toBe('/_img/products/1-1.png?w=144&q=70&f=webp');
    expect(within(thumbs).getByText('and 2 more items')).toBeTruthy();
  });

  it('is in Russian on a Russian page, with the order link under /ru/', async () => {
    renderItem(sampleOrder({ status: 'cancelled', payment_state: 'refunded' }), 'ru');
    const link = await screen.findByRole('link', { name: 'Заказ SW-001042' });
    expect(link.getAttribute('href')).toBe('/ru/order/mFZ2IYIFU7WlNEqWh3GrsIPhi85v657EQj9LjseedjQ');
    expect(screen.getByText('14 июня 2025 г.')).toBeTruthy();
    expect(screen.getByText('Отменён')).toBeTruthy();
    expect(screen.getByText('Деньги возвращены')).toBeTruthy();
  });

  it('buys again: the lines go to the cart merge, the button waits, the notice says what was added and what not', async () => {
    let open = () => undefined as void;
    const fetch = mergeAnswers(
      [{ product_variant_id: 102, requested: 2, added: 1, reason: 'cart.not_enough_stock' }],
      new Promise<void>((resolve) => (open = resolve)),
    );
    const { invalidate } = renderItem(sampleOrder({ lines: [sampleLine(101), sampleLine(102, { quantity: 2 })] }));
    const button = await screen.findByRole('button', { name: 'Buy again: order SW-001042' });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    // The merge's code is fetched on the press (`useBuyAgain`), then the call goes out.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/cart/merge?lang=en');
    expect(JSON.parse(String(init.body))).toEqual({
      items: [
        { product_variant_id: 101, quantity: 1 },
        { product_variant_id: 102, quantity: 2 },
      ],
    });
    open();
    const notice = await screen.findByText('2 items added to the cart.');
    const status = notice.closest('[role="status"]') as HTMLElement;
    expect(within(status).getByRole('link', { name: 'Go to the cart' }).getAttribute('href')).toBe('/cart');
    expect(
      within(status).getByText('Coral Wave swimsuit 102 (Coral, M): 1 of 2 added, as no more are left'),
    ).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: getGetCartQueryKey() });
  });

  it('says in Russian, with the plural, when nothing could be added', async () => {
    mergeAnswers([
      { product_variant_id: 101, requested: 1, added: 0, reason: 'cart.sold_out' },
      { product_variant_id: 102, requested: 2, added: 0, reason: 'cart.unavailable' },
    ]);
    renderItem(sampleOrder(), 'ru');
    fireEvent.click(await screen.findByRole('button', { name: 'Купить снова: заказ SW-001042' }));
    expect(await screen.findByText('Ничего не удалось добавить в корзину.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Перейти в корзину' })).toBeNull();
    expect(screen.getByText('Coral Wave swimsuit 101 (Coral, M): товар закончился и не добавлен')).toBeTruthy();
    expect(screen.getByText('Coral Wave swimsuit 102 (Coral, M): больше не продаётся, не добавлено')).toBeTruthy();
  });

  it('counts the pieces added with the Russian plural', async () => {
    mergeAnswers([]);
    renderItem(sampleOrder({ lines: [sampleLine(101, { quantity: 5 })] }), 'ru');
    fireEvent.click(await screen.findByRole('button', { name: 'Купить снова: заказ SW-001042' }));
    expect(await screen.findByText('5 товаров добавлено в корзину.')).toBeTruthy();
  });
});
