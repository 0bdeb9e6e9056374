import type { Cart } from '@shop/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartActions, takeCookieItems } from './cartStore';
import { CART_COOKIE } from './constants';
import { readCookie } from '@shop/i18n';
import { serverCartKey } from './serverCart';
import { useCartFollowsSession, useMergeReport } from './sessionCart';
import { useCart } from './useCart';

const api = vi.hoisted(() => ({ mergeCart: vi.fn(), getCart: vi.fn() }));
vi.mock('@shop/api', async (importOriginal) => ({ ...(await importOriginal<typeof import('@shop/api')>()), ...api }));
const session = vi.hoisted(() => ({ user: null as { id: number } | null }));
vi.mock('@shop/auth', () => ({ useSession: () => ({ user: session.user, signedIn: session.user !== null }) }));
vi.mock('@shop/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/i18n')>()),
  useLocale: () => ({ locale: 'en', localize: (path: string) => path }),
}));

function serverCart(lines: Array<[number, number]>): Cart {
  return {
    id: 'c'.repeat(32),
    items: lines.map(([id, quantity]) => ({
      quantity,
      productVariant: { id, product_name: `Swimsuit ${id}`, size_name: 'M', stock: 10 },
    })),
    prices: { lines: [], promocode: null, total_price: 0, currency: 'EUR' },
    promocode: null,
  } as unknown as Cart;
}

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  api.mergeCart.mockReset();
  api.getCart.mockReset();
  session.user = null;
  takeCookieItems();
});

describe('the cart follows the session', () => {
  it('reads the cookie for a guest and the server cart for a signed-in customer', async () => {
    cartActions.add(101, 2, 10);
    const guest = renderHook(() => useCart(), { wrapper });
    expect(guest.result.current.items).toEqual([{ product_variant_id: 101, quantity: 2 }]);
    expect(api.getCart).not.toHaveBeenCalled();
    guest.unmount();

    takeCookieItems();
    session.user = { id: 7 };
    api.getCart.mockResolvedValue(serverCart([[205, 3]]));
    const customer = renderHook(() => useCart(), { wrapper });
    expect(customer.result.current).toMatchObject({ loading: true, count: 0 });
    await waitFor(() => expect(customer.result.current.count).toBe(3));
    expect(customer.result.current.lines.map((line) => line.variant?.product_name)).toEqual(['Swimsuit 205']);
    expect(queryClient.getQueryData(serverCartKey('en', 7))).toBeDefined();
  });

  it('merges the cookie cart into the server cart on sign-in, empties the cookie and reports what did not fit', async () => {
    cartActions.add(101, 2, 10);
    cartActions.add(205, 5, 10);
    const hook = renderHook(
      () => {
        useCartFollowsSession();
        return useMergeReport();
      },
      { wrapper },
    );
    expect(api.mergeCart).not.toHaveBeenCalled();

    api.mergeCart.mockResolvedValue({
      cart: serverCart([
        [101, 2],
        [205, 3],
      ]),
      adjusted: [{ product_variant_id: 205, requested: 5, added: 3, reason: 'cart.not_enough_stock' }],
    });
    session.user = { id: 7 };
    hook.rerender();
    await waitFor(() => expect(hook.result.current.lines).toHaveLength(1));
    expect(api.mergeCart).toHaveBeenCalledTimes(1);
    expect(readCookie(CART_COOKIE)).toBeUndefined();
    expect(hook.result.current.lines[0]).toMatchObject({ name: 'Swimsuit 205 (M)', added: 3, requested: 5 });
    act(() => hook.result.current.dismiss());
    expect(hook.result.current.lines).toEqual([]);

    // Signed out: the cookie cart starts empty, whatever was put in it meanwhile.
    cartActions.add(300, 1, 10);
    session.user = null;
    hook.rerender();
    await waitFor(() => expect(readCookie(CART_COOKIE)).toBeUndefined());
  });

  it('keeps the guest’s lines in the cookie when the merge fails, and does not ask again on this page', async () => {
    cartActions.add(101, 2, 10);
    api.mergeCart.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    session.user = { id: 8 };
    renderHook(() => useCartFollowsSession(), { wrapper });
    await waitFor(() => expect(readCookie(CART_COOKIE)).toBe('101:2'));
    expect(api.mergeCart).toHaveBeenCalledTimes(1);
  });
});
