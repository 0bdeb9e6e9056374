import type { GetProductListResponse } from '@shop/api-schemas';
import { sql } from 'kysely';
import { afterEach, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { BESTSELLER_BADGES_TTL_MS, productCards } from '../../src/modules/products/service';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { checkoutForm, placeOrder, stockVariant } from '../helpers/checkout';
import { expectMatchesContract, expectProblem } from '../helpers/contract';
import { CYRILLIC } from '../helpers/locale';

type Card = z.infer<typeof GetProductListResponse>['items'][number];

function must<T>(value: T | undefined | null, what = 'a value'): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}`);
  return value;
}

async function strip(shop: TestShop, query: string): Promise<Card[]> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/v1/product-list?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (expectMatchesContract('GET', '/api/v1/product-list', response) as { items: Card[] }).items;
}

async function cardsById(shop: TestShop, body: unknown, query = '') {
  return shop.app.inject({ method: 'POST', url: `/api/v1/products/get-data${query}`, payload: body as object });
}

/** What the database says a card must show: active variants of one product. */
async function variantsOf(shop: TestShop, productId: number) {
  return shop.db
    .selectFrom('product_variants')
    .select(['id', 'price_minor', 'discount_price_minor', 'stock', 'color_id'])
    .where('product_id', '=', productId)
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
}

describeEachDatabase('GET /api/v1/product-list', (shop) => {
  it('lists the newest products in stock first, at most `limit`', async () => {
    const items = await strip(shop(), 'list=new&limit=5&lang=en');
    expect(items).toHaveLength(5);
    const rows = await shop()
      .db.selectFrom('products')
      .select(['id', 'created_at'])
      .where(
        'id',
        'in',
        items.map((item) => item.id),
      )
      .execute();
    const created = items.map((item) => must(rows.find((row) => row.id === item.id)).created_at);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const item of items) expect(item.in_stock).toBe(true);
    // Nothing newer was left out.
    const newest = await shop()
      .db.selectFrom('products')
      .select(sql<number>`max(created_at)`.as('latest'))
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    expect(created[0]).toBe(Number(newest.latest));
  });

  it('builds each card from the database: default variant price, range, colours, sizes, rating, url', async () => {
    const [item] = await strip(shop(), 'list=new&limit=1&lang=en');
    if (!item) throw new Error('no product');
    const variants = await variantsOf(shop(), item.id);
    const main = must(variants.find((variant) => variant.stock > 0) ?? variants[0]);
    expect(item.default_variant_id).toBe(main.id);
    expect(item.calculatedPrice).toEqual({
      price: main.price_minor / 100,
      price_with_discount: (main.discount_price_minor ?? main.price_minor) / 100,
      currency: 'EUR',
    });
    const effective = variants.map((variant) => (variant.discount_price_minor ?? variant.price_minor) / 100);
    expect(item.price_range).toEqual({ min: Math.min(...effective), max: Math.max(...effective), currency: 'EUR' });
    expect(item.colors.map((color) => color.id)).toEqual([...new Set(variants.map((variant) => variant.color_id))]);
    expect(new Set(item.sizes).size).toBe(item.sizes.length);
    expect(item.url).toMatch(/^\/catalog\/[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+$/);
    expect(item.image?.url).toMatch(/^\/_img\//);
    const reviews = await shop()
      .db.selectFrom('reviews')
      .select(['rating'])
      .where('product_id', '=', item.id)
      .where('status', '=', 'published')
      .execute();
    expect(item.reviews_count).toBe(reviews.length);
    if (reviews.length)
      expect(item.rating).toBe(
        Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10,
      );
    else expect(item.rating).toBeNull();
    if (main.discount_price_minor !== null) {
      expect(item.discount_percent).toBe(
        Math.round(((main.price_minor - main.discount_price_minor) * 100) / main.price_minor),
      );
      expect(item.badges).toContain('sale');
    } else expect(item.discount_percent).toBeNull();
  });

  it('lists discounted products in stock for `sale`, the deepest discount first', async () => {
    const items = await strip(shop(), 'list=sale&limit=24');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.badges).toContain('sale');
    const deepest: number[] = [];
    for (const item of items) {
      const variants = (await variantsOf(shop(), item.id)).filter(
        (variant) => variant.stock > 0 && variant.discount_price_minor !== null,
      );
      deepest.push(
        Math.max(
          ...variants.map((variant) =>
            Math.floor(((variant.price_minor - must(variant.discount_price_minor)) * 100) / variant.price_minor),
          ),
        ),
      );
    }
    expect(deepest).toEqual([...deepest].sort((a, b) => b - a));
  });

  it('ranks `bestsellers` by reviews while nothing is sold yet', async () => {
    const items = await strip(shop(), 'list=bestsellers&limit=6');
    const counts = items.map((item) => item.reviews_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // No sales yet, so no bestseller badge.
    for (const item of items) expect(item.badges).not.toContain('bestseller');
  });

  it('lists a category and its sub-categories for `category`', async () => {
    const women = await shop()
      .db.selectFrom('categories')
      .select(['id', 'path'])
      .where('path', '=', 'women')
      .executeTakeFirstOrThrow();
    const items = await strip(shop(), `list=category&category_id=${women.id}&limit=24`);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.url.startsWith('/catalog/women/')).toBe(true);
  });

  it('speaks Russian for lang=ru, with /ru/ links', async () => {
    const items = await strip(shop(), 'list=new&limit=3&lang=ru');
    for (const item of items) {
      expect(item.name).toMatch(CYRILLIC);
      expect(item.url.startsWith('/ru/catalog/')).toBe(true);
      for (const color of item.colors) expect(color.name).toMatch(CYRILLIC);
    }
  });

  it.each([
    ['list=category', 400, 'category_id'],
    ['list=everything', 400, 'list'],
    ['', 400, 'list'],
    ['list=new&limit=0', 400, 'limit'],
    ['list=new&limit=25', 400, 'limit'],
    ['list=new&limit=abc', 400, 'limit'],
    ['list=category&category_id=-1', 400, 'category_id'],
    ['list=category&category_id=99999', 404, undefined],
  ] as const)('answers %s with %i in the problem shape', async (query, status, field) => {
    const response = await shop().app.inject({ method: 'GET', url: `/api/v1/product-list?${query}` });
    const problem = expectProblem(response, status);
    expectMatchesContract('GET', '/api/v1/product-list', response);
    if (field) expect(Object.keys(problem.errors ?? {})).toContain(field);
  });
});

describeEachDatabase('POST /api/v1/products/get-data', (shop) => {
  it('answers cards in the order asked, each once, leaving out unknown ids', async () => {
    const ids = (await shop().db.selectFrom('products').select('id').orderBy('id').limit(3).execute()).map(
      (row) => row.id,
    );
    const [a, b, c] = [must(ids[0]), must(ids[1]), must(ids[2])];
    const asked = [c, 999_999, a, c, b];
    const response = await cardsById(shop(), { product_ids: asked }, '?lang=en');
    expect(response.statusCode, response.body).toBe(200);
    const { items } = expectMatchesContract('POST', '/api/v1/products/get-data', response) as { items: Card[] };
    expect(items.map((item) => item.id)).toEqual([c, a, b]);
  });

  it('leaves out a hidden product', async () => {
    const { id } = await shop().db.selectFrom('products').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    expect((await cardsById(shop(), { product_ids: [id] })).json().items).toHaveLength(1);
    await shop().db.updateTable('products').set({ active: 0 }).where('id', '=', id).execute();
    try {
      const response = await cardsById(shop(), { product_ids: [id] });
      expect(response.json()).toEqual({ items: [] });
    } finally {
      await shop().db.updateTable('products').set({ active: 1 }).where('id', '=', id).execute();
    }
  });

  it.each([
    ['an empty list', { product_ids: [] }],
    ['more than 100 ids', { product_ids: Array.from({ length: 101 }, (_, index) => index + 1) }],
    ['a non-integer id', { product_ids: [1.5] }],
    ['a negative id', { product_ids: [-3] }],
    ['an id as text', { product_ids: ['1'] }],
    ['no list', {}],
  ])('refuses %s with a 400 problem', async (_name, body) => {
    const response = await cardsById(shop(), body);
    expectProblem(response, 400);
    expectMatchesContract('POST', '/api/v1/products/get-data', response);
  });
});

describeEachDatabase('POST /api/v1/products/size-details-by-*', (shop) => {
  const post = (which: 'category' | 'id', body: unknown, query = '') =>
    shop().app.inject({
      method: 'POST',
      url: `/api/v1/products/size-details-by-${which}${query}`,
      payload: body as object,
    });

  it("answers a category's table, inherited by its sub-categories", async () => {
    const women = await shop()
      .db.selectFrom('categories')
      .select('id')
      .where('path', '=', 'women')
      .executeTakeFirstOrThrow();
    const swimsuits = await shop()
      .db.selectFrom('categories')
      .select('id')
      .where('path', '=', 'women/swimsuits')
      .executeTakeFirstOrThrow();
    const own = await post('category', { category_id: women.id }, '?lang=en');
    expect(own.statusCode, own.body).toBe(200);
    const table = expectMatchesContract('POST', '/api/v1/products/size-details-by-category', own) as {
      category_id: number;
      columns: string[];
      rows: Array<{ size: string; values: string[] }>;
    };
    expect(table.category_id).toBe(women.id);
    expect(table.rows.length).toBeGreaterThan(0);
    for (const row of table.rows) expect(row.values).toHaveLength(table.columns.length);
    const inherited = await post('category', { category_id: swimsuits.id }, '?lang=en');
    expect(inherited.json()).toEqual(table);
  });

  it("answers a product's table, in Russian too", async () => {
    const product = await shop()
      .db.selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select('p.id')
      .where('c.path', 'like', 'women/%')
      .limit(1)
      .executeTakeFirstOrThrow();
    const response = await post('id', { product_id: product.id }, '?lang=ru');
    expect(response.statusCode, response.body).toBe(200);
    const table = expectMatchesContract('POST', '/api/v1/products/size-details-by-id', response) as { title: string };
    expect(table.title).toMatch(CYRILLIC);
  });

  it('answers 404 for an unknown category or product, and for a category without a table', async () => {
    expectProblem(await post('category', { category_id: 999_999 }), 404);
    expectProblem(await post('id', { product_id: 999_999 }), 404);
    const towels = await shop()
      .db.selectFrom('categories')
      .select('id')
      .where('path', '=', 'towels')
      .executeTakeFirstOrThrow();
    const charts = await shop()
      .db.selectFrom('size_charts')
      .select('id')
      .where('category_id', '=', towels.id)
      .execute();
    if (charts.length === 0) expectProblem(await post('category', { category_id: towels.id }), 404);
  });

  it.each([[{}], [{ category_id: 0 }], [{ category_id: 'women' }], [{ category_id: 1.5 }]])(
    'refuses %j with a 400 problem',
    async (body) => {
      const response = await post('category', body);
      expectProblem(response, 400);
      expectMatchesContract('POST', '/api/v1/products/size-details-by-category', response);
    },
  );
});

describeEachDatabase('bestseller badges', (shop) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`follow sales within ${BESTSELLER_BADGES_TTL_MS / 1000} s, answering the previous ones meanwhile`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const [product] = await strip(shop(), 'list=new&limit=1');
    if (!product) throw new Error('the demo catalogue has no new product');
    const badges = async () => (await productCards(shop().db, [product.id], 'en'))[0]?.badges;
    expect(await badges()).not.toContain('bestseller');

    await stockVariant(shop(), product.default_variant_id, 5);
    await placeOrder(
      shop(),
      await checkoutForm(shop(), [{ product_variant_id: product.default_variant_id, quantity: 2 }]),
    );
    expect(await badges()).not.toContain('bestseller');
    // Inside a transaction (the checkout's answer) they are read afresh.
    expect(
      (
        await shop()
          .db.transaction()
          .execute((trx) => productCards(trx, [product.id], 'en'))
      )[0]?.badges,
    ).toContain('bestseller');

    vi.setSystemTime(Date.now() + BESTSELLER_BADGES_TTL_MS);
    await vi.waitFor(async () => expect(await badges()).toContain('bestseller'));
  });
});

const KEPT_CARDS_MS = 60_000;

describeEachDatabase(
  `card data kept for CATALOG_CACHE_TTL_MS (${KEPT_CARDS_MS / 1000} s here)`,
  (shop) => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('answers lists of cards from data read within that time, per language, and reads afresh after it', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const [first] = await strip(shop(), 'list=new&limit=1');
      if (!first) throw new Error('the demo catalogue has no new product');
      // Another product no list has shown yet.
      const second = await shop()
        .db.selectFrom('products')
        .select('id')
        .where('id', '!=', first.id)
        .where('active', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const names = async (ids: number[], query = '') => {
        const response = await cardsById(shop(), { product_ids: ids }, query);
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as { items: Card[] }).items.map((card) => card.name);
      };
      const rename = (id: number, name: string) =>
        shop()
          .db.updateTable('product_translations')
          .set({ name })
          .where('product_id', '=', id)
          .where('locale', '=', 'en')
          .execute();

      expect(await names([first.id])).toEqual([first.name]);
      await rename(first.id, 'Renamed one');
      await rename(second.id, 'Renamed two');
      // The first is kept; the second was never read in English, so it comes from the database.
      expect(await names([first.id, second.id])).toEqual([first.name, 'Renamed two']);
      // Another language is kept apart.
      expect((await names([first.id], '?lang=ru'))[0]).not.toBe(first.name);
      // A transaction never answers from kept data.
      const inTransaction = await shop()
        .db.transaction()
        .execute((trx) => productCards(trx, [first.id], 'en'));
      expect(inTransaction[0]?.name).toBe('Renamed one');

      vi.setSystemTime(Date.now() + KEPT_CARDS_MS);
      expect(await names([first.id, second.id])).toEqual(['Renamed one', 'Renamed two']);
    });
  },
  { env: { CATALOG_CACHE_TTL_MS: String(KEPT_CARDS_MS) } },
);
