import { describe, expect, it } from 'vitest';
import {
  MAX_CART_LINES,
  addItem,
  clearItems,
  parseCartCookie,
  removeItem,
  serializeCartCookie,
  setQuantity,
} from './cartItems';

describe('the cart cookie', () => {
  it('round-trips a short list and drops anything malformed, repeated or out of range', () => {
    const items = [
      { product_variant_id: 101, quantity: 1 },
      { product_variant_id: 205, quantity: 2 },
    ];
    expect(serializeCartCookie(items)).toBe('101:1|205:2');
    expect(parseCartCookie('101:1|205:2')).toEqual(items);
    expect(parseCartCookie('101:1|101:3|x:1|7:0|8:100|9:-1|10:2.5|0:1|11:2')).toEqual([
      { product_variant_id: 101, quantity: 1 },
      { product_variant_id: 11, quantity: 2 },
    ]);
    expect(parseCartCookie(undefined)).toEqual([]);
    expect(parseCartCookie(Array.from({ length: 150 }, (_, index) => `${index + 1}:1`).join('|'))).toHaveLength(
      MAX_CART_LINES,
    );
  });
});

describe('cart changes', () => {
  const cart = [{ product_variant_id: 101, quantity: 1 }];

  it('adds a new line, or more to an existing one', () => {
    expect(addItem(cart, 205, 1, 10)).toEqual({
      items: [...cart, { product_variant_id: 205, quantity: 1 }],
      change: { kind: 'added', variantId: 205, quantity: 1 },
    });
    expect(addItem(cart, 101, 2, 10)).toEqual({
      items: [{ product_variant_id: 101, quantity: 3 }],
      change: { kind: 'updated', variantId: 101, quantity: 3 },
    });
  });

  it('never goes past the stock, and says so', () => {
    expect(addItem(cart, 101, 5, 3)).toEqual({
      items: [{ product_variant_id: 101, quantity: 3 }],
      change: { kind: 'updated', variantId: 101, quantity: 3, limitedTo: 3 },
    });
    const full = [{ product_variant_id: 101, quantity: 3 }];
    expect(addItem(full, 101, 1, 3)).toEqual({
      items: full,
      change: { kind: 'updated', variantId: 101, quantity: 3, limitedTo: 3 },
    });
    expect(addItem(cart, 205, 1, 0)).toEqual({
      items: cart,
      change: { kind: 'added', variantId: 205, quantity: 0, limitedTo: 0 },
    });
  });

  it('sets quantities within the stock and removes a line below 1', () => {
    expect(setQuantity(cart, 101, 4, 10).items).toEqual([{ product_variant_id: 101, quantity: 4 }]);
    expect(setQuantity(cart, 101, 12, 5).change).toEqual({
      kind: 'updated',
      variantId: 101,
      quantity: 5,
      limitedTo: 5,
    });
    expect(setQuantity(cart, 101, 0, 5)).toEqual({
      items: [],
      change: { kind: 'removed', variantId: 101, quantity: 0 },
    });
    expect(setQuantity(cart, 999, 2, 5)).toEqual({ items: cart, change: null });
    expect(removeItem(cart, 101).items).toEqual([]);
  });

  it('empties the cart, a change only when it held something', () => {
    expect(clearItems([...cart, { product_variant_id: 205, quantity: 2 }])).toEqual({
      items: [],
      change: { kind: 'cleared', variantId: 0, quantity: 0 },
    });
    expect(clearItems([])).toEqual({ items: [], change: null });
  });

  it('takes no new line into a full cart', () => {
    const fullCart = Array.from({ length: MAX_CART_LINES }, (_, index) => ({
      product_variant_id: index + 1,
      quantity: 1,
    }));
    expect(addItem(fullCart, 5_000, 1, 10)).toEqual({ items: fullCart, change: null });
  });
});
