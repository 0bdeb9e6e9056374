import { ApiError, type Cart } from '@shop/api';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartActions, lastCartChange, restoreCookieItems, takeCookieItems } from './cartStore';
import { CART_COOKIE, PROMO_CODE_COOKIE } from './constants';
import { readCookie } from '@shop/i18n';
import { storePromoCode } from './promoStore';
import {
  itemsOfCart,
  mergeIntoServerCart,
  rememberedCode,
  serverCartActions,
  serverCartKey,
  serverCartSettled,
} from './serverCart';

const api = vi.hoisted(() => ({
  editCartQuantity: vi.fn(),
  removeFromCart: vi.fn(),
  mergeCart: vi.fn(),
  getCartProductVariants: vi.fn(),
  getCart: vi.fn(),
}));
vi.mock('@shop/api', async (importOriginal) => ({ ...(await importOriginal<typeof import('@shop/api')>()), ...api }));

/** A server cart answer with these lines (variant id, quantity, stock) and the code it remembers. */
function cartOf(lines: Array<[number, number, number?]>, code: string | null = null): Cart {
  return {
    id: 'c'.repeat(32),
    items: lines.map(([id, quantity, stock = 10]) => ({
      quantity,
      productVariant: {
        id,
        product_id: id,
        product_name: `Swimsuit ${id}`,
        product_url: `/product/s-${id}`,
        image: null,
        category_name: 'Swimsuits',
        color_name: 'Coral',
        color_hex: '#FF6F61',
        size_name: 'M',
        calculatedPrice: { price: 20, price_with_discount: 20, currency: 'EUR' },
        stock,
        in_stock: stock > 0,
      },
    })),
    prices: {
      amount_product_price: 0,
      total_discount: 0,
      total_price: 0,
      currency: 'EUR',
      discounts: [],
      lines: [],
      free_delivery: false,
      promocode: code === null ? null : { code, applied: true, reason: null, min_cart: null },
    },
    promocode: null,
  } as unknown as Cart;
}

const CUSTOMER = 7;
let queryClient: QueryClient;
const key = serverCartKey('en', CUSTOMER);
const lines = () =>
  itemsOfCart(queryClient.getQueryData<Cart>(key)).map((item) => [item.product_variant_id, item.quantity]);

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const mock of Object.values(api)) mock.mockReset();
  takeCookieItems();
  storePromoCode(null);
});
afterEach(() => vi.restoreAllMocks());

describe('the server cart', () => {
  it('is keyed under the contract’s cart key, per language and customer', () => {
    expect(key.slice(0, 2)).toEqual(['/api/v1/cart', { lang: 'en' }]);
    expect(serverCartKey('en', 8)).not.toEqual(key);
    expect(rememberedCode(cartOf([], 'SUMMER10'))).toBe('SUMMER10');
    expect(rememberedCode(undefined)).toBeNull();
  });

  it('shows a change at once, sends changes in the order made and keeps only the last answer', async () => {
    queryClient.setQueryData(key, cartOf([[101, 1]]));
    const answers: Array<(cart: Cart) => void> = [];
    api.editCartQuantity.mockImplementation(() => new Promise<Cart>((resolve) => answers.push(resolve)));
    const actions = serverCartActions({ queryClient, locale: 'en', customerId: CUSTOMER });

    expect(actions.add(101, 1, 10)).toMatchObject({ kind: 'updated', quantity: 2 });
    expect(actions.add(205, 1, 10)).toMatchObject({ kind: 'added', quantity: 1 });
    // Nothing answered yet: the cache still holds the server's cart, the second change waits for the first.
    expect(lines()).toEqual([[101, 1]]);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(api.editCartQuantity).toHaveBeenLastCalledWith({ product_variant_id: 101, quantity: 2 }, { lang: 'en' });
    answers[0]?.(cartOf([[101, 2]]));
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    // An answer with a change still on its way does not replace the lines the shopper sees.
    expect(lines()).toEqual([[101, 1]]);
    expect(api.editCartQuantity).toHaveBeenLastCalledWith({ product_variant_id: 205, quantity: 1 }, { lang: 'en' });
    answers[1]?.(
      cartOf([
        [101, 2],
        [205, 1],
      ]),
    );
    await serverCartSettled();
    expect(lines()).toEqual([
      [101, 2],
      [205, 1],
    ]);
  });

  it('reads the cart first when a change comes before it was loaded, never lowering what the server holds', async () => {
    api.getCart.mockResolvedValue(cartOf([[101, 2]]));
    api.editCartQuantity.mockResolvedValue(cartOf([[101, 3]]));
    const actions = serverCartActions({ queryClient, locale: 'en', customerId: CUSTOMER });
    expect(actions.add(101, 1, 10)).toBeNull();
    await vi.waitFor(() =>
      expect(api.editCartQuantity).toHaveBeenCalledWith({ product_variant_id: 101, quantity: 3 }, { lang: 'en' }),
    );
    await vi.waitFor(() => expect(lines()).toEqual([[101, 3]]));
    expect(lastCartChange()).toMatchObject({ kind: 'updated', variantId: 101, quantity: 3 });
  });

  it('rolls a refused change back and says how many are left (409 cart.not_enough_stock)', async () => {
    queryClient.setQueryData(key, cartOf([[101, 2]]));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    api.editCartQuantity.mockRejectedValue(
      new ApiError(409, {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'Only 2 left.',
        errors: { quantity: ['cart.not_enough_stock'] },
      } as never),
    );
    api.getCartProductVariants.mockResolvedValue({ items: [{ id: 101, stock: 2 }] });
    const actions = serverCartActions({ queryClient, locale: 'en', customerId: CUSTOMER });
    actions.setQuantity(101, 3, 10);
    expect(lastCartChange()).toMatchObject({ kind: 'updated', variantId: 101, quantity: 3 });
    await serverCartSettled();
    expect(lastCartChange()).toMatchObject({ variantId: 101, limitedTo: 2 });
    expect(lines()).toEqual([[101, 2]]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/v1/cart'] });
    expect(api.getCartProductVariants).toHaveBeenCalledWith({ product_variant_ids: [101] }, { lang: 'en' });
  });

  it('removes a line, or every line, through remove', async () => {
    queryClient.setQueryData(
      key,
      cartOf([
        [101, 1],
        [205, 2],
      ]),
    );
    api.removeFromCart.mockResolvedValueOnce(cartOf([[205, 2]])).mockResolvedValueOnce(cartOf([]));
    const actions = serverCartActions({ queryClient, locale: 'en', customerId: CUSTOMER });
    expect(actions.remove(101)).toMatchObject({ kind: 'removed' });
    expect(actions.clear()).toMatchObject({ kind: 'cleared' });
    await serverCartSettled();
    expect(api.removeFromCart.mock.calls).toEqual([
      [{ product_variant_id: 101 }, { lang: 'en' }],
      [{ all: true }, { lang: 'en' }],
    ]);
    expect(lines()).toEqual([]);
  });

  it('hands a code kept in the cookie to the server cart with the next change', async () => {
    queryClient.setQueryData(key, cartOf([]));
    storePromoCode('SUMMER10');
    api.editCartQuantity.mockResolvedValue(cartOf([[101, 1]], 'SUMMER10'));
    serverCartActions({ queryClient, locale: 'en', customerId: CUSTOMER }).add(101, 1, 5);
    await serverCartSettled();
    expect(api.editCartQuantity).toHaveBeenCalledWith(
      { product_variant_id: 101, quantity: 1, promocode: 'SUMMER10' },
      { lang: 'en' },
    );
    expect(readCookie(PROMO_CODE_COOKIE)).toBeUndefined();
  });
});

describe('the merge on sign-in', () => {
  it('adds the guest’s lines to the server cart, hands over the code and answers what did not fit', async () => {
    cartActions.add(101, 2, 10);
    cartActions.add(205, 5, 10);
    storePromoCode('SUMMER10');
    const taken = takeCookieItems();
    expect(readCookie(CART_COOKIE)).toBeUndefined();
    const adjusted = [{ product_variant_id: 205, requested: 5, added: 3, reason: 'cart.not_enough_stock' }];
    api.mergeCart.mockResolvedValue({
      cart: cartOf([
        [101, 3],
        [205, 3, 3],
      ]),
      adjusted,
    });
    api.editCartQuantity.mockResolvedValue(
      cartOf(
        [
          [101, 3],
          [205, 3, 3],
        ],
        'SUMMER10',
      ),
    );
    expect(await mergeIntoServerCart(queryClient, 'en', CUSTOMER, taken)).toEqual(adjusted);
    expect(api.mergeCart).toHaveBeenCalledWith(
      {
        items: [
          { product_variant_id: 101, quantity: 2 },
          { product_variant_id: 205, quantity: 5 },
        ],
      },
      { lang: 'en' },
    );
    expect(api.editCartQuantity).toHaveBeenCalledWith(
      { product_variant_id: 101, quantity: 3, promocode: 'SUMMER10' },
      { lang: 'en' },
    );
    expect(rememberedCode(queryClient.getQueryData<Cart>(key))).toBe('SUMMER10');
    expect(readCookie(PROMO_CODE_COOKIE)).toBeUndefined();
  });

  it('fails without losing the guest’s lines: they go back to the cookie, joined to any added since', async () => {
    cartActions.add(101, 2, 10);
    const taken = takeCookieItems();
    api.mergeCart.mockRejectedValue(new ApiError(503, undefined));
    await expect(mergeIntoServerCart(queryClient, 'en', CUSTOMER, taken)).rejects.toBeInstanceOf(ApiError);
    cartActions.add(101, 1, 10);
    cartActions.add(205, 1, 10);
    restoreCookieItems(taken);
    expect(readCookie(CART_COOKIE)).toBe('101:3|205:1');
  });
});
