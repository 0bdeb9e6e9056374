import { expect, it, vi } from 'vitest';
import { SEARCH_CORPUS_TTL_MS } from '../../src/modules/search/service';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectMatchesContract, expectProblem } from '../helpers/contract';
import { CYRILLIC } from '../helpers/locale';

type Card = { id: number; name: string; url: string; price_range: { min: number } };
type SearchPage = {
  keyword: string;
  products: Card[];
  pagination: { total: number; last_page: number; page: number };
  suggested_categories: Array<{ url: string }>;
  page: { seo: { canonical: string } };
};
type Panel = {
  search: string;
  groups: Array<{
    type: string;
    title: string;
    items: Array<{ type: string; id: string; url: string; title: string; html: string }>;
    total: number;
  }>;
};

async function searchPage(shop: TestShop, query: string): Promise<SearchPage> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/v1/catalog/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return expectMatchesContract('GET', '/api/v1/catalog/search', response) as SearchPage;
}

async function panel(shop: TestShop, query: string): Promise<Panel> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/v1/search/index?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return expectMatchesContract('GET', '/api/v1/search/index', response) as Panel;
}

/** A product name of the demo and a word of it, in one language. */
async function someName(shop: TestShop, locale: 'en' | 'ru') {
  const row = await shop.db
    .selectFrom('product_translations')
    .select(['product_id', 'name'])
    .where('locale', '=', locale)
    .orderBy('product_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const word = row.name.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? row.name;
  return { ...row, word };
}

describeEachDatabase('GET /api/v1/catalog/search', (shop) => {
  it('finds a product by a word of its name, by a prefix and with one typo', async () => {
    const { product_id: id, word } = await someName(shop(), 'en');
    for (const keyword of [word, word.slice(0, 3), `${word.slice(0, -1)}x`]) {
      const page = await searchPage(shop(), `keyword=${encodeURIComponent(keyword)}&per_page=96&lang=en`);
      expect(
        page.products.map((product) => product.id),
        keyword,
      ).toContain(id);
    }
  });

  it('finds a word with two letters swapped side by side, in English and Russian', async () => {
    for (const locale of ['en', 'ru'] as const) {
      const { product_id: id, word } = await someName(shop(), locale);
      const swapped = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
      expect(swapped).not.toBe(word);
      const page = await searchPage(shop(), `keyword=${encodeURIComponent(swapped)}&per_page=96&lang=${locale}`);
      expect(
        page.products.map((product) => product.id),
        swapped,
      ).toContain(id);
    }
  });

  it('ranks exact matches before typo matches', async () => {
    const { product_id: id, name } = await someName(shop(), 'en');
    const page = await searchPage(shop(), `keyword=${encodeURIComponent(name)}&lang=en`);
    expect(page.products[0]?.id).toBe(id);
  });

  it('searches Russian names, ignoring case and ё/е', async () => {
    const { product_id: id, word } = await someName(shop(), 'ru');
    const shouted = word.toUpperCase().replaceAll('Е', 'Ё');
    const page = await searchPage(shop(), `keyword=${encodeURIComponent(shouted)}&per_page=96&lang=ru`);
    expect(page.products.map((product) => product.id)).toContain(id);
    for (const product of page.products) expect(product.url.startsWith('/ru/catalog/')).toBe(true);
  });

  it('sorts by price and pages, an empty page past the last', async () => {
    const all = await searchPage(shop(), 'keyword=a&per_page=96&sort=price_asc');
    const prices = all.products.map((product) => product.price_range.min);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const past = await searchPage(shop(), `keyword=a&per_page=2&page=${all.pagination.last_page + 5}`);
    expect(past.products).toEqual([]);
    expect(past.pagination.total).toBe(all.pagination.total);
  });

  it('offers the top-level categories when nothing matches', async () => {
    const page = await searchPage(shop(), 'keyword=zzzzqqqq&lang=en');
    expect(page.products).toEqual([]);
    expect(page.suggested_categories.length).toBeGreaterThan(0);
    expect(page.page.seo.canonical).toBe('/search?keyword=zzzzqqqq');
  });

  it.each(['', 'keyword=', 'keyword=%20%20', `keyword=${'x'.repeat(101)}`, 'keyword=a&page=0', 'keyword=a&sort=best'])(
    'refuses %s with a 400 problem',
    async (query) => {
      const response = await shop().app.inject({ method: 'GET', url: `/api/v1/catalog/search?${query}` });
      expectProblem(response, 400);
      expectMatchesContract('GET', '/api/v1/catalog/search', response);
    },
  );
});

describeEachDatabase('GET /api/v1/search/index', (shop) => {
  it('groups categories, products and pages, each item one highlighted link', async () => {
    const result = await panel(shop(), 'search=swim&lang=en');
    expect(result.search).toBe('swim');
    const types = result.groups.map((group) => group.type);
    expect(types).toEqual(['categories', 'products', 'pages'].filter((type) => types.includes(type)));
    expect(types).toContain('products');
    for (const group of result.groups) {
      for (const item of group.items) {
        expect(item.html.startsWith(`<a href="${item.url}">`)).toBe(true);
        expect(item.html).toContain('<mark>');
        expect(item.html).not.toMatch(/<script|on\w+=/i);
      }
    }
  });

  it("counts each group's matches in all, the products as many as the search page lists", async () => {
    // One letter matches more products than the panel shows.
    const result = await panel(shop(), 'search=s&lang=en');
    const products = result.groups.find((group) => group.type === 'products');
    if (!products) throw new Error('nothing matches "s"');
    expect(products.total).toBeGreaterThan(products.items.length);
    const page = await shop().app.inject({ method: 'GET', url: '/api/v1/catalog/search?keyword=s&lang=en' });
    expect(products.total).toBe((page.json() as { pagination: { total: number } }).pagination.total);
    for (const group of result.groups) expect(group.total).toBeGreaterThanOrEqual(group.items.length);
  });

  it('answers from the first character and in Russian', async () => {
    expect((await panel(shop(), 'search=c&lang=en')).groups.length).toBeGreaterThan(0);
    const russian = await panel(shop(), `search=${encodeURIComponent('купальник')}&lang=ru`);
    for (const group of russian.groups) expect(group.title).toMatch(CYRILLIC);
  });

  it('escapes what a shopper types', async () => {
    const result = await panel(shop(), `search=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(result.search).toBe('<img src=x onerror=alert(1)>');
    for (const group of result.groups) for (const item of group.items) expect(item.html).not.toContain('<img');
  });

  it.each(['', 'search=', 'search=%20'])('refuses %s with a 400 problem', async (query) => {
    const response = await shop().app.inject({ method: 'GET', url: `/api/v1/search/index?${query}` });
    expectProblem(response, 400);
  });
});

type Summary = {
  keyword: string;
  total: number;
  groups: Array<{ type: string; title: string; count: number }>;
  hits: Array<{
    id: number;
    product_id: number;
    product_name: string;
    product_url: string;
    color_name: string;
    in_stock: boolean;
    stock: number;
  }>;
};

async function summary(shop: TestShop, query: string): Promise<Summary> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/v1/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return expectMatchesContract('GET', '/api/v1/search', response) as Summary;
}

describeEachDatabase('GET /api/v1/search', (shop) => {
  it('counts the matches per group, as the search page and the panel find them', async () => {
    const { word } = await someName(shop(), 'en');
    const result = await summary(shop(), `keyword=${encodeURIComponent(word)}&lang=en`);
    const page = await searchPage(shop(), `keyword=${encodeURIComponent(word)}&lang=en`);
    expect(result.keyword).toBe(word);
    expect(result.total).toBe(page.pagination.total);
    expect(result.groups.map((group) => group.type)).toEqual(['categories', 'products', 'pages']);
    expect(result.groups.find((group) => group.type === 'products')?.count).toBe(page.pagination.total);
    // The hits are the page's best products, in that order, one in-stock variant each.
    expect(result.hits.map((hit) => hit.product_id)).toEqual(page.products.slice(0, 8).map((card) => card.id));
    for (const hit of result.hits) {
      expect(hit.in_stock).toBe(true);
      expect(hit.stock).toBeGreaterThan(0);
      expect(hit.product_url).toMatch(new RegExp(`^/catalog/.+\\?variant=${hit.id}$`));
    }
  });

  it('prefers the variant of a colour the keyword names, and honours the limit', async () => {
    // A product sold in several colours, and a colour of it that is not its default one.
    const variants = await shop()
      .db.selectFrom('product_variants as v')
      .innerJoin('product_translations as t', (join) =>
        join.onRef('t.product_id', '=', 'v.product_id').on('t.locale', '=', 'en'),
      )
      .innerJoin('color_translations as c', (join) =>
        join.onRef('c.color_id', '=', 'v.color_id').on('c.locale', '=', 'en'),
      )
      .select(['v.id', 'v.product_id', 'v.color_id', 't.name', 'c.name as color_name'])
      .where('v.active', '=', 1)
      .where('v.stock', '>', 0)
      .orderBy('v.product_id')
      .orderBy('v.id')
      .execute();
    // …whose name names no colour (`Coral wave` would pick coral whatever else is asked).
    const colourWords = new Set(variants.map((variant) => variant.color_name.toLowerCase()));
    const namesNoColour = (name: string) =>
      !name
        .toLowerCase()
        .split(/\s+/)
        .some((word) => colourWords.has(word));
    const target = variants.find(
      (variant) =>
        namesNoColour(variant.name) &&
        !variant.color_name.includes(' ') &&
        variant.color_id !== variants.find((first) => first.product_id === variant.product_id)?.color_id,
    );
    if (!target) throw new Error('the demo has no product in two colours');
    const result = await summary(
      shop(),
      `keyword=${encodeURIComponent(`${target.name} ${target.color_name}`)}&lang=en&limit=24`,
    );
    const hit = result.hits.find((candidate) => candidate.product_id === target.product_id);
    expect(hit?.color_name).toBe(target.color_name);
    expect((await summary(shop(), 'keyword=a&lang=en&limit=1')).hits.length).toBeLessThanOrEqual(1);
  });

  it('answers nothing found with zero counts, and Russian group titles', async () => {
    const none = await summary(shop(), 'keyword=zzzqqq');
    expect(none.total).toBe(0);
    expect(none.hits).toEqual([]);
    expect(none.groups.every((group) => group.count === 0)).toBe(true);
    const russian = await summary(shop(), `keyword=${encodeURIComponent('купальнек')}&lang=ru`);
    expect(russian.total).toBeGreaterThan(0);
    for (const group of russian.groups) expect(group.title).toMatch(CYRILLIC);
    for (const hit of russian.hits) expect(hit.product_url.startsWith('/ru/catalog/')).toBe(true);
  });

  it.each(['', 'keyword=', 'keyword=%20', 'keyword=a&limit=0', 'keyword=a&limit=25', 'keyword=a&limit=x'])(
    'refuses %s with a 400 problem',
    async (query) => {
      expectProblem(await shop().app.inject({ method: 'GET', url: `/api/v1/search?${query}` }), 400);
    },
  );
});

describeEachDatabase('the search corpus', (shop) => {
  it('is read once per interval: a hidden product leaves the counts when it expires, and its card at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { product_id: id, word } = await someName(shop(), 'en');
    const search = () => searchPage(shop(), `keyword=${encodeURIComponent(word)}&lang=en&per_page=96`);
    try {
      const before = await search();
      expect(before.products.some((card) => card.id === id)).toBe(true);
      await shop().db.updateTable('products').set({ active: 0 }).where('id', '=', id).execute();
      // Within the interval the count is the cached one, but a hidden card is never shown.
      const cached = await search();
      expect(cached.pagination.total).toBe(before.pagination.total);
      expect(cached.products.some((card) => card.id === id)).toBe(false);
      vi.setSystemTime(Date.now() + SEARCH_CORPUS_TTL_MS + 1);
      // The expired corpus answers once more while the next one loads; then the count is fresh.
      await search();
      await vi.waitFor(async () => expect((await search()).pagination.total).toBe(before.pagination.total - 1));
    } finally {
      await shop().db.updateTable('products').set({ active: 1 }).where('id', '=', id).execute();
      vi.useRealTimers();
    }
  });
});
