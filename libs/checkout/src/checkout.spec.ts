import type { Order } from '@shop/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutEcommerce, pushAddPaymentInfo, pushBeginCheckout, pushPurchase } from './analytics';
import { EMPTY_CHECKOUT, readDraft, resetChoices, saveDraft } from './draft';

const order = (id: number): Order => ({
  id,
  number: `SW-${String(id).padStart(6, '0')}`,
  crypto: 'x'.repeat(43),
  status: 'processing',
  payment_state: 'paid',
  created_at: '2026-11-23T10:00:00.000Z',
  paid_at: '2026-11-23T10:01:00.000Z',
  contact: { first_name: 'Aino', last_name: 'Virtanen', email: 'aino@example.com', phone: '+358401234567' },
  address: {
    country_code: 'FI',
    city: 'Helsinki',
    street: 'Mannerheimintie',
    house: '1',
    entire_house: true,
    flat: null,
    floor: null,
    postcode: '00100',
  },
  delivery: {
    id: 2,
    name: 'Posti',
    price: 7.9,
    currency: 'EUR',
    time: { min_days: 1, max_days: 3, label: '1–3 business days' },
    option: null,
  },
  payment: { id: 1, name: 'Card', provider: 'test', online: true },
  lines: [
    {
      product_variant_id: 7,
      product_name: 'Coral',
      product_url: '/x',
      image: null,
      color_name: 'Coral',
      size_name: 'M',
      quantity: 2,
      price: 30,
      price_with_discount: 27,
      line_total: 54,
    },
  ],
  totals: { amount_product_price: 60, total_discount: 6, delivery_price: 7.9, total_price: 61.9, currency: 'EUR' },
  promocode: 'WELCOME10',
  note: null,
  can_retry_payment: false,
});

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the purchase event', () => {
  it('goes to the data layer once per order, with the order id, price and items', () => {
    const target = { dataLayer: [] as unknown[] } as unknown as Window & { dataLayer: unknown[] };
    expect(pushPurchase(order(5), target)).toBe(true);
    expect(pushPurchase(order(5), target)).toBe(false);
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: expect.objectContaining({
          orderId: 5,
          transaction_id: 'SW-000005',
          price: 61.9,
          value: 61.9,
          currency: 'EUR',
          coupon: 'WELCOME10',
          items: [{ item_id: '7', item_name: 'Coral', item_variant: 'Coral / M', price: 27, quantity: 2 }],
        }),
      },
    ]);
    expect(pushPurchase(order(6), target)).toBe(true);
  });
});

describe('the checkout events', () => {
  const variant = {
    id: 7,
    product_id: 3,
    product_name: 'Coral',
    product_url: '/catalog/coral?variant=7',
    image: null,
    category_name: 'Swimsuits',
    color_name: 'Coral',
    size_name: 'M',
    calculatedPrice: { price: 30, price_with_discount: 30, currency: 'EUR' },
    stock: 5,
    in_stock: true,
  };
  const priceLine = {
    product_variant_id: 7,
    quantity: 2,
    price: 30,
    price_with_discount: 27,
    line_total: 54,
    stock: 5,
    available: true,
  };
  const prices = {
    amount_product_price: 60,
    total_discount: 6,
    total_price: 54,
    currency: 'EUR',
    discounts: [],
    lines: [priceLine],
    free_delivery: false,
    promocode: { code: 'WELCOME10', applied: true, reason: null, min_cart: null },
  };
  const cart = { lines: [{ product_variant_id: 7, quantity: 2, variant, price: priceLine }], prices };
  const expected = {
    currency: 'EUR',
    value: 54,
    coupon: 'WELCOME10',
    items: [
      {
        item_id: '7',
        item_name: 'Coral',
        item_category: 'Swimsuits',
        item_variant: 'Coral / M',
        price: 27,
        quantity: 2,
      },
    ],
  };

  it('wait until the server priced the cart, then tell its lines at their promo price, total and applied code', () => {
    expect(checkoutEcommerce({ ...cart, prices: null })).toBeNull();
    expect(checkoutEcommerce({ ...cart, lines: cart.lines.map((line) => ({ ...line, price: null })) })).toBeNull();
    expect(
      checkoutEcommerce({ ...cart, prices: { ...prices, promocode: { ...prices.promocode, applied: false } } }),
    ).not.toHaveProperty('coupon');
    const target = { dataLayer: [] as unknown[] } as unknown as Window & { dataLayer: unknown[] };
    const ecommerce = checkoutEcommerce(cart);
    if (!ecommerce) throw new Error('a priced cart gives the checkout event');
    pushBeginCheckout(ecommerce, target);
    pushAddPaymentInfo(ecommerce, { code: 'card' }, target);
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'begin_checkout', ecommerce: expected },
      { ecommerce: null },
      { event: 'add_payment_info', ecommerce: { ...expected, payment_type: 'card' } },
    ]);
  });
});

describe('the form draft', () => {
  it('survives a reload in this tab, and resetting clears delivery, payment and note only', () => {
    expect(readDraft()).toEqual(EMPTY_CHECKOUT);
    const filled = {
      ...EMPTY_CHECKOUT,
      first_name: 'Aino',
      city: 'Helsinki',
      delivery_id: 2,
      option_id: 'slot.x',
      payment_id: 1,
      note: 'Ring twice',
    };
    saveDraft(filled);
    expect(readDraft()).toEqual(filled);
    expect(resetChoices(filled)).toEqual({ ...filled, delivery_id: null, option_id: null, payment_id: null, note: '' });
    saveDraft(null);
    expect(readDraft()).toEqual(EMPTY_CHECKOUT);
  });
});
