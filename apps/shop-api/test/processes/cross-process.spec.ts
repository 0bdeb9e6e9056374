import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/modules/auth/constants';
import { codeOf, lastMailTo, randomIp, uniqueEmail } from '../helpers/auth';
import { createDatabase } from '../../src/db/database';
import { setVariantPrice } from '../../src/modules/catalog/variant-writes';
import { migrateToLatest } from '../../src/db/migrate';
import { seedDemo } from '../../src/seed/seed';
import { adminQuery, SMALL_DEMO_PRODUCTS, withSchemaLock } from '../helpers/build-app';
import { buildApiForProcesses, eventually, startApiProcess, type ApiProcess } from '../helpers/api-process';

// Several API processes share what must be shared only through PostgreSQL and Redis: .ci/run sets
// both; a laptop with neither runs the in-process tests of the same rules.
const databaseUrl = process.env['TEST_DATABASE_URL'];
const redisUrl = process.env['TEST_REDIS_URL'];

interface Answer {
  status: number;
  body: unknown;
  cookies: string[];
}
async function ask(
  api: ApiProcess,
  method: string,
  path: string,
  options: { body?: unknown; ip?: string; cookie?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text.startsWith('{') ? JSON.parse(text) : text,
    cookies: response.headers.getSetCookie().map((line) => line.split(';')[0] ?? ''),
  };
}

describe.runIf(databaseUrl && redisUrl)('two API processes on one PostgreSQL and one Redis', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-processes-'));
  let build: ReturnType<typeof buildApiForProcesses> | undefined;
  let a: ApiProcess;
  let b: ApiProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    await adminQuery(databaseUrl ?? '', `create schema ${schema}`);
    // Migrated and seeded (a small catalogue) here, as the other tests' shops are; the processes
    // find the database ready.
    const db = createDatabase({ dataDir, databaseUrl, schema });
    try {
      await withSchemaLock('shared', () => migrateToLatest(db, { schema }));
      await seedDemo(db, { dataDir, products: SMALL_DEMO_PRODUCTS });
    } finally {
      await db.destroy();
    }
    build = buildApiForProcesses();
    const url = new URL(databaseUrl ?? '');
    url.searchParams.set('options', `-c search_path=${schema}`);
    env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl ?? '',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(24).toString('hex'),
      MAIL_OUTBOX: 'file',
      SEED_DEMO: 'false',
      IMAGE_WARM_UP: 'false',
    };
    [a, b] = await Promise.all([startApiProcess(build.serverFile, env), startApiProcess(build.serverFile, env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    build?.remove();
    rmSync(dataDir, { recursive: true, force: true });
    // Exclusive, like every test shop's drop: another file's migrator reading the catalogue at that
    // moment fails with "relation … does not exist" (a full PostgreSQL run failed so, twice).
    await withSchemaLock('exclusive', () => adminQuery(databaseUrl ?? '', `drop schema if exists ${schema} cascade`));
  });

  it('counts a sign-in rate limit once for both', async () => {
    const email = uniqueEmail();
    const ip = randomIp();
    const login = (api: ApiProcess) =>
      ask(api, 'POST', '/api/auth/login', { body: { email, password: 'wrong password' }, ip });
    for (let i = 0; i < LIMITS.login.pair.max; i += 1) expect((await login(i % 2 === 0 ? a : b)).status).toBe(401);
    expect((await login(a)).status).toBe(429);
    expect((await login(b)).status).toBe(429);
  });

  it('knows a session made on one on the other, and its end too', async () => {
    const email = uniqueEmail();
    const sent = await ask(a, 'POST', '/api/v1/customer/send-email-confirmation-code?lang=en', {
      body: { email, identity: null },
      ip: randomIp(),
    });
    expect(sent.status).toBe(200);
    const code = codeOf(await lastMailTo({ dataDir }, email));
    const registered = await ask(b, 'POST', '/api/auth/register', {
      body: {
        identity: (sent.body as { identity: string }).identity,
        email,
        password: 'correct horse battery',
        code,
        first_name: 'Anna',
      },
      ip: randomIp(),
    });
    expect(registered.status).toBe(201);
    // The session cookie, as the browser would send it to whichever process answers next.
    const cookie = registered.cookies.find((pair) => pair.startsWith('jwt='));
    expect(cookie).toBeDefined();
    const user = await ask(a, 'GET', '/api/auth/user', { cookie });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ email });
    expect((await ask(a, 'POST', '/api/auth/logout', { cookie })).status).toBe(200);
    expect((await ask(b, 'GET', '/api/auth/user', { cookie })).body).toEqual({});
  });

  it('shows a price changed by the catalogue command in both, through the change log', async () => {
    type Listing = { products: Array<{ id: number; price_range: { min: number } }> };
    const listing = async (api: ApiProcess) => (await ask(api, 'GET', '/api/v1/catalog/women?lang=en')).body as Listing;
    const product = (await listing(a)).products[0];
    expect(product).toBeDefined();
    await listing(b);
    // What `npm run catalog -- price <variant> 1.11` does, for every variant of the product: below
    // any price or discount the seed gives, so it becomes the listing's lowest. The caches keep
    // answers 5 minutes (CATALOG_CACHE_TTL_MS): only the change log can bring it within seconds.
    const newMinor = 111;
    const db = createDatabase({ dataDir, databaseUrl, schema });
    try {
      const variants = await db
        .selectFrom('product_variants')
        .select('id')
        .where('product_id', '=', product?.id ?? 0)
        .execute();
      expect(variants.length).toBeGreaterThan(0);
      for (const variant of variants) await setVariantPrice(db, String(variant.id), '1.11');
    } finally {
      await db.destroy();
    }
    const seen = async (api: ApiProcess) =>
      Math.round(
        ((await listing(api)).products.find((item) => item.id === product?.id)?.price_range.min ?? 0) * 100,
      ) === newMinor;
    expect(await eventually(() => seen(a), 5_000)).toBe(true);
    expect(await eventually(() => seen(b), 5_000)).toBe(true);
  });

  it('runs WEB_CONCURRENCY=2 on one port: one scrape counts both workers, a dead worker is replaced', async () => {
    const cluster = await startApiProcess(build?.serverFile ?? '', { ...env, WEB_CONCURRENCY: '2' });
    try {
      const listening = () =>
        [...cluster.output().matchAll(/"pid":(\d+)[^\n]*Server listening/g)].map((m) => Number(m[1]));
      expect(await eventually(async () => listening().length === 2, 30_000)).toBe(true);
      // The primary hands connections to its workers in turn: a scrape that saw one worker only
      // would count about half of these.
      const requests = 10;
      for (let i = 0; i < requests; i += 1) {
        const response = await fetch(`${cluster.url}/healthz`, { headers: { connection: 'close' } });
        expect(response.status).toBe(200);
      }
      const scrape = await (await fetch(`${cluster.url}/metrics`)).text();
      expect(scrape).toContain(
        `shop_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"} ${requests}`,
      );

      process.kill(listening()[0] ?? 0, 'SIGKILL');
      expect(await eventually(async () => listening().length === 3, 30_000)).toBe(true);
      expect(cluster.output()).toContain('an API worker died: starting another');
      expect((await fetch(`${cluster.url}/healthz`)).status).toBe(200);
    } finally {
      await cluster.stop();
    }
  }, 90_000);

  it("traces a request through the API to its SQL as one trace, continuing the caller's", async () => {
    // A fake OpenTelemetry collector (OTLP over HTTP with JSON) on loopback.
    const received: unknown[] = [];
    const collector: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        if (request.url === '/v1/traces') received.push(JSON.parse(body));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((listening) => collector.listen(0, '127.0.0.1', listening));
    const traced = await startApiProcess(build?.serverFile ?? '', {
      ...env,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    try {
      // As the storefront's render sends it (W3C trace context).
      const traceId = randomBytes(16).toString('hex');
      const callerSpanId = randomBytes(8).toString('hex');
      const response = await fetch(`${traced.url}/api/v1/catalog/women?lang=en`, {
        headers: { traceparent: `00-${traceId}-${callerSpanId}-01` },
      });
      expect(response.status).toBe(200);
      type Span = { traceId: string; spanId: string; parentSpanId?: string; name: string; service: string };
      const spansOf = (trace: string): Span[] =>
        (
          received as Array<{
            resourceSpans: Array<{
              resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
              scopeSpans: Array<{ spans: Omit<Span, 'service'>[] }>;
            }>;
          }>
        )
          .flatMap((batch) =>
            batch.resourceSpans.flatMap((resource) => {
              const service =
                resource.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue ??
                '';
              return resource.scopeSpans.flatMap((scope) => scope.spans.map((span) => ({ ...span, service })));
            }),
          )
          .filter((span) => span.traceId === trace);
      const spans = () => spansOf(traceId);
      const sqlOf = (all: Span[]) => all.filter((span) => span.name.startsWith('pg.query'));
      // The request's own span ends last, so it may come in a later batch than its statements'.
      const requestSpan = (all: Span[]) => all.find((span) => span.parentSpanId === callerSpanId);
      expect(
        await eventually(async () => sqlOf(spans()).length > 0 && requestSpan(spans()) !== undefined, 10_000),
      ).toBe(true);
      const all = spans();
      expect(new Set(all.map((span) => span.service))).toEqual(new Set(['shop-api']));
      // Every statement's span leads up to the request's own span, whose parent is the caller's.
      const byId = new Map(all.map((span) => [span.spanId, span]));
      const rootOf = (span: Span): Span => {
        const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
        return parent ? rootOf(parent) : span;
      };
      for (const sql of sqlOf(all)) expect(rootOf(sql)).toBe(requestSpan(all));

      // Secrets in a URL (an order's crypto in the query, a reset link's token in the path) do not
      // reach the collector: the http and Fastify spans carry them redacted, like the logs.
      const crypto = randomBytes(24).toString('base64url');
      const token = randomBytes(32).toString('hex');
      const secretTrace = randomBytes(16).toString('hex');
      const secretCaller = randomBytes(8).toString('hex');
      for (const path of [`/api/v1/order/by-crypto?crypto=${crypto}&lang=en`, `/api/auth/reset-password/${token}`]) {
        const answer = await fetch(`${traced.url}${path}`, {
          headers: { traceparent: `00-${secretTrace}-${secretCaller}-01` },
        });
        await answer.text();
      }
      // Both requests' own spans have come, so every span of theirs has been exported.
      const secretRequests = () => spansOf(secretTrace).filter((span) => span.parentSpanId === secretCaller);
      expect(await eventually(async () => secretRequests().length === 2, 10_000)).toBe(true);
      const exported = JSON.stringify(received);
      expect(exported).toContain('[redacted]');
      expect(exported).not.toContain(crypto);
      expect(exported).not.toContain(token);
    } finally {
      await traced.stop();
      collector.close();
    }
  }, 90_000);
});
