import { expect, it } from 'vitest';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectMatchesContract, expectProblem } from '../helpers/contract';
import { CYRILLIC } from '../helpers/locale';

type Card = { id: number; name: string; url: string; price_range: { min: number } };
type SearchPage = { keyword: string; products: Card[]; pagination: { total: number; last_page: number; page: number }; suggested_categories: Array<{ url: string }>; page: { seo: { canonical: string } } };
type Panel = { search: string; groups: Array<{ type: string; title: string; items: Array<{ type: string; id: string; url: string; title: string; html: string }> }> };

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
  const row = await shop.db.selectFrom('product_translations').select(['product_id', 'name']).where('locale', '=', locale).orderBy('product_id').limit(1).executeTakeFirstOrThrow();
  const word = row.name.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? row.name;
  return { ...row, word };
}

describeEachDatabase('GET /api/v1/catalog/search', (shop) => {
  it('finds a product by a word of its name, by a prefix and with one typo', async () => {
    const { product_id: id, word } = await someName(shop(), 'en');
    for (const keyword of [word, word.slice(0, 3), `${word.slice(0, -1)}x`]) {
      const page = await searchPage(shop(), `keyword=${encodeURIComponent(keyword)}&per_page=96&lang=en`);
      expect(page.products.map((product) => product.id), keyword).toContain(id);
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

  it.each(['', 'keyword=', 'keyword=%20%20', `keyword=${'x'.repeat(101)}`, 'keyword=a&page=0', 'keyword=a&sort=best'])('refuses %s with a 400 problem', async (query) => {
    const response = await shop().app.inject({ method: 'GET', url: `/api/v1/catalog/search?${query}` });
    expectProblem(response, 400);
    expectMatchesContract('GET', '/api/v1/catalog/search', response);
  });
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
