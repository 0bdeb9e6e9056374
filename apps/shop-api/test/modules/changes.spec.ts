import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import type { CatalogChangeScope } from '../../src/db/schema';
import { changeCategoryUri } from '../../src/modules/catalog/paths';
import { setVariantPrice, setVariantStock, VariantWriteRefused } from '../../src/modules/catalog/variant-writes';
import { recordChange } from '../../src/modules/changes/service';
import { watchCatalogChanges, type ChangeSet } from '../../src/modules/changes/watcher';
import { cancelUnpaidOrder } from '../../src/modules/orders/reservations';
import { changeProductPath } from '../../src/modules/products/service';
import { call, registerAccount } from '../helpers/auth';
import { buildTestApp, describeEachDatabase, testDatabases, type TestShop } from '../helpers/build-app';
import {
  checkoutForm,
  placeOrder,
  pressGatewayButton,
  productToBuy,
  startPayment,
  stockVariant,
} from '../helpers/checkout';
import { runCommand } from '../helpers/cli';
import { expectMatchesContract, expectProblem } from '../helpers/contract';

const FEED = '/api/v1/changes';

interface Feed {
  latest: number;
  complete: boolean;
  changes: Array<{ id: number; scope: CatalogChangeScope; key: string | null }>;
}

async function feed(app: FastifyInstance, query = ''): Promise<Feed> {
  const response = await app.inject({ method: 'GET', url: `${FEED}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return expectMatchesContract('GET', FEED, response) as Feed;
}

/** The entries written since `after`, as `scope:key`. */
async function since(shop: TestShop, after: number): Promise<string[]> {
  return (await feed(shop.app, `?after=${after}`)).changes.map((change) => `${change.scope}:${change.key}`);
}

const latest = async (shop: TestShop) => (await feed(shop.app)).latest;

async function skuOf(shop: TestShop, variantId: number): Promise<string> {
  const row = await shop.db
    .selectFrom('product_variants')
    .select('sku')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return row.sku;
}

/** A product's card URL and its first variant. */
async function productCard(shop: TestShop, index: number) {
  const { variantId, productId } = await productToBuy(shop, index);
  const row = await shop.db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.slug', 'c.path'])
    .where('p.id', '=', productId)
    .executeTakeFirstOrThrow();
  return { variantId, productId, categoryPath: row.path, uri: `${row.path}/${row.slug}` };
}

interface CardAnswer {
  product: { variants: Array<{ id: number; in_stock: boolean; calculatedPrice: { price: number } }> };
}

/** A variant as the product card answers it (through the answer cache). */
async function cardVariant(app: FastifyInstance, uri: string, variantId: number) {
  const response = await app.inject({ method: 'GET', url: `/api/v1/catalog/${uri}` });
  expect(response.statusCode, response.body).toBe(200);
  const variant = response.json<CardAnswer>().product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) throw new Error(`variant ${variantId} is not on ${uri}`);
  return variant;
}

/** Waits, polling, until the condition holds; no fixed sleep. */
const within = (ms: number, check: () => Promise<void>) => vi.waitFor(check, { timeout: ms, interval: 25 });

describeEachDatabase('GET /api/v1/changes: the change feed', (shop) => {
  it('answers the newest position without `after`, and seeding wrote an `all` entry', async () => {
    const head = await feed(shop().app);
    expect(head).toMatchObject({ complete: true, changes: [] });
    expect(head.latest).toBeGreaterThanOrEqual(1);
    expect((await feed(shop().app, `?after=${head.latest - 1}`)).changes).toEqual([
      { id: head.latest, scope: 'all', key: null },
    ]);
  });

  it('lists the entries after `after` oldest first, cut at `limit` with complete false', async () => {
    const start = await latest(shop());
    for (const key of ['1', '2', '3'])
      await shop()
        .db.transaction()
        .execute((trx) => recordChange(trx, 'product', key));
    const all = await feed(shop().app, `?after=${start}`);
    expect(all).toMatchObject({ latest: start + 3, complete: true });
    expect(all.changes.map((change) => change.key)).toEqual(['1', '2', '3']);
    const cut = await feed(shop().app, `?after=${start}&limit=2`);
    expect(cut).toMatchObject({ latest: start + 3, complete: false });
    expect(cut.changes.map((change) => change.key)).toEqual(['1', '2']);
    expect(await feed(shop().app, `?after=${start + 3}`)).toEqual({ latest: start + 3, complete: true, changes: [] });
    // A position the log never reached (another database, a reset one): the reader starts over.
    expect(await feed(shop().app, `?after=${start + 100}`)).toMatchObject({ latest: start + 3, complete: false });
  });

  it('says complete false when `after` is before the oldest entry kept', async () => {
    const start = await latest(shop());
    await shop()
      .db.transaction()
      .execute((trx) => recordChange(trx, 'content', 'about'));
    await shop()
      .db.transaction()
      .execute((trx) => recordChange(trx, 'category', 7));
    await shop()
      .db.deleteFrom('catalog_changes')
      .where('id', '<=', start + 1)
      .execute();
    const pruned = await feed(shop().app, `?after=${start}`);
    expect(pruned).toMatchObject({ latest: start + 2, complete: false });
    expect(await feed(shop().app, `?after=${start + 1}`)).toMatchObject({
      complete: true,
      changes: [{ id: start + 2, scope: 'category', key: '7' }],
    });
  });

  it('refuses a bad `after` or `limit` with 400 in the problem shape', async () => {
    for (const query of ['?after=-1', '?after=x', '?limit=0', '?limit=1001'])
      expectProblem(await shop().app.inject({ method: 'GET', url: `${FEED}${query}` }), 400);
  });
});

describeEachDatabase('the change log: every writer appends in its transaction', (shop) => {
  const buy = async (variantId: number, quantity: number) =>
    placeOrder(shop(), await checkoutForm(shop(), [{ product_variant_id: variantId, quantity }]));

  it('an ordinary checkout appends nothing; one that leaves a count the card shows, or sells out, does', async () => {
    const { variantId, productId } = await productToBuy(shop(), 0);
    const start = await latest(shop());
    await buy(variantId, 2);
    expect(await since(shop(), start)).toEqual([]);
    await stockVariant(shop(), variantId, 5);
    await buy(variantId, 2);
    expect(await since(shop(), start)).toEqual([`product:${productId}`]);
    const placed = await buy(variantId, 3);
    expect(await since(shop(), start)).toEqual([`product:${productId}`, `product:${productId}`]);
    // Cancelled unpaid: its stock comes back (the variant is back in stock).
    const back = await latest(shop());
    expect(await cancelUnpaidOrder(shop().db, placed.order.id, Date.now())).toBe(true);
    expect(await since(shop(), back)).toEqual([`product:${productId}`]);
  });

  it('a review added or deleted appends its product (rating and count change)', async () => {
    const { variantId, productId } = await productToBuy(shop(), 1);
    const { token } = await registerAccount(shop());
    const placed = await placeOrder(
      shop(),
      await checkoutForm(shop(), [{ product_variant_id: variantId, quantity: 1 }]),
      {
        token,
      },
    );
    const payment = await startPayment(shop(), placed.order);
    expect((await pressGatewayButton(shop(), payment.payment_id, 'paid')).statusCode).toBe(303);
    const start = await latest(shop());
    const added = await call(
      shop(),
      'POST',
      '/api/v1/reviews/add?lang=en',
      { product_id: productId, rating: 4, text: 'Fits well and dries fast.' },
      { token },
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(await since(shop(), start)).toEqual([`product:${productId}`]);
    const reviewId = added.json<{ id: number }>().id;
    const deleted = await call(shop(), 'POST', `/api/v1/profile/reviews/${reviewId}/delete`, undefined, { token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await since(shop(), start)).toEqual([`product:${productId}`, `product:${productId}`]);
  });

  it("a product's or category's new path appends it", async () => {
    const { productId } = await productToBuy(shop(), 2);
    const { slug } = await shop()
      .db.selectFrom('products')
      .select('slug')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    let start = await latest(shop());
    await changeProductPath(shop().db, productId, { slug: `${slug}-moved` });
    expect(await since(shop(), start)).toEqual([`product:${productId}`]);
    const leaf = await shop()
      .db.selectFrom('categories')
      .select(['id', 'uri'])
      .where('path', 'like', '%/%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    start = await latest(shop());
    await changeCategoryUri(shop().db, leaf.id, `${leaf.uri}-moved`);
    expect(await since(shop(), start)).toContain(`category:${leaf.id}`);
  });

  it('the operator commands set a price or stock, appending the product, and refuse bad input', async () => {
    const { variantId, productId } = await productToBuy(shop(), 3);
    const sku = await skuOf(shop(), variantId);
    const start = await latest(shop());
    expect(await setVariantPrice(shop().db, sku, '31.5')).toMatchObject({ id: variantId, before: 2500, after: 3150 });
    expect(await setVariantStock(shop().db, String(variantId), '0')).toMatchObject({ before: 50, after: 0 });
    expect(await since(shop(), start)).toEqual([`product:${productId}`, `product:${productId}`]);
    for (const [ref, amount] of [
      [sku, '0'],
      [sku, '-3'],
      [sku, '1.234'],
      [sku, 'abc'],
      ['no-such-sku', '10'],
    ] as const)
      await expect(setVariantPrice(shop().db, ref, amount)).rejects.toBeInstanceOf(VariantWriteRefused);
    for (const quantity of ['-1', '2.5', '', '99999999'])
      await expect(setVariantStock(shop().db, sku, quantity)).rejects.toBeInstanceOf(VariantWriteRefused);
    // Nothing half-written by the refusals.
    expect(await since(shop(), start)).toHaveLength(2);
  });
});

describeEachDatabase("a process's follower of the change log", (shop) => {
  it('hands each batch of new entries to its subscribers as what changed; `all` or a gap as everything', async () => {
    const watcher = watchCatalogChanges(shop().db, {
      intervalMs: 0,
      onError: (error) => expect(error).toBeUndefined(),
    });
    try {
      const seen: ChangeSet[] = [];
      watcher.subscribe((changes) => seen.push(changes));
      await watcher.poll();
      const write = (scope: CatalogChangeScope, key: string | null) =>
        shop()
          .db.transaction()
          .execute((trx) => recordChange(trx, scope, key));
      await watcher.poll();
      expect(seen).toEqual([]);
      await write('product', '5');
      await write('category', '2');
      await write('product', '6');
      await watcher.poll();
      expect(seen).toEqual([{ all: false, products: new Set([5, 6]), categories: new Set([2]), content: false }]);
      await write('content', 'settings');
      await write('all', null);
      await watcher.poll();
      expect(seen[1]?.all).toBe(true);
      // Entries it never read were pruned: it cannot know what changed, so everything did.
      const position = await latest(shop());
      await write('product', '7');
      await write('product', '8');
      await shop()
        .db.deleteFrom('catalog_changes')
        .where('id', '<=', position + 1)
        .execute();
      await watcher.poll();
      expect(seen[2]?.all).toBe(true);
      expect(seen).toHaveLength(3);
    } finally {
      watcher.stop();
    }
  });
});

describe("the change log's follower when the database fails", () => {
  it('reports the failure once, and the recovery once', async () => {
    // An SQLite file without the log's table: every poll fails until it is migrated.
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-api-changes-'));
    const db = createDatabase({ dataDir });
    const reports: string[] = [];
    const watcher = watchCatalogChanges(db, {
      intervalMs: 0,
      onError: () => reports.push('error'),
      onRecovered: () => reports.push('recovered'),
    });
    try {
      for (let poll = 0; poll < 3; poll += 1) await watcher.poll();
      expect(reports).toEqual(['error']);
      await migrateToLatest(db);
      await watcher.poll();
      await watcher.poll();
      expect(reports).toEqual(['error', 'recovered']);
    } finally {
      watcher.stop();
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describeEachDatabase(
  "the API's catalogue caches follow the change log",
  (shop) => {
    it('a cached card shows a new price and a sell-out within the poll; an unlogged write waits for the TTL', async () => {
      const { variantId, uri } = await productCard(shop(), 4);
      const before = await cardVariant(shop().app, uri, variantId);
      expect(before.calculatedPrice.price).toBe(25);
      // Written behind the log's back: the cached answer stays (the long TTL is the only net).
      await stockVariant(shop(), variantId, 50, 2600);
      expect((await cardVariant(shop().app, uri, variantId)).calculatedPrice.price).toBe(25);
      await setVariantPrice(shop().db, String(variantId), '27.00');
      await within(5_000, async () =>
        expect((await cardVariant(shop().app, uri, variantId)).calculatedPrice.price).toBe(27),
      );
      await setVariantStock(shop().db, String(variantId), '0');
      await within(5_000, async () => expect((await cardVariant(shop().app, uri, variantId)).in_stock).toBe(false));
    });

    it('a cached listing and cart prices show the new price within the poll', async () => {
      const { variantId, productId, categoryPath } = await productCard(shop(), 5);
      const listed = async () => {
        const response = await shop().app.inject({ method: 'GET', url: `/api/v1/catalog/${categoryPath}?per_page=96` });
        expect(response.statusCode, response.body).toBe(200);
        const item = response
          .json<{ products: Array<{ id: number; calculatedPrice: { price: number } }> }>()
          .products.find((product) => product.id === productId);
        return item?.calculatedPrice.price;
      };
      // get-prices answers a JSON string holding CartPrices.
      const cartPrice = async () => {
        const response = await shop().app.inject({
          method: 'POST',
          url: '/api/v1/cart/get-prices',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ items: [{ product_variant_id: variantId, quantity: 1 }] }),
        });
        expect(response.statusCode, response.body).toBe(200);
        const prices = JSON.parse(response.json<string>()) as { lines: Array<{ price: number }> };
        return prices.lines[0]?.price;
      };
      expect(await listed()).toBe(25);
      expect(await cartPrice()).toBe(25);
      await setVariantPrice(shop().db, String(variantId), '19.90');
      await within(5_000, async () => {
        expect(await listed()).toBe(19.9);
        expect(await cartPrice()).toBe(19.9);
      });
    });

    it('delivery methods are kept until the log says everything changed (a seed)', async () => {
      const { variantId } = await productCard(shop(), 6);
      const names = async () => {
        const response = await call(shop(), 'POST', '/api/v1/deliveries?lang=en', {
          destination: { country_code: 'FI' },
          items: [{ product_variant_id: variantId, quantity: 1 }],
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ methods: Array<{ id: number; name: string }> }>().methods;
      };
      const [first] = await names();
      if (!first) throw new Error('no delivery method ships to Finland');
      const rename = (name: string) =>
        shop()
          .db.updateTable('delivery_method_translations')
          .set({ name })
          .where('delivery_method_id', '=', first.id)
          .where('locale', '=', 'en')
          .execute();
      await rename('Renamed behind the log');
      try {
        // Written behind the log's back: the kept methods still answer.
        expect((await names())[0]?.name).toBe(first.name);
        await recordChange(shop().db, 'all', null);
        await within(5_000, async () => expect((await names())[0]?.name).toBe('Renamed behind the log'));
      } finally {
        await rename(first.name);
        await recordChange(shop().db, 'all', null);
      }
    });
  },
  { env: { CATALOG_CACHE_TTL_MS: '600000', CART_PRICES_CACHE_MS: '60000', CHANGE_POLL_MS: '50' } },
);

describeEachDatabase(
  'the feed and the caches of the process answering it',
  (shop) => {
    it("once the feed has named a change, that process's cached answers already show it", async () => {
      const { variantId, uri } = await productCard(shop(), 7);
      const start = await latest(shop());
      expect((await cardVariant(shop().app, uri, variantId)).calculatedPrice.price).toBe(25);
      await setVariantPrice(shop().db, String(variantId), '23.00');
      expect((await feed(shop().app, `?after=${start}`)).changes).toHaveLength(1);
      // No waiting: answering the feed caught this process's follower up first.
      expect((await cardVariant(shop().app, uri, variantId)).calculatedPrice.price).toBe(23);
    });
  },
  // No timer: only answering the feed makes the follower look at the log.
  { env: { CATALOG_CACHE_TTL_MS: '600000', CHANGE_POLL_MS: '0' } },
);

describe.runIf(testDatabases().includes('postgres'))('two API processes on one PostgreSQL database', () => {
  it('both drop a changed card within about two seconds', async () => {
    const shop = await buildTestApp({
      database: 'postgres',
      env: { CATALOG_CACHE_TTL_MS: '600000', CHANGE_POLL_MS: '200' },
    });
    // A second process: its own pool on the same schema, its own caches and follower.
    const otherDb = createDatabase({ dataDir: shop.dataDir, databaseUrl: shop.env.DATABASE_URL, schema: shop.schema });
    const other = await buildApp({ env: shop.env, db: otherDb, logger: false, openapiFile: null });
    try {
      await other.ready();
      const { variantId, uri } = await productCard(shop, 6);
      for (const app of [shop.app, other])
        expect((await cardVariant(app, uri, variantId)).calculatedPrice.price).toBe(25);
      await setVariantPrice(shop.db, String(variantId), '44.00');
      await within(2_000, async () => {
        for (const app of [shop.app, other])
          expect((await cardVariant(app, uri, variantId)).calculatedPrice.price).toBe(44);
      });
    } finally {
      await other.close();
      await otherDb.destroy();
      await shop.close();
    }
  });
});

describe('npm run catalog (the CLI)', () => {
  const cli = (dataDir: string, ...args: string[]) => runCommand('modules/catalog/cli.ts', dataDir, args);

  it('sets a price by SKU and a stock by id in the database of DATA_DIR; bad input exits 2', async () => {
    const shop = await buildTestApp();
    try {
      const { variantId, productId } = await productToBuy(shop, 0);
      const sku = await skuOf(shop, variantId);
      const start = await latest(shop);
      const price = cli(shop.dataDir, 'price', sku, '12.50');
      expect(price.status, price.stderr).toBe(0);
      expect(price.stdout).toContain(`variant ${variantId} (${sku}): price 25.00 → 12.50`);
      const stock = cli(shop.dataDir, 'stock', String(variantId), '2');
      expect(stock.status, stock.stderr).toBe(0);
      expect(stock.stdout).toContain('stock 50 → 2');
      expect(
        await shop.db
          .selectFrom('product_variants')
          .select(['price_minor', 'stock'])
          .where('id', '=', variantId)
          .executeTakeFirstOrThrow(),
      ).toEqual({ price_minor: 1250, stock: 2 });
      expect(await since(shop, start)).toEqual([`product:${productId}`, `product:${productId}`]);

      const refused = cli(shop.dataDir, 'price', sku, '12,345');
      expect(refused.status).toBe(2);
      expect(refused.stderr).toMatch(/^refused: the price must be an amount like 39\.90/);
      expect(cli(shop.dataDir, 'stock', 'no-such-sku', '1').stderr).toMatch(/^refused: no variant with id or SKU/);
      expect(cli(shop.dataDir, 'discount', sku, '1').status).toBe(2);
    } finally {
      await shop.close();
    }
    // Each run compiles the CLI's TypeScript first (two seconds, far more on a busy machine).
  }, 180_000);
});
