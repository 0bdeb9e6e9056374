import type { GetCartProductVariantsResponse, GetCartResponse } from '@shop/api-schemas';
import { afterEach, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { call, registerAccount } from '../helpers/auth';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectMatchesContract, expectMatchesSchema, expectProblem } from '../helpers/contract';
import { CYRILLIC } from '../helpers/locale';
import { createRowCache } from '../../src/lib/row-cache';
import { PROMO_PRICING_RATE_LIMIT } from '../../src/modules/cart/constants';
import type { VariantPriceRow } from '../../src/modules/cart/repository';
import { priceCartItems } from '../../src/modules/cart/service';
import { sellableVariantIds, setProductOfVariant, setVariant, unknownVariantId } from '../helpers/variants';

type Cart = z.infer<typeof GetCartResponse>;
type Variant = z.infer<typeof GetCartProductVariantsResponse>['items'][number];
type Prices = Cart['prices'];

const PRICES = '/api/v1/cart/get-prices';
const VARIANTS = '/api/v1/cart/get-product-variants';
const VARIANT = '/api/v1/cart/get-product-variant-by-id';
const CART = '/api/v1/cart';
const EDIT = '/api/v1/cart/edit-quantity';
const REMOVE = '/api/v1/cart/remove';

function post(shop: TestShop, url: string, payload: unknown, remoteAddress?: string) {
  return shop.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** get-prices answers a JSON string holding CartPrices; this checks both layers and parses. */
async function prices(shop: TestShop, body: unknown, query = ''): Promise<Prices> {
  const response = await post(shop, `${PRICES}${query}`, body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const text = expectMatchesContract('POST', PRICES, response);
  if (typeof text !== 'string') throw new Error(`get-prices answered ${typeof text}, not a JSON string`);
  const parsed = JSON.parse(text) as unknown;
  expectMatchesSchema('CartPrices', parsed);
  return parsed as Prices;
}

/** Two variants priced as the contract's example: 59.90 (7 left) and 14.50 (40 left). */
async function exampleCart(shop: TestShop) {
  const [a, b] = (await sellableVariantIds(shop, 2)) as [number, number];
  await setVariant(shop, a, { price_minor: 5990, discount_price_minor: null, stock: 7, active: 1 });
  await setVariant(shop, b, { price_minor: 1450, discount_price_minor: null, stock: 40, active: 1 });
  return {
    a,
    b,
    items: [
      { product_variant_id: a, quantity: 1 },
      { product_variant_id: b, quantity: 2 },
    ],
  };
}

describeEachDatabase('POST /api/v1/cart/get-prices', (shop) => {
  it('prices a cart from the database, as a JSON string of CartPrices', async () => {
    const { a, b, items } = await exampleCart(shop());
    const result = await prices(shop(), { items });
    expect(result).toEqual({
      amount_product_price: 88.9,
      total_discount: 0,
      total_price: 88.9,
      currency: 'EUR',
      discounts: [],
      lines: [
        {
          product_variant_id: a,
          quantity: 1,
          price: 59.9,
          price_with_discount: 59.9,
          line_total: 59.9,
          stock: 7,
          available: true,
        },
        {
          product_variant_id: b,
          quantity: 2,
          price: 14.5,
          price_with_discount: 14.5,
          line_total: 29,
          stock: 40,
          available: true,
        },
      ],
      free_delivery: false,
      promocode: null,
    });
    expect(await prices(shop(), { items: [] })).toMatchObject({
      amount_product_price: 0,
      total_price: 0,
      lines: [],
      promocode: null,
    });
  });

  it('applies a percentage code per unit, rounded half up, as in the contract example', async () => {
    const { items } = await exampleCart(shop());
    const result = await prices(shop(), { items, promocode: ' welcome10 ' });
    expect(result).toMatchObject({
      amount_product_price: 88.9,
      total_discount: 8.89,
      total_price: 80.01,
      free_delivery: false,
    });
    expect(result.lines.map((line) => [line.price_with_discount, line.line_total])).toEqual([
      [53.91, 53.91],
      [13.05, 26.1],
    ]);
    expect(result.discounts).toEqual([
      { type: 'percentage', code: 'WELCOME10', label: 'WELCOME10 −10%', amount: 8.89 },
    ]);
    expect(result.promocode).toEqual({ code: 'WELCOME10', applied: true, reason: null, min_cart: null });
  });

  it('rounds each unit in minor units: 3 × 10.05 at 10% is 3 × 9.05 (9.045 rounds up)', async () => {
    const [id] = (await sellableVariantIds(shop(), 1)) as [number];
    await setVariant(shop(), id, { price_minor: 1005, discount_price_minor: null, stock: 10 });
    const result = await prices(shop(), { items: [{ product_variant_id: id, quantity: 3 }], promocode: 'WELCOME10' });
    expect(result.lines[0]).toMatchObject({ price: 10.05, price_with_discount: 9.05, line_total: 27.15 });
    expect(result).toMatchObject({ amount_product_price: 30.15, total_price: 27.15, total_discount: 3 });
    // Totals are sums of minor units, never of floats: every figure has at most two decimals.
    for (const figure of [result.amount_product_price, result.total_price, result.total_discount])
      expect(Math.round(figure * 100) / 100).toBe(figure);
  });

  it('lists product discounts as `sale` and takes the percentage off the discounted price', async () => {
    const { a, items } = await exampleCart(shop());
    await setVariant(shop(), a, { discount_price_minor: 4990 });
    const result = await prices(shop(), { items, promocode: 'WELCOME10' });
    // 49.90 → 44.91; 14.50 → 13.05.
    expect(result).toMatchObject({ amount_product_price: 88.9, total_price: 71.01, total_discount: 17.89 });
    expect(result.discounts).toEqual([
      { type: 'sale', code: null, label: 'Sale prices', amount: 10 },
      { type: 'percentage', code: 'WELCOME10', label: 'WELCOME10 −10%', amount: 7.89 },
    ]);
  });

  it('spreads a fixed code over the units and never goes below 0', async () => {
    const { items } = await exampleCart(shop());
    const result = await prices(shop(), { items, promocode: 'MINUS5' });
    // goods 88.90 less 5.00: 59.90 × 83.90/88.90 = 56.531 → 56.53; 14.50 × 83.90/88.90 = 13.684 → 13.68.
    expect(result.lines.map((line) => line.price_with_discount)).toEqual([56.53, 13.68]);
    expect(result).toMatchObject({ total_price: 83.89, total_discount: 5.01 });
    expect(result.discounts).toEqual([{ type: 'fixed', code: 'MINUS5', label: 'MINUS5 −€5', amount: 5.01 }]);
    const ru = await prices(shop(), { items, promocode: 'MINUS5' }, '?lang=ru');
    expect(ru.discounts[0]?.label).toMatch(/^MINUS5 −5\s€$/);

    const [cheap] = (await sellableVariantIds(shop(), 3)).slice(2) as [number];
    await shop()
      .db.insertInto('promo_codes')
      .values({ code: 'MINUS500', type: 'fixed', value: 50_000, created_at: Date.now() })
      .execute();
    await setVariant(shop(), cheap, { price_minor: 1990, discount_price_minor: null, stock: 5 });
    const free = await prices(shop(), { items: [{ product_variant_id: cheap, quantity: 2 }], promocode: 'minus500' });
    expect(free).toMatchObject({ amount_product_price: 39.8, total_price: 0, total_discount: 39.8 });
    expect(free.lines[0]).toMatchObject({ price_with_discount: 0, line_total: 0 });
  });

  it('sets free delivery for a free-delivery code without changing a price', async () => {
    const { items } = await exampleCart(shop());
    const result = await prices(shop(), { items, promocode: 'FREESHIP' });
    expect(result).toMatchObject({
      total_price: 88.9,
      total_discount: 0,
      free_delivery: true,
      promocode: { code: 'FREESHIP', applied: true, reason: null, min_cart: null },
    });
    expect(result.discounts).toEqual([
      { type: 'free_delivery', code: 'FREESHIP', label: 'FREESHIP: free delivery', amount: 0 },
    ]);
    const ru = await prices(shop(), { items, promocode: 'FREESHIP' }, '?lang=ru');
    expect(ru.discounts[0]?.label).toMatch(CYRILLIC);
  });

  it('applies a code only from its minimum cart, compared after product discounts', async () => {
    const { a, items } = await exampleCart(shop());
    expect((await prices(shop(), { items, promocode: 'SUMMER20' })).promocode).toEqual({
      code: 'SUMMER20',
      applied: true,
      reason: null,
      min_cart: 50,
    });
    await setVariant(shop(), a, { discount_price_minor: 1990 });
    // 19.90 + 2 × 14.50 = 48.90 < 50.00.
    const short = await prices(shop(), { items, promocode: 'SUMMER20' });
    expect(short).toMatchObject({
      total_price: 48.9,
      free_delivery: false,
      promocode: { code: 'SUMMER20', applied: false, reason: 'promocode.min_cart', min_cart: 50 },
    });
    expect(short.discounts.map((discount) => discount.type)).toEqual(['sale']);
    const tooSmall = await prices(shop(), { items: [{ product_variant_id: a, quantity: 1 }], promocode: 'MINUS5' });
    expect(tooSmall.promocode).toEqual({ code: 'MINUS5', applied: false, reason: 'promocode.min_cart', min_cart: 30 });
  });

  it('reports unusable codes with their reason and prices without them', async () => {
    const { items } = await exampleCart(shop());
    const now = Date.now();
    await shop()
      .db.insertInto('promo_codes')
      .values([
        {
          code: 'LATER',
          type: 'percentage',
          value: 10,
          starts_at: now + 86_400_000,
          usage_limit: null,
          used_count: 0,
          active: 1,
          created_at: now,
        },
        {
          code: 'USEDUP',
          type: 'percentage',
          value: 10,
          starts_at: null,
          usage_limit: 2,
          used_count: 2,
          active: 1,
          created_at: now,
        },
        {
          code: 'SWITCHEDOFF',
          type: 'percentage',
          value: 10,
          starts_at: null,
          usage_limit: null,
          used_count: 0,
          active: 0,
          created_at: now,
        },
      ])
      .execute();
    for (const [code, reason] of [
      ['EXPIRED', 'promocode.expired'],
      ['LATER', 'promocode.not_started'],
      ['USEDUP', 'promocode.exhausted'],
      ['SWITCHEDOFF', 'promocode.unknown'],
      ['NO-SUCH-CODE', 'promocode.unknown'],
    ] as const) {
      const result = await prices(shop(), { items, promocode: code });
      expect(result.promocode, code).toEqual({ code, applied: false, reason, min_cart: null });
      expect(result).toMatchObject({ total_price: 88.9, total_discount: 0, discounts: [], free_delivery: false });
    }
    // A blank code is no code.
    expect((await prices(shop(), { items, promocode: '   ' })).promocode).toBeNull();
    expect((await prices(shop(), { items, promocode: null })).promocode).toBeNull();
  });

  it('prices lines above the stock or no longer sold as unavailable, saying how many are left', async () => {
    const { a, b } = await exampleCart(shop());
    const short = await prices(shop(), {
      items: [
        { product_variant_id: a, quantity: 8 },
        { product_variant_id: b, quantity: 40 },
      ],
    });
    expect(short.lines.map((line) => [line.stock, line.available, line.line_total])).toEqual([
      [7, false, 479.2],
      [40, true, 580],
    ]);
    await setVariant(shop(), b, { active: 0 });
    const gone = await prices(shop(), { items: [{ product_variant_id: b, quantity: 1 }] });
    expect(gone.lines[0]).toMatchObject({ stock: 0, available: false, price: 14.5 });
    await setVariant(shop(), b, { active: 1 });
    await setProductOfVariant(shop(), b, 0);
    try {
      expect((await prices(shop(), { items: [{ product_variant_id: b, quantity: 1 }] })).lines[0]).toMatchObject({
        stock: 0,
        available: false,
      });
    } finally {
      await setProductOfVariant(shop(), b, 1);
    }
  });

  it('refuses unknown variants and a variant listed twice, keyed by line', async () => {
    const { a, b } = await exampleCart(shop());
    const unknown = await unknownVariantId(shop());
    const response = await post(shop(), PRICES, {
      items: [
        { product_variant_id: a, quantity: 1 },
        { product_variant_id: unknown, quantity: 1 },
      ],
    });
    expectMatchesContract('POST', PRICES, response);
    expect(expectProblem(response, 400).errors).toEqual({ 'items.1': ['cart.unknown_variant'] });
    const twice = await post(shop(), PRICES, {
      items: [
        { product_variant_id: a, quantity: 1 },
        { product_variant_id: b, quantity: 1 },
        { product_variant_id: a, quantity: 2 },
      ],
    });
    expect(expectProblem(twice, 400).errors).toEqual({ 'items.2': ['cart.duplicate_variant'] });
  });

  it('ignores prices, totals and discounts a client sends', async () => {
    const { a, b } = await exampleCart(shop());
    const honest = await prices(shop(), {
      items: [
        { product_variant_id: a, quantity: 1 },
        { product_variant_id: b, quantity: 2 },
      ],
      promocode: 'WELCOME10',
    });
    const tampered = await prices(shop(), {
      items: [
        { product_variant_id: a, quantity: 1, price: 0.01, price_with_discount: 0.01, line_total: 0.01 },
        { product_variant_id: b, quantity: 2, price: 0, available: true, stock: 999 },
      ],
      promocode: 'WELCOME10',
      total_price: 0.01,
      amount_product_price: 0.01,
      total_discount: 88,
      discounts: [{ type: 'fixed', code: 'FREE', label: 'free', amount: 88 }],
      currency: 'USD',
      free_delivery: true,
    });
    expect(tampered).toEqual(honest);
  });

  it.each([
    ['quantity 0', { product_variant_id: 1, quantity: 0 }, 'items.0.quantity'],
    ['quantity -1', { product_variant_id: 1, quantity: -1 }, 'items.0.quantity'],
    ['quantity 1.5', { product_variant_id: 1, quantity: 1.5 }, 'items.0.quantity'],
    ['quantity "2"', { product_variant_id: 1, quantity: '2' }, 'items.0.quantity'],
    ['quantity 100', { product_variant_id: 1, quantity: 100 }, 'items.0.quantity'],
    ['quantity 1e308', { product_variant_id: 1, quantity: 1e308 }, 'items.0.quantity'],
    ['quantity missing', { product_variant_id: 1 }, 'items.0.quantity'],
    ['variant id 0', { product_variant_id: 0, quantity: 1 }, 'items.0.product_variant_id'],
    ['variant id 2^31', { product_variant_id: 2 ** 31, quantity: 1 }, 'items.0.product_variant_id'],
    ['variant id "abc"', { product_variant_id: 'abc', quantity: 1 }, 'items.0.product_variant_id'],
  ])('refuses a line with %s (400)', async (_name, item, field) => {
    const response = await post(shop(), PRICES, { items: [item] });
    expectMatchesContract('POST', PRICES, response);
    expect(Object.keys(expectProblem(response, 400).errors ?? {})).toEqual([field]);
  });

  it('refuses a malformed body (400)', async () => {
    for (const payload of [
      {},
      { items: 'x' },
      { items: null },
      { items: [], promocode: 'x'.repeat(65) },
      { items: [], promocode: 5 },
      [1, 2],
    ]) {
      expectProblem(await post(shop(), PRICES, payload), 400);
    }
    expectProblem(
      await shop().app.inject({
        method: 'POST',
        url: PRICES,
        headers: { 'content-type': 'application/json' },
        payload: '{"items": [',
      }),
      400,
    );
  });

  it('prices 100 lines and refuses 101 with a clear 400', async () => {
    const ids = await sellableVariantIds(shop(), 101);
    for (const id of ids) await setVariant(shop(), id, { stock: 99 });
    const hundred = await prices(shop(), {
      items: ids.slice(0, 100).map((id) => ({ product_variant_id: id, quantity: 99 })),
      promocode: 'WELCOME10',
    });
    expect(hundred.lines).toHaveLength(100);
    expect(hundred.lines.every((line) => line.available)).toBe(true);
    expect(hundred.total_price).toBeCloseTo(
      hundred.lines.reduce((sum, line) => sum + line.line_total, 0),
      6,
    );
    const response = await post(shop(), PRICES, { items: ids.map((id) => ({ product_variant_id: id, quantity: 1 })) });
    expect(expectProblem(response, 400).errors).toEqual({ items: ['validation.max_items'] });
  });

  it(`limits pricing with a code to ${PROMO_PRICING_RATE_LIMIT.max} a minute per address (429), so codes cannot be guessed here`, async () => {
    const guesser = '203.0.113.9';
    const statuses = [];
    for (let attempt = 0; attempt <= PROMO_PRICING_RATE_LIMIT.max; attempt += 1) {
      statuses.push((await post(shop(), PRICES, { items: [], promocode: `GUESS${attempt}` }, guesser)).statusCode);
    }
    expect(statuses.slice(0, -1)).toEqual(Array(PROMO_PRICING_RATE_LIMIT.max).fill(200));
    const limited = await post(shop(), PRICES, { items: [], promocode: 'WELCOME10' }, guesser);
    expectMatchesContract('POST', PRICES, limited);
    expectProblem(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Without a code the same address is priced as before, and other addresses with a code too.
    expect((await post(shop(), PRICES, { items: [], promocode: null }, guesser)).statusCode).toBe(200);
    expect((await post(shop(), PRICES, { items: [] }, guesser)).statusCode).toBe(200);
    expect((await post(shop(), PRICES, { items: [], promocode: 'WELCOME10' }, '203.0.113.10')).statusCode).toBe(200);
  });
});

const KEPT_MS = 1_000;

describeEachDatabase(
  `get-prices with variant rows kept ${KEPT_MS} ms (CART_PRICES_CACHE_MS)`,
  (shop) => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('answers from a row read within that time, reads afresh after it, and only the rows not kept', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { a, b } = await exampleCart(shop());
      const stockOf = async (ids: number[]) =>
        (await prices(shop(), { items: ids.map((id) => ({ product_variant_id: id, quantity: 1 })) })).lines.map(
          (line) => line.stock,
        );
      expect(await stockOf([a])).toEqual([7]);
      await setVariant(shop(), a, { stock: 2 });
      await setVariant(shop(), b, { stock: 3 });
      // a is kept; b was never read, so it comes from the database.
      expect(await stockOf([a, b])).toEqual([7, 3]);
      vi.setSystemTime(Date.now() + KEPT_MS);
      expect(await stockOf([a, b])).toEqual([2, 3]);
    });

    it('never answers from kept rows inside a transaction (the checkout)', async () => {
      const { a } = await exampleCart(shop());
      const keptRows = createRowCache<VariantPriceRow>({ ttlMs: 60_000, max: 10 });
      const line = [{ product_variant_id: a, quantity: 1 }];
      expect((await priceCartItems(shop().db, line, null, { keptRows })).pricing.lines[0]?.stock).toBe(7);
      await setVariant(shop(), a, { stock: 1 });
      expect((await priceCartItems(shop().db, line, null, { keptRows })).pricing.lines[0]?.stock).toBe(7);
      const fresh = await shop()
        .db.transaction()
        .execute((trx) => priceCartItems(trx, line, null, { keptRows }));
      expect(fresh.pricing.lines[0]?.stock).toBe(1);
    });
  },
  { env: { CART_PRICES_CACHE_MS: String(KEPT_MS) } },
);

describeEachDatabase('POST /api/v1/cart/get-product-variants and get-product-variant-by-id', (shop) => {
  async function variants(body: unknown, query = ''): Promise<Variant[]> {
    const response = await post(shop(), `${VARIANTS}${query}`, body);
    expect(response.statusCode, response.body).toBe(200);
    return (expectMatchesContract('POST', VARIANTS, response) as { items: Variant[] }).items;
  }

  it('answers the variants still sold, in the order asked, each once', async () => {
    const [a, b, c, d] = (await sellableVariantIds(shop(), 4)) as [number, number, number, number];
    await setVariant(shop(), a, { price_minor: 5990, discount_price_minor: 4990, stock: 3 });
    await setVariant(shop(), b, { stock: 0 });
    await setVariant(shop(), c, { active: 0 });
    try {
      const items = await variants(
        { product_variant_ids: [d, await unknownVariantId(shop()), b, c, a, d] },
        '?lang=ru',
      );
      expect(items.map((item) => item.id)).toEqual([d, b, a]);
      expect(items[1]).toMatchObject({ stock: 0, in_stock: false });
      expect(items[2]).toMatchObject({
        stock: 3,
        in_stock: true,
        calculatedPrice: { price: 59.9, price_with_discount: 49.9, currency: 'EUR' },
      });
      expect(items[2]?.product_url).toMatch(new RegExp(`^/ru/catalog/.+\\?variant=${a}$`));
      expect(items[2]?.color_name).toMatch(CYRILLIC);
      expect(await variants({ product_variant_ids: [] })).toEqual([]);
    } finally {
      await setVariant(shop(), b, { stock: 5 });
      await setVariant(shop(), c, { active: 1 });
    }
  });

  it('includes a percentage code without a minimum in price_with_discount, and no other code', async () => {
    const [a] = (await sellableVariantIds(shop(), 1)) as [number];
    await setVariant(shop(), a, { price_minor: 5990, discount_price_minor: null, stock: 3 });
    const price = async (promocode: string | null) =>
      (await variants({ product_variant_ids: [a], promocode }))[0]?.calculatedPrice;
    expect(await price('welcome10')).toEqual({ price: 59.9, price_with_discount: 53.91, currency: 'EUR' });
    for (const code of [null, 'SUMMER20', 'MINUS5', 'FREESHIP', 'EXPIRED', 'NOPE'])
      expect(await price(code), String(code)).toEqual({ price: 59.9, price_with_discount: 59.9, currency: 'EUR' });
  });

  it('refuses more than 100 ids and bad ids (400)', async () => {
    const tooMany = await post(shop(), VARIANTS, {
      product_variant_ids: Array.from({ length: 101 }, (_, index) => index + 1),
    });
    expect(expectProblem(tooMany, 400).errors).toEqual({ product_variant_ids: ['validation.max_items'] });
    for (const payload of [
      {},
      { product_variant_ids: [0] },
      { product_variant_ids: ['1'] },
      { product_variant_ids: [1.5] },
    ])
      expectProblem(await post(shop(), VARIANTS, payload), 400);
  });

  it('answers one variant by id, with the code, or 404', async () => {
    const [a, b] = (await sellableVariantIds(shop(), 2)) as [number, number];
    await setVariant(shop(), a, { price_minor: 1005, discount_price_minor: null, stock: 2 });
    const response = await post(shop(), VARIANT, { product_variant_id: a, promocode: 'WELCOME10' });
    expect(response.statusCode, response.body).toBe(200);
    expect(expectMatchesContract('POST', VARIANT, response)).toMatchObject({
      id: a,
      calculatedPrice: { price: 10.05, price_with_discount: 9.05 },
      stock: 2,
      in_stock: true,
    });
    expectMatchesContract(
      'POST',
      VARIANT,
      await post(shop(), VARIANT, { product_variant_id: await unknownVariantId(shop()) }),
    );
    expectProblem(await post(shop(), VARIANT, { product_variant_id: await unknownVariantId(shop()) }), 404);
    await setVariant(shop(), b, { active: 0 });
    try {
      expectProblem(await post(shop(), VARIANT, { product_variant_id: b }), 404);
    } finally {
      await setVariant(shop(), b, { active: 1 });
    }
    expectProblem(await post(shop(), VARIANT, { product_variant_id: 'x' }), 400);
  });
});

describeEachDatabase('the server cart: GET /api/v1/cart, edit-quantity, remove', (shop) => {
  async function edit(body: Record<string, unknown>, query = ''): Promise<Cart> {
    const response = await post(shop(), `${EDIT}${query}`, body);
    expect(response.statusCode, response.body).toBe(200);
    return expectMatchesContract('POST', EDIT, response) as Cart;
  }

  async function read(query: string): Promise<Cart> {
    const response = await shop().app.inject({ method: 'GET', url: `${CART}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return expectMatchesContract('GET', CART, response) as Cart;
  }

  async function remove(body: Record<string, unknown>): Promise<Cart> {
    const response = await post(shop(), REMOVE, body);
    expect(response.statusCode, response.body).toBe(200);
    return expectMatchesContract('POST', REMOVE, response) as Cart;
  }

  const lineCount = async (cartId: string) =>
    (
      await shop()
        .db.selectFrom('cart_items as i')
        .innerJoin('carts as c', 'c.id', 'i.cart_id')
        .select('i.variant_id')
        .where('c.token', '=', cartId)
        .execute()
    ).length;
  const cartCount = async () => (await shop().db.selectFrom('carts').select('id').execute()).length;

  it('creates a cart with an unguessable id, then reads, changes and empties it', async () => {
    const { a, b } = await exampleCart(shop());
    const created = await edit({ product_variant_id: a, quantity: 1 });
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(created.id, 'base64url')).toHaveLength(24);
    expect(created.items).toEqual([{ productVariant: expect.objectContaining({ id: a, stock: 7 }), quantity: 1 }]);
    expect(created.prices).toMatchObject({ total_price: 59.9, promocode: null });
    expect(created.promocode).toBeNull();
    expect((await edit({ product_variant_id: a, quantity: 1 })).id).not.toBe(created.id);

    const cartId = created.id;
    await edit({ cart_id: cartId, product_variant_id: b, quantity: 2 });
    const changed = await edit({ cart_id: cartId, product_variant_id: a, quantity: 3 });
    expect(changed.items.map((item) => [item.productVariant.id, item.quantity])).toEqual([
      [a, 3],
      [b, 2],
    ]);
    expect(changed.prices).toMatchObject({ amount_product_price: 208.7, total_price: 208.7 });
    expect(await read(`cart_id=${cartId}`)).toEqual(changed);
    expect(await lineCount(cartId)).toBe(2);

    const fewer = await edit({ cart_id: cartId, product_variant_id: a, quantity: 0 });
    expect(fewer.items.map((item) => item.productVariant.id)).toEqual([b]);
    expect((await remove({ cart_id: cartId, product_variant_id: a })).items).toHaveLength(1);
    expect((await remove({ cart_id: cartId, product_variant_id: b })).items).toEqual([]);
    await edit({ cart_id: cartId, product_variant_id: a, quantity: 1 });
    await edit({ cart_id: cartId, product_variant_id: b, quantity: 1 });
    const empty = await remove({ cart_id: cartId, all: true });
    expect(empty).toMatchObject({ id: cartId, items: [], prices: { total_price: 0, lines: [] } });
  });

  it('answers 401 without a cart_id and 404 for an unknown one, creating nothing', async () => {
    const { a } = await exampleCart(shop());
    const before = await cartCount();
    const unknown = 'A'.repeat(32);
    const anonymous = await shop().app.inject({ method: 'GET', url: CART });
    expectMatchesContract('GET', CART, anonymous);
    expectProblem(anonymous, 401);
    for (const body of [{ product_variant_id: a }, { all: true }]) {
      const response = await post(shop(), REMOVE, body);
      expectMatchesContract('POST', REMOVE, response);
      expectProblem(response, 401);
    }
    expectProblem(await shop().app.inject({ method: 'GET', url: `${CART}?cart_id=${unknown}` }), 404);
    expectProblem(await post(shop(), EDIT, { cart_id: unknown, product_variant_id: a, quantity: 1 }), 404);
    expectProblem(await post(shop(), REMOVE, { cart_id: unknown, all: true }), 404);
    for (const bad of ['short', 'x'.repeat(65), `${'A'.repeat(31)}!`])
      expectProblem(await shop().app.inject({ method: 'GET', url: `${CART}?cart_id=${encodeURIComponent(bad)}` }), 400);
    expect(await cartCount()).toBe(before);
  });

  it("works on a signed-in customer's own cart whatever cart_id says, one cart across sessions", async () => {
    const { a, b } = await exampleCart(shop());
    const guest = await edit({ product_variant_id: b, quantity: 1 });
    const account = await registerAccount(shop());
    const signedIn = { token: account.token };
    const asCustomer = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const response = await call(shop(), method, url, payload, signedIn);
      expect(response.statusCode, response.body).toBe(200);
      return expectMatchesContract(method, url.split('?')[0] as string, response) as Cart;
    };

    // Signed in, the cart is there before its first line, and a guest's cart_id does not open another.
    const empty = await asCustomer('GET', `${CART}?cart_id=${guest.id}`);
    expect(empty.items).toEqual([]);
    expect(empty.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(empty.id).not.toBe(guest.id);
    const first = await asCustomer('POST', EDIT, { product_variant_id: a, quantity: 1 });
    const second = await asCustomer('POST', EDIT, { cart_id: guest.id, product_variant_id: b, quantity: 2 });
    expect([first.id, second.id]).toEqual([empty.id, empty.id]);
    expect(second.items.map((item) => [item.productVariant.id, item.quantity])).toEqual([
      [a, 1],
      [b, 2],
    ]);
    // The guest's cart is untouched by the customer's changes.
    expect((await read(`cart_id=${guest.id}`)).items.map((item) => [item.productVariant.id, item.quantity])).toEqual([
      [b, 1],
    ]);

    // Another session of the same customer (another device) finds the same cart.
    const { token } = await shop().app.sessions.issue(account.id);
    const elsewhere = await call(shop(), 'GET', CART, undefined, { token });
    expect(elsewhere.json<Cart>()).toEqual(second);
    const emptied = await asCustomer('POST', REMOVE, { cart_id: guest.id, all: true });
    expect(emptied).toMatchObject({ id: empty.id, items: [] });
    expect((await read(`cart_id=${guest.id}`)).items).toHaveLength(1);

    // A customer's first changes at once still make one cart.
    const other = await registerAccount(shop());
    const answers = await Promise.all(
      [a, b].map((id) => call(shop(), 'POST', EDIT, { product_variant_id: id, quantity: 1 }, { token: other.token })),
    );
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((response) => response.json<Cart>().id)).size).toBe(1);
    expect(await shop().db.selectFrom('carts').select('id').where('customer_id', '=', other.id).execute()).toHaveLength(
      1,
    );
    expect((await call(shop(), 'GET', CART, undefined, { token: other.token })).json<Cart>().items).toHaveLength(2);
  });

  it('refuses a quantity above the stock with 409 and keeps the cart as it was', async () => {
    const { a } = await exampleCart(shop());
    const before = await cartCount();
    const refusedNew = await post(shop(), EDIT, { product_variant_id: a, quantity: 8 });
    expectMatchesContract('POST', EDIT, refusedNew);
    const problem = expectProblem(refusedNew, 409);
    expect(problem.errors).toEqual({ quantity: ['cart.not_enough_stock'] });
    expect(problem.detail).toBe('Only 7 left.');
    expect(await cartCount()).toBe(before);

    const cart = await edit({ product_variant_id: a, quantity: 2 });
    expectProblem(await post(shop(), EDIT, { cart_id: cart.id, product_variant_id: a, quantity: 9 }), 409);
    expect((await read(`cart_id=${cart.id}`)).items[0]?.quantity).toBe(2);
    await setVariant(shop(), a, { stock: 0 });
    expect(
      expectProblem(await post(shop(), EDIT, { cart_id: cart.id, product_variant_id: a, quantity: 1 }), 409).detail,
    ).toBe('Sold out.');
    // What is in the cart stays, priced and marked unavailable, with the stock left.
    expect((await read(`cart_id=${cart.id}`)).prices.lines[0]).toMatchObject({
      quantity: 2,
      stock: 0,
      available: false,
    });
  });

  it('answers 404 for an unknown or hidden variant, 400 for a bad quantity', async () => {
    const { a, b } = await exampleCart(shop());
    const cart = await edit({ product_variant_id: a, quantity: 1 });
    expectProblem(
      await post(shop(), EDIT, { cart_id: cart.id, product_variant_id: await unknownVariantId(shop()), quantity: 1 }),
      404,
    );
    await setVariant(shop(), b, { active: 0 });
    try {
      expectProblem(await post(shop(), EDIT, { cart_id: cart.id, product_variant_id: b, quantity: 1 }), 404);
    } finally {
      await setVariant(shop(), b, { active: 1 });
    }
    for (const quantity of [-1, 1.5, '2', 100, null]) {
      expectProblem(await post(shop(), EDIT, { cart_id: cart.id, product_variant_id: a, quantity }), 400);
    }
    // A price sent along is ignored.
    expect(
      (await edit({ cart_id: cart.id, product_variant_id: a, quantity: 1, price: 0.01, prices: { total_price: 0.01 } }))
        .prices.total_price,
    ).toBe(59.9);
  });

  it('drops lines no longer sold from the answer', async () => {
    const { a, b } = await exampleCart(shop());
    const cart = await edit({ product_variant_id: a, quantity: 1 });
    await edit({ cart_id: cart.id, product_variant_id: b, quantity: 1 });
    await setVariant(shop(), b, { active: 0 });
    try {
      const answer = await read(`cart_id=${cart.id}`);
      expect(answer.items.map((item) => item.productVariant.id)).toEqual([a]);
      expect(answer.prices.lines.map((line) => line.product_variant_id)).toEqual([a]);
    } finally {
      await setVariant(shop(), b, { active: 1 });
    }
  });

  it('prices with the code sent, remembers it, and shows each unit price after it', async () => {
    const { a, b } = await exampleCart(shop());
    const cart = await edit({ product_variant_id: a, quantity: 1, promocode: 'welcome10' });
    const promo = await shop()
      .db.selectFrom('promo_codes')
      .select('id')
      .where('code', '=', 'WELCOME10')
      .executeTakeFirstOrThrow();
    expect(cart.promocode).toEqual({ id: promo.id, code: 'WELCOME10', type: 'percentage' });
    const withTwo = await edit({ cart_id: cart.id, product_variant_id: b, quantity: 2 });
    expect(withTwo.prices).toMatchObject({
      total_price: 80.01,
      total_discount: 8.89,
      promocode: { code: 'WELCOME10', applied: true },
    });
    expect(withTwo.items.map((item) => item.productVariant.calculatedPrice.price_with_discount)).toEqual(
      withTwo.prices.lines.map((line) => line.price_with_discount),
    );
    expect(withTwo.items.map((item) => item.productVariant.calculatedPrice.price_with_discount)).toEqual([
      53.91, 13.05,
    ]);

    const asked = await read(`cart_id=${cart.id}&promocode=EXPIRED`);
    expect(asked).toMatchObject({
      promocode: null,
      prices: { total_price: 88.9, promocode: { code: 'EXPIRED', applied: false, reason: 'promocode.expired' } },
    });
    expect((await read(`cart_id=${cart.id}`)).promocode?.code).toBe('WELCOME10');
    const minus = await edit({ cart_id: cart.id, product_variant_id: b, quantity: 2, promocode: 'MINUS5' });
    expect(minus.promocode).toMatchObject({ code: 'MINUS5', type: 'fixed' });
    expect(minus.items.map((item) => item.productVariant.calculatedPrice.price_with_discount)).toEqual([56.53, 13.68]);
    // A mistyped code is answered with its reason; the cart keeps the code it remembers.
    const mistyped = await edit({ cart_id: cart.id, product_variant_id: b, quantity: 2, promocode: 'MINSU5' });
    expect(mistyped).toMatchObject({
      promocode: null,
      prices: { total_price: 88.9, promocode: { code: 'MINSU5', applied: false, reason: 'promocode.unknown' } },
    });
    expect((await read(`cart_id=${cart.id}`)).promocode).toMatchObject({ code: 'MINUS5', type: 'fixed' });
    const forgotten = await edit({ cart_id: cart.id, product_variant_id: b, quantity: 2, promocode: null });
    expect(forgotten).toMatchObject({ promocode: null, prices: { promocode: null, total_price: 88.9 } });
    expect((await read(`cart_id=${cart.id}`)).prices.promocode).toBeNull();
  });

  it('keeps one line per variant under 20 parallel changes', async () => {
    const { a } = await exampleCart(shop());
    await setVariant(shop(), a, { stock: 50 });
    const cart = await edit({ product_variant_id: a, quantity: 1 });
    await remove({ cart_id: cart.id, all: true });
    const quantities = Array.from({ length: 20 }, (_, index) => index + 1);
    const answers = await Promise.all(
      quantities.map((quantity) => post(shop(), EDIT, { cart_id: cart.id, product_variant_id: a, quantity })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(quantities.map(() => 200));
    expect(await lineCount(cart.id)).toBe(1);
    const final = await read(`cart_id=${cart.id}`);
    expect(final.items).toHaveLength(1);
    expect(quantities).toContain(final.items[0]?.quantity);
  });

  it('holds at most 100 lines (409 for the 101st)', async () => {
    const ids = await sellableVariantIds(shop(), 101);
    const cart = await edit({ product_variant_id: ids[0] as number, quantity: 1 });
    const { id: cartKey } = await shop()
      .db.selectFrom('carts')
      .select('id')
      .where('token', '=', cart.id)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    await shop()
      .db.insertInto('cart_items')
      .values(
        ids.slice(1, 100).map((variantId) => ({
          cart_id: cartKey,
          variant_id: variantId,
          quantity: 1,
          added_at: now,
          updated_at: now,
        })),
      )
      .execute();
    for (const id of ids) await setVariant(shop(), id, { stock: 5 });
    const full = await read(`cart_id=${cart.id}`);
    expect(full.items).toHaveLength(100);
    const refused = await post(shop(), EDIT, { cart_id: cart.id, product_variant_id: ids[100], quantity: 1 });
    expect(expectProblem(refused, 409).errors).toEqual({ product_variant_id: ['cart.too_many_lines'] });
    // Changing a line already there is fine.
    expect((await edit({ cart_id: cart.id, product_variant_id: ids[99], quantity: 2 })).items).toHaveLength(100);
  });
});

describeEachDatabase('POST /api/v1/cart/merge', (shop) => {
  const MERGE = '/api/v1/cart/merge';
  type Merged = {
    cart: Cart;
    adjusted: Array<{ product_variant_id: number; requested: number; added: number; reason: string }>;
  };
  const lines = (cart: Cart) => cart.items.map((item) => [item.productVariant.id, item.quantity]);

  async function merge(token: string, items: unknown[]): Promise<Merged> {
    const response = await call(shop(), 'POST', MERGE, { items }, { token });
    expect(response.statusCode, response.body).toBe(200);
    return expectMatchesContract('POST', MERGE, response) as Merged;
  }

  it("adds quantities to the customer's cart, capped at the stock, and reports what was cut", async () => {
    const { a, b } = await exampleCart(shop());
    const [gone, soldOut] = (await sellableVariantIds(shop(), 4)).slice(2) as [number, number];
    await setVariant(shop(), gone, { active: 0 });
    await setVariant(shop(), soldOut, { stock: 0 });
    const account = await registerAccount(shop());
    await call(shop(), 'POST', EDIT, { product_variant_id: a, quantity: 5 }, { token: account.token });
    const unknown = await unknownVariantId(shop());

    const merged = await merge(account.token, [
      { product_variant_id: a, quantity: 4 },
      { product_variant_id: b, quantity: 1 },
      { product_variant_id: b, quantity: 2 },
      { product_variant_id: gone, quantity: 1 },
      { product_variant_id: soldOut, quantity: 2 },
      { product_variant_id: unknown, quantity: 1 },
    ]);
    // a: 5 held + 4 asked, 7 in stock; b: both lines added together.
    expect(lines(merged.cart)).toEqual([
      [a, 7],
      [b, 3],
    ]);
    expect(merged.adjusted).toEqual([
      { product_variant_id: a, requested: 4, added: 2, reason: 'cart.not_enough_stock' },
      { product_variant_id: gone, requested: 1, added: 0, reason: 'cart.unavailable' },
      { product_variant_id: soldOut, requested: 2, added: 0, reason: 'cart.sold_out' },
      { product_variant_id: unknown, requested: 1, added: 0, reason: 'cart.unavailable' },
    ]);
    // The same cart on another device.
    const { token } = await shop().app.sessions.issue(account.id);
    expect(lines((await call(shop(), 'GET', CART, undefined, { token })).json<Cart>())).toEqual(lines(merged.cart));
  });

  it("never touches another customer's cart, and refuses a guest (401) and a bad body (400)", async () => {
    const { a } = await exampleCart(shop());
    const [first, second] = [await registerAccount(shop()), await registerAccount(shop())];
    await merge(first.token, [{ product_variant_id: a, quantity: 1 }]);
    expect((await call(shop(), 'GET', CART, undefined, { token: second.token })).json<Cart>().items).toEqual([]);

    const before = await shop().db.selectFrom('cart_items').select('id').execute();
    expectProblem(await post(shop(), MERGE, { items: [{ product_variant_id: a, quantity: 1 }] }), 401);
    for (const items of [[], [{ product_variant_id: a, quantity: 0 }], [{ product_variant_id: 'x', quantity: 1 }]])
      expectProblem(await call(shop(), 'POST', MERGE, { items }, { token: first.token }), 400);
    expect(await shop().db.selectFrom('cart_items').select('id').execute()).toHaveLength(before.length);
  });

  it("keeps a line at 99 at most (the contract's line maximum), saying so", async () => {
    const { a } = await exampleCart(shop());
    await setVariant(shop(), a, { stock: 500 });
    const account = await registerAccount(shop());
    await merge(account.token, [{ product_variant_id: a, quantity: 60 }]);
    const more = await merge(account.token, [{ product_variant_id: a, quantity: 60 }]);
    expect(lines(more.cart)).toEqual([[a, 99]]);
    expect(more.adjusted).toEqual([{ product_variant_id: a, requested: 60, added: 39, reason: 'cart.quantity_limit' }]);
  });

  it('adds nothing past 100 lines and says so', async () => {
    const ids = await sellableVariantIds(shop(), 101);
    for (const id of ids) await setVariant(shop(), id, { stock: 5 });
    const account = await registerAccount(shop());
    const full = await merge(
      account.token,
      ids.slice(0, 100).map((id) => ({ product_variant_id: id, quantity: 1 })),
    );
    expect(full.cart.items).toHaveLength(100);
    const more = await merge(account.token, [
      { product_variant_id: ids[100], quantity: 1 },
      { product_variant_id: ids[0], quantity: 1 },
    ]);
    expect(more.adjusted).toEqual([
      { product_variant_id: ids[100], requested: 1, added: 0, reason: 'cart.too_many_lines' },
    ]);
    expect(more.cart.items.find((item) => item.productVariant.id === ids[0])?.quantity).toBe(2);
  });
});
