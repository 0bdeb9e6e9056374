import type { GetCatalogTreeResponse, GetCategoryItemsResponse } from '@shop/api-schemas';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectMatchesContract } from '../helpers/contract';
import { CYRILLIC, HUGE_VALUE, RUSSIAN_BROWSER } from '../helpers/locale';

type CatalogTree = z.infer<typeof GetCatalogTreeResponse>;
type CategoryList = z.infer<typeof GetCategoryItemsResponse>;
type Category = CategoryList['items'][number];

const TREE = '/api/v1/catalog';
const ITEMS = '/api/v1/categories/items';

async function getTree(shop: TestShop, query = '', headers: Record<string, string> = {}): Promise<CatalogTree> {
  const response = await shop.app.inject({ method: 'GET', url: `${TREE}${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return expectMatchesContract('GET', TREE, response) as CatalogTree;
}

async function getItems(shop: TestShop, query = ''): Promise<Category[]> {
  const response = await shop.app.inject({ method: 'GET', url: `${ITEMS}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (expectMatchesContract('GET', ITEMS, response) as CategoryList).items;
}

function expectSortedByWeight(categories: ReadonlyArray<{ weight: number }>): void {
  const weights = categories.map((category) => category.weight);
  expect(weights).toEqual([...weights].sort((a, b) => a - b));
}

/** Visible categories as stored: the truth the answers are compared with. */
async function storedCategories(shop: TestShop) {
  return shop.db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'path', 'weight', 'collapse', 'active'])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
}

interface ExtraCategory {
  uri: string;
  parent_id?: number | null;
  weight: number;
  collapse: 0 | 1;
  active: 0 | 1;
}

/** Adds categories (en and ru names) for one test and removes them afterwards, children first. */
async function withCategories(
  shop: TestShop,
  extra: ExtraCategory[],
  body: (ids: number[]) => Promise<void>,
): Promise<void> {
  const ids: number[] = [];
  try {
    for (const category of extra) {
      const parent = category.parent_id ?? null;
      const parentPath =
        parent === null
          ? ''
          : `${(await shop.db.selectFrom('categories').select('path').where('id', '=', parent).executeTakeFirstOrThrow()).path}/`;
      const { id } = await shop.db
        .insertInto('categories')
        .values({
          parent_id: parent,
          uri: category.uri,
          path: `${parentPath}${category.uri}`,
          weight: category.weight,
          collapse: category.collapse,
          active: category.active,
          created_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
      await shop.db
        .insertInto('category_translations')
        .values([
          {
            category_id: id,
            locale: 'en',
            name: `Test ${category.uri}`,
            seo_title: `Test ${category.uri}`,
            seo_description: '',
          },
          {
            category_id: id,
            locale: 'ru',
            name: `Тест ${category.uri}`,
            seo_title: `Тест ${category.uri}`,
            seo_description: '',
          },
        ])
        .execute();
    }
    await body(ids);
  } finally {
    for (const id of [...ids].reverse()) {
      await shop.db.deleteFrom('category_translations').where('category_id', '=', id).execute();
      await shop.db.deleteFrom('categories').where('id', '=', id).execute();
    }
  }
}

describeEachDatabase('GET /api/v1/catalog', (shop) => {
  it('answers the menu tree in English, as the contract says', async () => {
    const tree = await getTree(shop(), '?lang=en');
    expect(tree.page.seo).toMatchObject({ canonical: '/catalog/all', h1: 'Catalogue' });
    expect(tree.all_products_url).toBe('/catalog/all');
    expect(tree.categories.length).toBeGreaterThanOrEqual(4);
    for (const category of tree.categories) {
      expect(category.name).not.toMatch(CYRILLIC);
      expect(category.url).toBe(`/catalog/${category.uri}`);
      for (const child of category.children) expect(child.url).toBe(`/catalog/${category.uri}/${child.uri}`);
    }
  });

  it('holds the top level only: no parent, collapse set, by weight, each with its visible children by weight', async () => {
    const tree = await getTree(shop());
    const stored = await storedCategories(shop());
    expect(tree.categories.map((category) => category.id).sort((a, b) => a - b)).toEqual(
      stored.filter((row) => row.parent_id === null && row.collapse === 1).map((row) => row.id),
    );
    expectSortedByWeight(tree.categories);
    for (const category of tree.categories) {
      expect(category).toMatchObject({ parent_id: null, collapse: true, url_active: true });
      expect(category.children.map((child) => child.id).sort((a, b) => a - b)).toEqual(
        stored.filter((row) => row.parent_id === category.id).map((row) => row.id),
      );
      for (const child of category.children) expect(child.parent_id).toBe(category.id);
      expectSortedByWeight(category.children);
    }
    // The demo has a second level, so the test above is not vacuous.
    expect(tree.categories.some((category) => category.children.length > 0)).toBe(true);
  });

  it('leaves out top-level categories without collapse and hidden children, and sorts by weight, not by id', async () => {
    const before = await getTree(shop());
    const host = before.categories[0];
    if (!host) throw new Error('the demo has no top-level category');
    await withCategories(
      shop(),
      [
        { uri: 'outlet-not-in-menu', weight: -50, collapse: 0, active: 1 },
        { uri: 'first-by-weight', weight: -100, collapse: 1, active: 1 },
        { uri: 'last-by-weight', weight: 1_000_000, collapse: 1, active: 1 },
        { uri: 'hidden-top', weight: -200, collapse: 1, active: 0 },
        { uri: 'hidden-child', parent_id: host.id, weight: -1, collapse: 1, active: 0 },
        { uri: 'light-child', parent_id: host.id, weight: -1_000, collapse: 1, active: 1 },
      ],
      async ([outlet, first, last, hiddenTop, hiddenChild, lightChild]) => {
        const tree = await getTree(shop());
        const ids = tree.categories.map((category) => category.id);
        expect(ids).not.toContain(outlet);
        expect(ids).not.toContain(hiddenTop);
        expect(ids[0]).toBe(first);
        expect(ids.at(-1)).toBe(last);
        const children = tree.categories.find((category) => category.id === host.id)?.children.map((child) => child.id);
        expect(children?.[0]).toBe(lightChild);
        expect(children).not.toContain(hiddenChild);
        // The flat list shows a visible category whatever its collapse flag, and no hidden one.
        const items = (await getItems(shop())).map((item) => item.id);
        expect(items).toContain(outlet);
        expect(items).not.toContain(hiddenTop);
        expect(items).not.toContain(hiddenChild);
      },
    );
    expect(await getTree(shop())).toEqual(before);
  });

  it('answers in Russian for lang=ru and for a Russian browser, with /ru/ paths', async () => {
    const english = await getTree(shop(), '?lang=en');
    for (const tree of [await getTree(shop(), '?lang=ru'), await getTree(shop(), '', RUSSIAN_BROWSER)]) {
      expect(tree.page.seo).toMatchObject({ canonical: '/ru/catalog/all', h1: 'Каталог' });
      expect(tree.page.seo.title).toMatch(CYRILLIC);
      expect(tree.all_products_url).toBe('/ru/catalog/all');
      // The same tree, in the other language.
      expect(tree.categories.map((category) => category.id)).toEqual(english.categories.map((category) => category.id));
      for (const category of tree.categories) {
        expect(category.name).toMatch(CYRILLIC);
        expect(category.url).toBe(`/ru/catalog/${category.uri}`);
        for (const child of category.children) {
          expect(child.name).toMatch(CYRILLIC);
          expect(child.url).toMatch(/^\/ru\/catalog\//);
        }
      }
    }
  });

  it.each([
    ['lang=xx', 'lang=xx'],
    ['a 10,000-character lang', `lang=${HUGE_VALUE}`],
  ])('answers %s with a 400 problem naming lang', async (_name, query) => {
    const response = await shop().app.inject({ method: 'GET', url: `${TREE}?${query}` });
    expect(response.statusCode).toBe(400);
    expect((expectMatchesContract('GET', TREE, response) as { errors: unknown }).errors).toEqual({
      lang: ['validation.one_of'],
    });
  });
});

describeEachDatabase('GET /api/v1/categories/items', (shop) => {
  it('answers every visible category as a flat list by weight', async () => {
    const items = await getItems(shop());
    const stored = await storedCategories(shop());
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(stored.map((row) => row.id));
    expectSortedByWeight(items);
    expect(items.some((item) => item.parent_id !== null)).toBe(true);
    for (const item of items) {
      const row = stored.find((candidate) => candidate.id === item.id);
      expect(item.url).toBe(`/catalog/${row?.path}`);
      expect(item.collapse).toBe(row?.collapse === 1);
    }
  });

  it('filters by parent_id', async () => {
    const stored = await storedCategories(shop());
    const parent = stored.find((row) => stored.some((child) => child.parent_id === row.id));
    if (!parent) throw new Error('the demo has no category with children');
    const items = await getItems(shop(), `?parent_id=${parent.id}`);
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      stored.filter((row) => row.parent_id === parent.id).map((row) => row.id),
    );
    for (const item of items) expect(item.parent_id).toBe(parent.id);
    // A leaf and an unknown id have no children: an empty list, not a 404.
    const leaf = stored.find((row) => !stored.some((child) => child.parent_id === row.id));
    expect(await getItems(shop(), `?parent_id=${leaf?.id}`)).toEqual([]);
    expect(await getItems(shop(), '?parent_id=2147483647')).toEqual([]);
  });

  it('filters by repeated ids, a single id, and both filters together', async () => {
    const stored = await storedCategories(shop());
    const [first, second, third] = stored;
    if (!first || !second || !third) throw new Error('the demo has fewer than three categories');
    const two = await getItems(shop(), `?ids=${first.id}&ids=${second.id}`);
    expect(two.map((item) => item.id).sort((a, b) => a - b)).toEqual([first.id, second.id]);
    const one = await getItems(shop(), `?ids=${third.id}`);
    expect(one.map((item) => item.id)).toEqual([third.id]);
    // Unknown ids are left out.
    expect((await getItems(shop(), `?ids=${third.id}&ids=2147483647`)).map((item) => item.id)).toEqual([third.id]);
    const child = stored.find((row) => row.parent_id !== null);
    if (!child?.parent_id) throw new Error('the demo has no sub-category');
    expect(
      (await getItems(shop(), `?parent_id=${child.parent_id}&ids=${child.id}&ids=${child.parent_id}`)).map(
        (item) => item.id,
      ),
    ).toEqual([child.id]);
  });

  it('names the items in the requested language', async () => {
    const english = await getItems(shop(), '?lang=en');
    const russian = await getItems(shop(), '?lang=ru');
    const browser = await getItems(shop(), '?ids=1');
    // Equal weights are ordered by name, which differs between languages; the set is the same.
    const ids = (items: Category[]) => items.map((item) => item.id).sort((a, b) => a - b);
    expect(ids(russian)).toEqual(ids(english));
    for (const item of english) expect(item.name).not.toMatch(CYRILLIC);
    for (const item of russian) {
      expect(item.name).toMatch(CYRILLIC);
      expect(item.url).toMatch(/^\/ru\/catalog\//);
    }
    expect(browser).toHaveLength(1);
    const response = await shop().app.inject({ method: 'GET', url: ITEMS, headers: RUSSIAN_BROWSER });
    for (const item of (expectMatchesContract('GET', ITEMS, response) as CategoryList).items)
      expect(item.name).toMatch(CYRILLIC);
  });

  it.each([
    ['parent_id=-1', 'parent_id=-1', ['parent_id']],
    ['parent_id=0', 'parent_id=0', ['parent_id']],
    ['parent_id=abc', 'parent_id=abc', ['parent_id']],
    ['parent_id=1.5', 'parent_id=1.5', ['parent_id']],
    ['an empty parent_id', 'parent_id=', ['parent_id']],
    ['parent_id=99999999999', 'parent_id=99999999999', ['parent_id']],
    ['ids=0', 'ids=0', ['ids.0']],
    ['ids=abc', 'ids=abc', ['ids.0']],
    ['ids=1&ids=-2', 'ids=1&ids=-2', ['ids.1']],
    ['lang=xx', 'lang=xx', ['lang']],
    ['101 ids', `ids=${'1&ids='.repeat(100)}1`, ['ids']],
    ['a 10,000-character parent_id', `parent_id=${HUGE_VALUE}`, ['parent_id']],
    ['a 10,000-digit id', `ids=${'9'.repeat(10_000)}`, ['ids.0']],
    ['a 20,000-character query', `lang=${HUGE_VALUE}&parent_id=${HUGE_VALUE}`, ['lang', 'parent_id']],
  ])('answers %s with a 400 problem naming %j', async (_name, query, fields) => {
    const response = await shop().app.inject({ method: 'GET', url: `${ITEMS}?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    const problem = expectMatchesContract('GET', ITEMS, response) as { type: string; errors: Record<string, string[]> };
    expect(problem.type).toBe('https://shop.example/problems/validation');
    expect(Object.keys(problem.errors).sort()).toEqual(fields);
    expect(response.body).not.toContain(HUGE_VALUE);
  });
});
