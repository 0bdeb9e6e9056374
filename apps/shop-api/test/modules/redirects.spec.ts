import { findRedirectRule, redirectLocation } from '@shop/locale';
import { describe, expect, it } from 'vitest';
import { changeCategoryUri } from '../../src/modules/catalog/paths';
import { changeProductPath } from '../../src/modules/products/service';
import {
  addRedirectRule,
  RedirectRuleRefused,
  removeRedirectRule,
  type NewRedirectRule,
  type RedirectRule,
} from '../../src/modules/redirects/service';
import { buildTestApp, describeEachDatabase, type TestShop } from '../helpers/build-app';
import { runCommand } from '../helpers/cli';
import { expectMatchesContract } from '../helpers/contract';

const REDIRECTS = '/api/v1/redirects';
const HOSTS = ['b2b.example'];

async function listed(shop: TestShop, ifNoneMatch?: string) {
  return shop.app.inject({
    method: 'GET',
    url: REDIRECTS,
    headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
  });
}

async function rules(shop: TestShop): Promise<RedirectRule[]> {
  const response = await listed(shop);
  expect(response.statusCode).toBe(200);
  return (expectMatchesContract('GET', REDIRECTS, response) as { rules: RedirectRule[] }).rules;
}

/** Where the storefront's server sends a request path, by the rules the API lists now. */
async function redirected(shop: TestShop, pathname: string, locale: 'en' | 'ru' = 'en') {
  const rule = findRedirectRule(await rules(shop), pathname, locale);
  return rule ? { status: rule.status, location: redirectLocation(rule, pathname, locale, '') } : undefined;
}

async function refusal(shop: TestShop, input: NewRedirectRule): Promise<string> {
  const error = await addRedirectRule(shop.db, input, HOSTS).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RedirectRuleRefused);
  return (error as Error).message;
}

async function clearRules(shop: TestShop) {
  await shop.db.deleteFrom('redirect_rules').execute();
}

describeEachDatabase('redirect rules', (shop) => {
  it("seeds the demo's short addresses, each leading to a live category page", async () => {
    const seeded = await rules(shop());
    expect(seeded.map((rule) => [rule.from_path, rule.to_path, rule.status])).toEqual([
      ['/swimsuits', '/catalog/women/swimsuits', 301],
      ['/bikinis', '/catalog/women/bikinis', 301],
    ]);
    for (const rule of seeded) {
      const page = await shop().app.inject({ method: 'GET', url: `/api/v1${rule.to_path}` });
      expect(page.statusCode, rule.to_path).toBe(200);
    }
  });

  it('lists the rules with an ETag that changes with every change, and 304 while it holds', async () => {
    await clearRules(shop());
    const empty = await listed(shop());
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ rules: [] });
    const first = empty.headers['etag'] as string;
    expect(first).toMatch(/^"[\w-]+"$/);

    const unchanged = await listed(shop(), first);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect((await listed(shop(), `W/${first}, "other"`)).statusCode).toBe(304);

    const sale = await addRedirectRule(shop().db, { from: '/sale/', to: '/catalog/women', status: 302 }, HOSTS);
    const added = await listed(shop(), first);
    expect(added.statusCode).toBe(200);
    const second = added.headers['etag'] as string;
    expect(second).not.toBe(first);
    expect(await rules(shop())).toEqual([
      { id: sale.id, from_path: '/sale', to_path: '/catalog/women', match: 'exact', status: 302, locale: null },
    ]);

    // A change made behind the service's back (SQL) changes the ETag too.
    await shop().db.updateTable('redirect_rules').set({ status: 301 }).where('id', '=', sale.id).execute();
    const edited = await listed(shop(), second);
    expect(edited.statusCode).toBe(200);
    const third = edited.headers['etag'] as string;

    expect((await removeRedirectRule(shop().db, String(sale.id)))?.from_path).toBe('/sale');
    const removed = await listed(shop(), third);
    expect(removed.statusCode).toBe(200);
    expect(removed.headers['etag']).toBe(first);
  });

  it('normalises paths and refuses what is not a path without language, query or a foreign host', async () => {
    await clearRules(shop());
    const rule = await addRedirectRule(shop().db, { from: ' /old-page/ ', to: '/about-us/', locale: 'ru' }, HOSTS);
    expect(rule).toMatchObject({ from_path: '/old-page', to_path: '/about-us', locale: 'ru' });
    const external = await addRedirectRule(
      shop().db,
      { from: '/wholesale', to: 'https://b2b.example/shop?ref=1', match: 'prefix' },
      HOSTS,
    );
    expect(external).toMatchObject({ to_path: 'https://b2b.example/shop?ref=1', match: 'prefix' });

    expect(await refusal(shop(), { from: '/ru/catalog/x', to: '/catalog/y' })).toMatch(/without the language prefix/);
    expect(await refusal(shop(), { from: '/ru', to: '/catalog/y' })).toMatch(/without the language prefix/);
    expect(await refusal(shop(), { from: '/promo?code=1', to: '/catalog/y' })).toMatch(/without a query/);
    expect(await refusal(shop(), { from: 'catalog/x', to: '/catalog/y' })).toMatch(/starting with "\/"/);
    expect(await refusal(shop(), { from: '//evil.example', to: '/catalog/y' })).toMatch(/starting with "\/"/);
    expect(await refusal(shop(), { from: '/a', to: '/ru/catalog/y' })).toMatch(
      /to must be a path without the language/,
    );
    expect(await refusal(shop(), { from: '/a', to: 'https://evil.example/' })).toMatch(
      /evil\.example is not an allowed redirect host/,
    );
    expect(await refusal(shop(), { from: '/a', to: 'http://b2b.example/' })).toMatch(/https:\/\/ URL/);
    // eslint-disable-next-line no-script-url -- exactly what must be refused
    expect(await refusal(shop(), { from: '/a', to: 'javascript:alert(1)' })).toMatch(/https:\/\/ URL/);
    expect(await refusal(shop(), { from: '/old-page', to: '/contacts', locale: 'ru' })).toMatch(
      /a rule from \/old-page exists already: #\d+/,
    );
  });

  it('refuses loops and chains, naming the other rule', async () => {
    await clearRules(shop());
    expect(await refusal(shop(), { from: '/a', to: '/a/' })).toMatch(/would loop: the target is the rule’s own path/);
    expect(await refusal(shop(), { from: '/catalog/old', to: '/catalog/old/new', match: 'prefix' })).toMatch(
      /would loop: the target lies under the rule’s own prefix/,
    );
    const ab = await addRedirectRule(shop().db, { from: '/a', to: '/b' }, HOSTS);
    expect(await refusal(shop(), { from: '/b', to: '/a' })).toBe(`/b → /a would loop with #${ab.id} /a → /b`);
    expect(await refusal(shop(), { from: '/b', to: '/c' })).toBe(
      `/b → /c would chain: #${ab.id} /a → /b leads to its source; point that rule at /c instead`,
    );
    expect(await refusal(shop(), { from: '/z', to: '/a' })).toBe(
      `/z → /a would chain: its target is redirected by #${ab.id} /a → /b; point it at /b instead`,
    );
    // A prefix rule chains with what lies under it.
    const moved = await addRedirectRule(shop().db, { from: '/old', to: '/new', match: 'prefix' }, HOSTS);
    expect(await refusal(shop(), { from: '/x', to: '/old/page' })).toMatch(new RegExp(`redirected by #${moved.id}`));
    // Rules for different languages never meet.
    await addRedirectRule(shop().db, { from: '/p', to: '/q', locale: 'en' }, HOSTS);
    await expect(addRedirectRule(shop().db, { from: '/q', to: '/r', locale: 'ru' }, HOSTS)).resolves.toMatchObject({
      from_path: '/q',
    });
    expect(await removeRedirectRule(shop().db, '/old/')).toMatchObject({ id: moved.id });
    expect(await removeRedirectRule(shop().db, '/old')).toBeUndefined();
  });

  it('answers the old URL of a renamed product with a 301 to the new one and pulls older rules along', async () => {
    await clearRules(shop());
    const product = await shop()
      .db.selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.id', 'p.slug', 'c.path'])
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const first = `/catalog/${product.path}/${product.slug}`;
    await addRedirectRule(shop().db, { from: '/summer-hit', to: first }, HOSTS);

    await changeProductPath(shop().db, product.id, { slug: `${product.slug}-2` });
    const second = `/catalog/${product.path}/${product.slug}-2`;
    expect(await redirected(shop(), first, 'ru')).toEqual({ status: 301, location: `/ru${second}` });
    expect(await redirected(shop(), '/summer-hit')).toEqual({ status: 301, location: second });
    const page = await shop().app.inject({ method: 'GET', url: `/api/v1${second}` });
    expect(page.statusCode).toBe(200);

    // Renamed again: no chain; and back to the first name: the first URL is a live page again.
    await changeProductPath(shop().db, product.id, { slug: `${product.slug}-3` });
    const third = `/catalog/${product.path}/${product.slug}-3`;
    expect(await redirected(shop(), first)).toEqual({ status: 301, location: third });
    expect(await redirected(shop(), second)).toEqual({ status: 301, location: third });
    await changeProductPath(shop().db, product.id, { slug: product.slug });
    expect(await redirected(shop(), first)).toBeUndefined();
    expect(await redirected(shop(), third)).toEqual({ status: 301, location: first });
    expect(await redirected(shop(), '/summer-hit')).toEqual({ status: 301, location: first });
    expect((await rules(shop())).every((rule) => rule.from_path !== rule.to_path)).toBe(true);

    await expect(changeProductPath(shop().db, product.id, { slug: 'Not A Slug' })).rejects.toThrow();
  });

  it('moves a renamed category, the categories under it and their products with 301s', async () => {
    await clearRules(shop());
    const parent = await shop()
      .db.selectFrom('categories as c')
      .where((eb) =>
        eb.exists(eb.selectFrom('categories as child').select('child.id').whereRef('child.parent_id', '=', 'c.id')),
      )
      .select(['c.id', 'c.path', 'c.uri'])
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const oldPaths = await shop()
      .db.selectFrom('categories')
      .select(['id', 'path'])
      .where((eb) => eb.or([eb('path', '=', parent.path), eb('path', 'like', `${parent.path}/%`)]))
      .execute();
    const products = await shop()
      .db.selectFrom('products')
      .select(['slug', 'category_id'])
      .where(
        'category_id',
        'in',
        oldPaths.map((row) => row.id),
      )
      .execute();
    expect(oldPaths.length).toBeGreaterThan(1);
    expect(products.length).toBeGreaterThan(0);

    const uri = `${parent.uri}-new`;
    const newPath = parent.path.replace(/[^/]+$/, uri);
    await changeCategoryUri(shop().db, parent.id, uri);

    for (const row of oldPaths) {
      const moved = newPath + row.path.slice(parent.path.length);
      expect(await redirected(shop(), `/catalog/${row.path}`)).toEqual({ status: 301, location: `/catalog/${moved}` });
      const stored = await shop()
        .db.selectFrom('categories')
        .select('path')
        .where('id', '=', row.id)
        .executeTakeFirst();
      expect(stored?.path).toBe(moved);
    }
    const byId = new Map(oldPaths.map((row) => [row.id, row.path]));
    for (const product of products) {
      const oldUrl = `/catalog/${byId.get(product.category_id)}/${product.slug}`;
      const target = `/catalog/${newPath}${byId.get(product.category_id)?.slice(parent.path.length)}/${product.slug}`;
      expect(await redirected(shop(), oldUrl, 'ru')).toEqual({ status: 301, location: `/ru${target}` });
    }
    const page = await shop().app.inject({ method: 'GET', url: `/api/v1/catalog/${newPath}` });
    expect(page.statusCode).toBe(200);

    // Back to the old name: every old URL is live again, none redirects.
    await changeCategoryUri(shop().db, parent.id, parent.uri);
    for (const row of oldPaths) expect(await redirected(shop(), `/catalog/${row.path}`)).toBeUndefined();
  });
});

describe('npm run redirects (the CLI)', () => {
  const cli = (dataDir: string, ...args: string[]) =>
    runCommand('modules/redirects/cli.ts', dataDir, args, { REDIRECT_HOSTS: 'b2b.example' });

  it('adds, lists and removes rules in the database of DATA_DIR, and refuses a loop with exit code 2', async () => {
    const shop = await buildTestApp({ seed: false });
    try {
      const added = cli(shop.dataDir, 'add', '/sale', '/catalog/women', '--status', '302', '--locale', 'ru');
      expect(added.status, added.stderr).toBe(0);
      expect(added.stdout).toMatch(/^added \d+ +302 +exact +ru +\/sale → \/catalog\/women$/m);
      const prefix = cli(shop.dataDir, 'add', '/wholesale', 'https://b2b.example/', '--prefix');
      expect(prefix.status, prefix.stderr).toBe(0);
      expect(await rules(shop)).toMatchObject([
        { from_path: '/sale', to_path: '/catalog/women', status: 302, match: 'exact', locale: 'ru' },
        { from_path: '/wholesale', to_path: 'https://b2b.example/', status: 301, match: 'prefix', locale: null },
      ]);

      const loop = cli(shop.dataDir, 'add', '/catalog/women', '/sale', '--locale', 'ru');
      expect(loop.status).toBe(2);
      expect(loop.stderr).toMatch(
        /^refused: \/catalog\/women → \/sale would loop with #\d+ \/sale → \/catalog\/women \(ru\)/,
      );
      const list = cli(shop.dataDir, 'list');
      expect(list.status).toBe(0);
      expect(list.stdout.trim().split('\n')).toHaveLength(2);
      const removed = cli(shop.dataDir, 'remove', '/wholesale');
      expect(removed.status, removed.stderr).toBe(0);
      expect(cli(shop.dataDir, 'remove', '/wholesale').status).toBe(1);
      expect((await rules(shop)).map((rule) => rule.from_path)).toEqual(['/sale']);
    } finally {
      await shop.close();
    }
    // Each run compiles the CLI's TypeScript first (two seconds, far more on a busy machine).
  }, 180_000);
});
