import type { GetCatalogPageResponse } from '@shop/api-schemas';
import { expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectMatchesContract, expectProblem } from '../helpers/contract';
import { CYRILLIC } from '../helpers/locale';

type CatalogPage = z.infer<typeof GetCatalogPageResponse>;
type Listing = Extract<CatalogPage, { type: 'category' }>;
type Card = Extract<CatalogPage, { type: 'product' }>;
const CONTRACT_PATH = '/api/v1/catalog/{categoryUri}';

async function get(shop: TestShop, url: string) {
  const response = await shop.app.inject({ method: 'GET', url: `/api/v1/catalog/${url}` });
  expectMatchesContract('GET', CONTRACT_PATH, response);
  return response;
}

async function listing(shop: TestShop, url: string): Promise<Listing> {
  const response = await get(shop, url);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as CatalogPage;
  if (page.type !== 'category') throw new Error(`expected a listing at ${url}`);
  return page;
}

async function card(shop: TestShop, url: string): Promise<Card> {
  const response = await get(shop, url);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as CatalogPage;
  if (page.type !== 'product') throw new Error(`expected a product card at ${url}`);
  return page;
}

/** A product of the demo with its storefront path after /catalog/. */
async function someProduct(shop: TestShop) {
  const row = await shop.db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.slug', 'c.path'])
    .where('p.active', '=', 1)
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { ...row, uri: `${row.path}/${row.slug}` };
}

describeEachDatabase('GET /api/v1/catalog/{categoryUri}: listings', (shop) => {
  it('resolves a top-level and a nested category, with breadcrumbs, children and SEO', async () => {
    const women = await listing(shop(), 'women?lang=en');
    expect(women.category.uri).toBe('women');
    expect(women.breadcrumbs.map((crumb) => crumb.url)).toEqual(['/', '/catalog/women']);
    expect(women.children.length).toBeGreaterThan(0);
    expect(women.page.seo).toMatchObject({ canonical: '/catalog/women', h1: women.category.name });
    const child = women.children[0];
    if (!child) throw new Error('women has no sub-category');
    const nested = await listing(shop(), `women/${child.uri}?lang=en`);
    expect(nested.breadcrumbs.map((crumb) => crumb.url)).toEqual([
      '/',
      '/catalog/women',
      `/catalog/women/${child.uri}`,
    ]);
    // A parent lists its children's products too.
    expect(women.pagination.total).toBeGreaterThanOrEqual(nested.pagination.total);
    for (const product of nested.products) expect(product.url.startsWith(`/catalog/women/${child.uri}/`)).toBe(true);
  });

  it('pages through a category without losing or repeating a product', async () => {
    const first = await listing(shop(), 'women?per_page=2');
    expect(first.pagination).toMatchObject({ page: 1, per_page: 2 });
    const seen: number[] = [];
    for (let page = 1; page <= first.pagination.last_page; page += 1) {
      const current = await listing(shop(), `women?per_page=2&page=${page}`);
      seen.push(...current.products.map((product) => product.id));
      if (page > 1) expect(current.page.seo.canonical).toBe(`/catalog/women?page=${page}`);
    }
    expect(seen).toHaveLength(first.pagination.total);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers a page past the last with 404, and bad page numbers with 400', async () => {
    const first = await listing(shop(), 'women?per_page=2');
    expectProblem(await get(shop(), `women?per_page=2&page=${first.pagination.last_page + 1}`), 404);
    for (const page of ['-1', '0', 'abc', '1000000000', '1.5'])
      expectProblem(await get(shop(), `women?page=${page}`), 400);
    expectProblem(await get(shop(), 'women?per_page=97'), 400);
  });

  it('filters by colour and size, counting facets and dropping unknown values', async () => {
    const all = await listing(shop(), 'women');
    const coral = all.filters.colors.find((facet) => facet.count > 0);
    if (!coral) throw new Error('no colour facet');
    const byColor = await listing(shop(), `women?color=${coral.value}&color=plaid&per_page=96`);
    expect(byColor.applied.color).toEqual([coral.value]);
    expect(byColor.pagination.total).toBe(coral.count);
    for (const product of byColor.products) expect(product.colors.map((color) => color.name)).toContain(coral.label);
    const size = byColor.filters.sizes.find((facet) => facet.count > 0);
    if (!size) throw new Error('no size facet');
    const both = await listing(shop(), `women?color=${coral.value}&size=${size.value}&per_page=96`);
    expect(both.pagination.total).toBe(size.count);
    for (const product of both.products)
      expect(product.sizes.map((name) => name.toLowerCase())).toContain(size.label.toLowerCase());
  });

  it('shows each product in the filtered colour: its picture, price and a link that opens it', async () => {
    const all = await listing(shop(), 'women?per_page=96');
    // The colour on the fewest products, so most of them default to another one.
    const rare = [...all.filters.colors].filter((facet) => facet.count > 0).sort((a, b) => a.count - b.count)[0];
    if (!rare) throw new Error('no colour facet');
    const filtered = await listing(shop(), `women?color=${rare.value}&per_page=96`);
    expect(filtered.products.length).toBeGreaterThan(0);
    for (const product of filtered.products) {
      const variant = await shop()
        .db.selectFrom('product_variants as v')
        .innerJoin('colors as c', 'c.id', 'v.color_id')
        .select(['c.code', 'v.product_id', 'v.stock'])
        .where('v.id', '=', product.default_variant_id)
        .executeTakeFirstOrThrow();
      expect(variant).toMatchObject({ code: rare.value, product_id: product.id });
      expect(variant.stock).toBeGreaterThan(0);
      expect(product.url).toMatch(new RegExp(`\\?variant=${product.default_variant_id}$`));
      const opened = await card(shop(), product.url.replace(/^\/catalog\//, ''));
      expect(opened.product.selected_variant_id).toBe(product.default_variant_id);
      expect(opened.product.images[0]?.url).toBe(product.image?.url);
    }
    // Unfiltered, a card opens its product as it is.
    for (const product of all.products) expect(product.url).not.toContain('?');
  });

  it('filters by price with discount and reports the span', async () => {
    const all = await listing(shop(), 'women?per_page=96');
    const span = all.filters.price;
    if (!span) throw new Error('no price span');
    const middle = Math.round(((span.min + span.max) / 2) * 100) / 100;
    const cheap = await listing(shop(), `women?price_max=${middle}&per_page=96`);
    expect(cheap.applied.price_max).toBe(middle);
    for (const product of cheap.products) expect(product.price_range.min).toBeLessThanOrEqual(middle);
    expect(cheap.pagination.total).toBeLessThan(all.pagination.total + 1);
    expectProblem(await get(shop(), 'women?price_min=50&price_max=10'), 400);
    expectProblem(await get(shop(), 'women?price_min=-1'), 400);
    // A trailing slash names the same listing.
    expect((await listing(shop(), 'women/?per_page=96')).pagination.total).toBe(all.pagination.total);
    // An empty value (a cleared field) names no bound: the listing as without it, not one up to 0.
    const cleared = await listing(shop(), 'women?price_min=&price_max=&page=&per_page=96');
    expect(cleared.applied).toMatchObject({ price_min: null, price_max: null });
    expect(cleared.pagination.total).toBe(all.pagination.total);
  });

  it('sorts by newest and by price both ways', async () => {
    const asc = await listing(shop(), 'women?sort=price_asc&per_page=96');
    const prices = asc.products.map((product) => product.price_range.min);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await listing(shop(), 'women?sort=price_desc&per_page=96');
    expect(desc.products.map((product) => product.id)).toHaveLength(asc.products.length);
    expect(desc.sort).toBe('price_desc');
    expectProblem(await get(shop(), 'women?sort=cheapest'), 400);
  });

  it('speaks Russian with /ru/ links', async () => {
    const page = await listing(shop(), 'women?lang=ru');
    expect(page.category.name).toMatch(CYRILLIC);
    expect(page.breadcrumbs[0]).toEqual({ name: 'Главная', url: '/ru/' });
    for (const product of page.products) expect(product.url.startsWith('/ru/catalog/women/')).toBe(true);
  });

  it('lists the whole catalogue at `all`, with the top-level categories as its children', async () => {
    const all = await listing(shop(), 'all?lang=en&per_page=96');
    const total = await shop()
      .db.selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .innerJoin('product_variants as v', 'v.product_id', 'p.id')
      .select((eb) => eb.fn.count<number>('p.id').distinct().as('count'))
      .where('p.active', '=', 1)
      .where('c.active', '=', 1)
      .where('v.active', '=', 1)
      .where('v.stock', '>', 0)
      .executeTakeFirstOrThrow();
    expect(all.pagination.total).toBe(Number(total.count));
    expect(all.products).toHaveLength(Math.min(96, all.pagination.total));
    expect(all.category).toMatchObject({ uri: 'all', name: 'All products', url: '/catalog/all', parent_id: null });
    expect(all.breadcrumbs.map((crumb) => crumb.url)).toEqual(['/', '/catalog/all']);
    expect(all.page.seo.canonical).toBe('/catalog/all');
    expect(all.children.map((child) => child.uri)).toContain('women');
    expect(all.children.every((child) => child.parent_id === null)).toBe(true);
    // Filters and sorting work as on any listing.
    const cheapest = await listing(shop(), 'all?sort=price_asc&per_page=1');
    expect(cheapest.products[0]?.id).toBeDefined();
    const russian = await listing(shop(), 'all?lang=ru');
    expect(russian.category).toMatchObject({ name: 'Все товары', url: '/ru/catalog/all' });
  });

  it('answers an unknown path with a 404 problem', async () => {
    for (const path of ['no-such-category', 'women/no-such-thing', 'women/swimsuits/no-such-product/extra']) {
      const problem = expectProblem(await get(shop(), path), 404);
      expect(problem.detail).toBe('No such category or product.');
    }
  });
});

describeEachDatabase('GET /api/v1/catalog/{categoryUri}: product cards', (shop) => {
  it('answers a product card with its variants, colours, sizes and breadcrumbs', async () => {
    const product = await someProduct(shop());
    const page = await card(shop(), `${product.uri}?lang=en`);
    expect(page.product.id).toBe(product.id);
    expect(page.product.url).toBe(`/catalog/${product.uri}`);
    expect(page.page.seo.canonical).toBe(`/catalog/${product.uri}`);
    expect(page.product.breadcrumbs.at(-1)).toEqual({ name: page.product.name, url: page.product.url });
    const variants = await shop()
      .db.selectFrom('product_variants')
      .select(['id', 'stock'])
      .where('product_id', '=', product.id)
      .where('active', '=', 1)
      .execute();
    expect(page.product.variants.map((variant) => variant.id).sort((a, b) => a - b)).toEqual(
      variants.map((variant) => variant.id).sort((a, b) => a - b),
    );
    for (const variant of page.product.variants) {
      expect(variant.product_url).toBe(`${page.product.url}?variant=${variant.id}`);
      expect(variant.in_stock).toBe(variant.stock > 0);
      expect(page.product.colors.map((color) => color.id)).toContain(variant.color_id);
      expect(page.product.sizes.map((size) => size.id)).toContain(variant.size_id);
    }
    expect(page.product.description_html).not.toMatch(/<script/i);
  });

  it('selects the variant asked for, and falls back to the default for a foreign or unknown one', async () => {
    const product = await someProduct(shop());
    const variants = await shop()
      .db.selectFrom('product_variants')
      .select('id')
      .where('product_id', '=', product.id)
      .orderBy('id', 'desc')
      .execute();
    const last = variants[0];
    if (!last) throw new Error('no variant');
    expect((await card(shop(), `${product.uri}?variant=${last.id}`)).product.selected_variant_id).toBe(last.id);
    const fallback = (await card(shop(), product.uri)).product.selected_variant_id;
    const foreign = await shop()
      .db.selectFrom('product_variants')
      .select('id')
      .where('product_id', '!=', product.id)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((await card(shop(), `${product.uri}?variant=${foreign.id}`)).product.selected_variant_id).toBe(fallback);
    expect((await card(shop(), `${product.uri}?variant=2147483647`)).product.selected_variant_id).toBe(fallback);
    expectProblem(await get(shop(), `${product.uri}?variant=abc`), 400);
    // An empty variant is none; a card ignores a listing's parameters, a reversed price range too.
    expect((await card(shop(), `${product.uri}?variant=`)).product.selected_variant_id).toBe(fallback);
    expect((await card(shop(), `${product.uri}?price_min=50&price_max=40`)).product.id).toBe(product.id);
  });

  it("answers the selected variant's colour's gallery as `images`", async () => {
    const product = await someProduct(shop());
    const page = await card(shop(), product.uri);
    const colorIds = new Set(page.product.variants.map((variant) => variant.color_id));
    expect(colorIds.size).toBeGreaterThan(1);
    for (const colorId of colorIds) {
      const variant = page.product.variants.find((each) => each.color_id === colorId);
      const chosen = await card(shop(), `${product.uri}?variant=${variant?.id}`);
      expect(chosen.product.images).toEqual(chosen.product.colors.find((color) => color.id === colorId)?.images);
      expect(chosen.product.images.length).toBeGreaterThan(0);
    }
  });

  it('answers 404 for a product under the wrong category or hidden', async () => {
    const product = await someProduct(shop());
    expectProblem(await get(shop(), `towels/${product.slug}`), 404);
    await shop().db.updateTable('products').set({ active: 0 }).where('id', '=', product.id).execute();
    try {
      expectProblem(await get(shop(), product.uri), 404);
    } finally {
      await shop().db.updateTable('products').set({ active: 1 }).where('id', '=', product.id).execute();
    }
  });

  it('speaks Russian on a Russian card', async () => {
    const product = await someProduct(shop());
    const page = await card(shop(), `${product.uri}?lang=ru`);
    expect(page.product.name).toMatch(CYRILLIC);
    expect(page.product.url).toBe(`/ru/catalog/${product.uri}`);
  });
});

describeEachDatabase(
  'GET /api/v1/catalog/{categoryUri}: the answer cache',
  (shop) => {
    it('serves a computed answer for CATALOG_CACHE_TTL_MS, then reads the database again', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const product = await someProduct(shop());
      try {
        const first = await get(shop(), product.uri);
        expect(first.statusCode).toBe(200);
        expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
        await shop().db.updateTable('products').set({ active: 0 }).where('id', '=', product.id).execute();
        const cached = await get(shop(), product.uri);
        expect(cached.statusCode).toBe(200);
        expect(cached.body).toBe(first.body);
        // Another query is another answer, read fresh.
        expectProblem(await get(shop(), `${product.uri}?lang=ru`), 404);
        vi.setSystemTime(Date.now() + 60_000);
        // The expired answer serves once more while the next one is computed.
        expect((await get(shop(), product.uri)).statusCode).toBe(200);
        await vi.waitFor(async () => expectProblem(await get(shop(), product.uri), 404));
      } finally {
        await shop().db.updateTable('products').set({ active: 1 }).where('id', '=', product.id).execute();
        vi.useRealTimers();
      }
    });

    it("computes each filter, sort and page from the category's variants kept for CATALOG_CACHE_TTL_MS", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const product = await someProduct(shop());
      const stocks = await shop()
        .db.selectFrom('product_variants')
        .select(['id', 'stock'])
        .where('product_id', '=', product.id)
        .execute();
      // Every URL is an answer of its own (the answer cache would hide the variants' cache).
      let asked = 0;
      const ids = async (parentPath: string) => {
        asked += 1;
        const page = await listing(shop(), `${parentPath}?per_page=96&price_min=0.0${asked}`);
        return page.products.map((item) => item.id);
      };
      const parent = product.path.split('/')[0] ?? product.path;
      try {
        expect(await ids(product.path)).toContain(product.id);
        expect(await ids(parent)).toContain(product.id);
        // Sold out: a fresh read leaves the product out of every listing.
        await shop()
          .db.updateTable('product_variants')
          .set({ stock: 0 })
          .where('product_id', '=', product.id)
          .execute();
        expect(await ids(product.path)).toContain(product.id);
        // The parent's listing shares its children's kept variants.
        expect(await ids(parent)).toContain(product.id);
        vi.setSystemTime(Date.now() + 60_000);
        // Expired: served once more while read again in the background, then gone.
        expect(await ids(product.path)).toContain(product.id);
        await vi.waitFor(async () => expect(await ids(product.path)).not.toContain(product.id));
        expect(await ids(parent)).not.toContain(product.id);
      } finally {
        for (const { id, stock } of stocks)
          await shop().db.updateTable('product_variants').set({ stock }).where('id', '=', id).execute();
        vi.useRealTimers();
      }
    });
  },
  { env: { CATALOG_CACHE_TTL_MS: '60000' } },
);
