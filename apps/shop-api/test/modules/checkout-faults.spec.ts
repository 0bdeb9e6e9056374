import { connect, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { createDatabase, REQUEST_PROBE_TIMEOUT_MS, REQUEST_QUERY_PATIENCE_MS } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { buildTestApp, type TestShop } from '../helpers/build-app';
import { addPromoCode, checkout, checkoutForm, stockVariant } from '../helpers/checkout';
import { expectProblem } from '../helpers/contract';
import { sellableVariantIds } from '../helpers/variants';

/**
 * QUALITY.md item 7, the database half: with PostgreSQL down the API answers 503 (Retry-After, the
 * one problem shape) within 2 s and never hangs; a checkout cut off in the middle of its
 * transaction leaves no half-written order, and once the database is back checkouts work again.
 *
 * PostgreSQL only: SQLite is an embedded file in the process, it cannot "go down" or drop a
 * connection, so these faults do not exist there (its closed-handle case is in health.spec.ts).
 *
 * The app under test talks to PostgreSQL through a TCP proxy that can pass traffic, refuse new
 * connections (nothing listens), turn into a black hole (accepts, never answers) and cut a
 * connection when a given SQL text goes by (the wire protocol carries it in clear). Migrations,
 * seeding and every check of what was written go straight to the real database.
 */

/** The pool's connectionTimeoutMillis is 2 s; QUALITY.md asks for the 503 within 2 s. Slack for a loaded 2-core machine. */
const FAST_503_MS = 2_500;

type Cut = 'refuse' | 'blackhole';

interface Link {
  client: Socket;
  server: Socket;
  /** The last bytes the client sent, so a watched text split across two chunks is still seen. */
  tail: Buffer;
  /** Traffic of this link is swallowed both ways, the sockets kept open. */
  silenced: boolean;
  /** The trap fired after forwarding: cut when the server answers. */
  cutOnReply: boolean;
}

interface Trap {
  needle: Buffer;
  /** 'before': the statement never reaches the server; 'reply': it runs, its answer is lost. */
  when: 'before' | 'reply';
  cut: Cut;
  /** Whether established connections are closed (a reset) or kept open and silent. */
  established: 'destroy' | 'hold';
  fired: () => void;
}

/**
 * FINDING: pg emits 'error' on a client whose connection ends unexpectedly, and pg-pool listens
 * for it only while the client is idle. A connection lost while a request holds it (mid-query,
 * mid-transaction) therefore emits 'error' with no listener: an uncaught exception that would end
 * the server process (it has no uncaughtException handler). The fix belongs in database.ts:
 * `pool.on('connect', (client) => client.on('error', () => undefined))` (the query in flight
 * already gets the error, and a client that is no longer queryable is dropped on release).
 * So that the other checks here can run, such unheard errors are recorded instead of thrown, and
 * the last test of this file fails while any occurred.
 */
const unheardClientErrors: string[] = [];
const originalEmit = pg.Client.prototype.emit;
function guardClientErrors(): void {
  pg.Client.prototype.emit = function emit(this: pg.Client, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'error' && this.listenerCount('error') === 0) {
      unheardClientErrors.push(String((args[0] as Error | undefined)?.message));
      return false;
    }
    return originalEmit.call(this, event, ...args);
  } as typeof originalEmit;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class DatabaseProxy {
  private readonly server: Server = createServer((socket) => this.accept(socket));
  private readonly links = new Set<Link>();
  /** Connections accepted while a black hole: held open, never answered. */
  private readonly held = new Set<Socket>();
  private state: 'pass' | Cut = 'pass';
  private trap: Trap | undefined;
  port = 0;

  constructor(private readonly upstream: { host: string; port: number }) {}

  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Cuts the database off now: established connections reset (or silenced), new ones refused or black-holed. */
  cut(mode: Cut, established: 'destroy' | 'hold' = 'destroy'): void {
    this.state = mode;
    this.trap = undefined;
    for (const link of this.links) {
      if (established === 'hold') {
        link.silenced = true;
      } else {
        this.drop(link);
      }
    }
    // Closing the listening socket makes the port refuse connections at once (RST on SYN).
    if (mode === 'refuse' && this.server.listening) this.server.close();
  }

  /**
   * Cuts the database off the moment a client sends `needle` (before it reaches the server, or
   * once the server has answered it). Returns whether the cut has happened yet.
   */
  cutWhenSeen(
    needle: string,
    options: { when?: Trap['when']; cut?: Cut; established?: Trap['established'] } = {},
  ): () => boolean {
    let fired = false;
    this.trap = {
      needle: Buffer.from(needle, 'utf8'),
      when: options.when ?? 'before',
      cut: options.cut ?? 'refuse',
      established: options.established ?? 'destroy',
      fired: () => (fired = true),
    };
    return () => fired;
  }

  /** The database is back: new connections pass; connections cut or silenced before stay gone (as after a restart). */
  async restore(): Promise<void> {
    this.trap = undefined;
    this.state = 'pass';
    for (const link of this.links) if (link.silenced) this.drop(link);
    for (const socket of this.held) socket.destroy();
    if (!this.server.listening) await this.listen();
  }

  /** Resets every established connection (new ones pass): the pool opens fresh ones. */
  dropAll(): void {
    for (const link of this.links) this.drop(link);
  }

  async close(): Promise<void> {
    this.trap = undefined;
    for (const link of this.links) this.drop(link);
    for (const socket of this.held) socket.destroy();
    if (this.server.listening) await new Promise((resolve) => this.server.close(resolve));
  }

  private drop(link: Link): void {
    link.client.destroy();
    link.server.destroy();
    this.links.delete(link);
  }

  private accept(client: Socket): void {
    client.on('error', () => undefined);
    if (this.state !== 'pass') {
      // A black hole (a refusing proxy does not listen, so nothing arrives here then).
      this.held.add(client);
      client.on('close', () => this.held.delete(client));
      return;
    }
    const server = connect(this.upstream.port, this.upstream.host);
    server.on('error', () => undefined);
    const link: Link = { client, server, tail: Buffer.alloc(0), silenced: false, cutOnReply: false };
    this.links.add(link);
    client.on('close', () => this.drop(link));
    server.on('close', () => this.drop(link));
    client.on('data', (chunk: Buffer) => this.fromClient(link, chunk));
    server.on('data', (chunk: Buffer) => {
      if (link.silenced) return;
      if (link.cutOnReply && this.trap) {
        this.spring(this.trap);
        return;
      }
      client.write(chunk);
    });
  }

  private fromClient(link: Link, chunk: Buffer): void {
    if (link.silenced || !this.links.has(link)) return;
    const trap = this.trap;
    if (trap) {
      const window = Buffer.concat([link.tail, chunk]);
      if (window.includes(trap.needle)) {
        if (trap.when === 'before') {
          this.spring(trap);
          return;
        }
        link.cutOnReply = true;
      }
      link.tail = window.subarray(Math.max(0, window.length - trap.needle.length + 1));
    }
    link.server.write(chunk);
  }

  private spring(trap: Trap): void {
    this.cut(trap.cut, trap.established);
    trap.fired();
  }
}

/** Lets the app's pool notice connections the proxy closed. */
const settle = () => sleep(100);

async function timed(
  request: () => Promise<LightMyRequestResponse>,
): Promise<{ response: LightMyRequestResponse; ms: number }> {
  const started = Date.now();
  const response = await request();
  return { response, ms: Date.now() - started };
}

function expectUnavailable(response: LightMyRequestResponse): void {
  const problem = expectProblem(response, 503);
  expect(problem.type).toBe('https://shop.example/problems/unavailable');
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
}

describe.skipIf(!process.env['TEST_DATABASE_URL'])('checkout with PostgreSQL failing [postgres]', () => {
  /** The shop on the real database: seeding and every check of what was written. */
  let shop: TestShop;
  /** The same shop's app, its pool behind the proxy. */
  let faulty: TestShop;
  let proxy: DatabaseProxy;
  let app: FastifyInstance | undefined;
  let db: Kysely<Database> | undefined;
  const timings: string[] = [];

  beforeAll(async () => {
    guardClientErrors();
    shop = await buildTestApp({ database: 'postgres' });
    const real = new URL(process.env['TEST_DATABASE_URL'] ?? '');
    proxy = new DatabaseProxy({ host: real.hostname, port: Number(real.port || 5432) });
    await proxy.listen();
    const proxied = new URL(real);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: shop.dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      CATALOG_CACHE_TTL_MS: '0',
      DATABASE_URL: proxied.toString(),
    });
    db = createDatabase({ dataDir: shop.dataDir, databaseUrl: proxied.toString(), schema: shop.schema, poolSize: 4 });
    app = await buildApp({ env, db, logger: false, openapiFile: null });
    await app.ready();
    faulty = { ...shop, app, db, env };
  });

  afterEach(async () => {
    await proxy.restore();
    await settle();
  });

  afterAll(async () => {
    await proxy?.restore();
    await app?.close();
    await db?.destroy();
    await proxy?.close();
    await shop?.close();
    pg.Client.prototype.emit = originalEmit;
    if (timings.length > 0) console.info(`checkout-faults timings:\n  ${timings.join('\n  ')}`);
  });

  /** The proxied app works: the database reachable through the proxy (and a pooled connection open). */
  async function expectUp() {
    const response = await faulty.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** Two variants of the test's own (20.00 and 15.00, 10 each) and a 10 % promo code. */
  async function cart() {
    const ids = await sellableVariantIds(shop, 12);
    const [a, b] = ids.splice(Math.floor(Math.random() * 10), 2) as [number, number];
    await stockVariant(shop, a, 10, 2000);
    await stockVariant(shop, b, 10, 1500);
    const promo = await addPromoCode(shop, { type: 'percentage', value: 10 });
    const form = await checkoutForm(
      shop,
      [
        { product_variant_id: a, quantity: 1 },
        { product_variant_id: b, quantity: 2 },
      ],
      { promocode: promo.code },
    );
    return { a, b, promo, form };
  }

  async function state(ids: { a: number; b: number; promoId: number; email: string }) {
    const [variants, promo, usages, orders] = await Promise.all([
      shop.db
        .selectFrom('product_variants')
        .select(['id', 'stock'])
        .where('id', 'in', [ids.a, ids.b])
        .orderBy('id')
        .execute(),
      shop.db.selectFrom('promo_codes').select('used_count').where('id', '=', ids.promoId).executeTakeFirstOrThrow(),
      shop.db.selectFrom('promo_code_usages').select('id').where('promo_code_id', '=', ids.promoId).execute(),
      shop.db.selectFrom('orders').select('id').where('email', '=', ids.email).execute(),
    ]);
    const lines =
      orders.length === 0
        ? []
        : await shop.db
            .selectFrom('order_lines')
            .select(['order_id', 'variant_id', 'quantity'])
            .where(
              'order_id',
              'in',
              orders.map((order) => order.id),
            )
            .execute();
    return {
      stock: Object.fromEntries(variants.map((row) => [row.id, row.stock])),
      usedCount: promo.used_count,
      usages: usages.length,
      orders: orders.length,
      lines: lines.length,
    };
  }

  /** No order of this shop lacks its lines (every checkout here has two). */
  async function expectNoOrderWithoutLines() {
    const orphans = await shop.db
      .selectFrom('orders as o')
      .leftJoin('order_lines as l', 'l.order_id', 'o.id')
      .select('o.id')
      .where('l.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
  }

  it('a statement waiting on a row lock longer than the patience is not cut: the server answers the probe, the checkout goes through', async () => {
    await expectUp();
    const { a, b, promo, form } = await cart();
    // Another transaction holds the first variant's row for 1.8 s (the real database, not the proxy).
    let release: () => void = () => undefined;
    const held = shop.db.transaction().execute(async (trx) => {
      await trx.updateTable('product_variants').set({ stock: 10 }).where('id', '=', a).execute();
      await new Promise<void>((resolve) => {
        release = resolve;
        setTimeout(resolve, 1_800);
      });
    });
    await sleep(100);
    const { response, ms } = await timed(() => checkout(faulty, form));
    release();
    await held;
    timings.push(`row lock held 1.8 s, checkout: ${response.statusCode} in ${ms} ms`);
    expect(response.statusCode, response.body).toBe(201);
    expect(ms).toBeGreaterThan(REQUEST_QUERY_PATIENCE_MS);
    expect(await state({ a, b, promoId: promo.id, email: form.contact.email })).toMatchObject({
      stock: { [a]: 9, [b]: 8 },
      orders: 1,
      lines: 2,
    });
  });

  describe('database refusing connections', () => {
    it('checkout answers 503 + Retry-After in the problem shape within 2 s (measured: tens of ms; asserted < 2.5 s)', async () => {
      await expectUp();
      const { a, b, promo, form } = await cart();
      const before = await state({ a, b, promoId: promo.id, email: form.contact.email });
      proxy.cut('refuse');
      await settle();
      const { response, ms } = await timed(() => checkout(faulty, form));
      timings.push(`refused, checkout: ${response.statusCode} in ${ms} ms`);
      expectUnavailable(response);
      expect(ms).toBeLessThan(FAST_503_MS);
      expect(await state({ a, b, promoId: promo.id, email: form.contact.email })).toEqual(before);
    });

    it('reads (catalog page, /healthz) answer 503 within 2 s too', async () => {
      await expectUp();
      const get = (url: string) => faulty.app.inject({ method: 'GET', url });
      expect((await get('/api/v1/catalog/women')).statusCode).toBe(200);
      proxy.cut('refuse');
      await settle();
      for (const url of ['/api/v1/catalog/women', '/healthz']) {
        const { response, ms } = await timed(() => get(url));
        timings.push(`refused, GET ${url}: ${response.statusCode} in ${ms} ms`);
        expectUnavailable(response);
        expect(ms).toBeLessThan(FAST_503_MS);
      }
    });
  });

  describe('database a black hole (accepts, never answers)', () => {
    it('new connections: checkout and reads end in 503 within 2 s, the pool’s connect timeout (measured ≈ 2.0 s; asserted < 2.5 s)', async () => {
      await expectUp();
      const { a, b, promo, form } = await cart();
      const before = await state({ a, b, promoId: promo.id, email: form.contact.email });
      // Open connections are reset, new ones hang: the pool must open a new one and give up.
      proxy.cut('blackhole');
      await settle();
      const results = await Promise.all([
        timed(() => checkout(faulty, form)),
        timed(() => faulty.app.inject({ method: 'GET', url: '/api/v1/catalog/women' })),
        timed(() => faulty.app.inject({ method: 'GET', url: '/healthz' })),
      ]);
      for (const [index, { response, ms }] of results.entries()) {
        timings.push(
          `black hole (new connections), ${['checkout', 'GET /api/v1/catalog/women', 'GET /healthz'][index]}: ${response.statusCode} in ${ms} ms`,
        );
        expectUnavailable(response);
        expect(ms).toBeLessThan(FAST_503_MS);
      }
      await proxy.restore();
      expect(await state({ a, b, promoId: promo.id, email: form.contact.email })).toEqual(before);
    });

    it('an established connection: /healthz still answers 503 within 2 s (its own probe timeout)', async () => {
      await expectUp();
      proxy.cut('blackhole', 'hold');
      const { response, ms } = await timed(() => faulty.app.inject({ method: 'GET', url: '/healthz' }));
      timings.push(`black hole (established connection), GET /healthz: ${response.statusCode} in ${ms} ms`);
      expectUnavailable(response);
      expect(ms).toBeLessThan(FAST_503_MS);
    });

    // A connection that goes silent while in use (a network partition, a frozen server) would only
    // be given up by pg's query_timeout (15 s), and the transaction's ROLLBACK would wait behind it
    // again: ≈ 30 s. A request's statement that waits longer than REQUEST_QUERY_PATIENCE_MS makes
    // the client probe the server on a new connection; no answer within REQUEST_PROBE_TIMEOUT_MS
    // drops the connection, so the request ends in 503 within 2 s.
    it(`an established connection silenced mid-checkout: the request ends in 503 within 2 s (patience ${REQUEST_QUERY_PATIENCE_MS} ms + probe ${REQUEST_PROBE_TIMEOUT_MS} ms); nothing is written`, async () => {
      await expectUp();
      const { a, b, promo, form } = await cart();
      const ids = { a, b, promoId: promo.id, email: form.contact.email };
      const before = await state(ids);
      const fired = proxy.cutWhenSeen('insert into "orders"', { cut: 'blackhole', established: 'hold' });
      const { response, ms } = await timed(() => checkout(faulty, form));
      timings.push(`black hole (established, mid-transaction), checkout: ${response.statusCode} in ${ms} ms`);
      expect(fired(), 'the proxy cut the connection').toBe(true);
      expectUnavailable(response);
      expect(ms).toBeGreaterThanOrEqual(REQUEST_QUERY_PATIENCE_MS);
      expect(ms).toBeLessThan(FAST_503_MS);
      await proxy.restore();
      await settle();
      expect(await state(ids)).toEqual(before);
      await expectNoOrderWithoutLines();
    }, 30_000);
  });

  describe('database lost in the middle of a checkout transaction', () => {
    const statements = [
      // Stock already taken by then; then the order row written; then its lines.
      { point: 'the orders insert', needle: 'insert into "orders"' },
      // Numbering the order and writing its lines are one statement on PostgreSQL (prepared: its
      // text travels on a connection's first run, as here after every restore).
      { point: 'the order_lines insert', needle: 'insert into order_lines' },
      // Taking the code's use and recording it are one statement on PostgreSQL (no per-customer limit).
      { point: 'the promo use insert', needle: 'insert into promo_code_usages' },
      // The simple-protocol Query message Kysely sends to commit.
      { point: 'the commit', needle: 'commit\0' },
    ];

    it.each(statements)(
      'cut at $point: 503 at once; after recovery nothing of it is left and a new checkout succeeds',
      async ({ needle }) => {
        await expectUp();
        const { a, b, promo, form } = await cart();
        const ids = { a, b, promoId: promo.id, email: form.contact.email };
        const before = await state(ids);
        expect(before).toMatchObject({ stock: { [a]: 10, [b]: 10 }, usedCount: 0, usages: 0, orders: 0 });

        // A statement kept prepared on a connection is sent by name, its text only when prepared:
        // on fresh connections every statement's text goes through the proxy.
        proxy.dropAll();
        await settle();
        const fired = proxy.cutWhenSeen(needle);
        const { response, ms } = await timed(() => checkout(faulty, form));
        expect(fired(), 'the proxy cut the connection').toBe(true);
        timings.push(`cut at ${needle.replace('\0', '')}: ${response.statusCode} in ${ms} ms`);
        expectUnavailable(response);
        expect(ms).toBeLessThan(FAST_503_MS);

        await proxy.restore();
        await settle();
        // The transaction rolled back: no order, stock and the promo code as they were.
        expect(await state(ids)).toEqual(before);
        await expectNoOrderWithoutLines();

        const retry = await checkout(faulty, form);
        expect(retry.statusCode, retry.body).toBe(201);
        expect(await state(ids)).toEqual({ stock: { [a]: 9, [b]: 8 }, usedCount: 1, usages: 1, orders: 1, lines: 2 });
      },
    );

    it('the answer to the commit lost: 503, yet the order is whole, and a retry with its Idempotency-Key answers that order', async () => {
      await expectUp();
      const { a, b, promo, form } = await cart();
      const ids = { a, b, promoId: promo.id, email: form.contact.email };
      const key = `lost-commit-${Date.now()}`;
      const fired = proxy.cutWhenSeen('commit\0', { when: 'reply' });
      const { response, ms } = await timed(() => checkout(faulty, form, { key }));
      expect(fired(), 'the proxy cut the connection').toBe(true);
      timings.push(`commit answer lost: ${response.statusCode} in ${ms} ms`);
      expectUnavailable(response);
      expect(ms).toBeLessThan(FAST_503_MS);
      await proxy.restore();
      // Committed before the connection died: all of it, never part of it.
      expect(await state(ids)).toEqual({ stock: { [a]: 9, [b]: 8 }, usedCount: 1, usages: 1, orders: 1, lines: 2 });
      await expectNoOrderWithoutLines();
      // The key's answer was stored in the order's own transaction: the retry gets the order, not a second one.
      const retry = await checkout(faulty, form, { key });
      expect(retry.statusCode, retry.body).toBe(201);
      expect(await state(ids)).toEqual({ stock: { [a]: 9, [b]: 8 }, usedCount: 1, usages: 1, orders: 1, lines: 2 });
    });
  });

  // Runs last: the cuts above are what lose connections in use (see guardClientErrors).
  it('a connection lost while a request holds it emits no unheard error (which would crash the server)', () => {
    expect(unheardClientErrors).toEqual([]);
  });
});
