import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { createDatabase } from '../../src/db/database';
import { buildTestApp, describeEachDatabase } from '../helpers/build-app';

describeEachDatabase(
  'GET /healthz',
  (shop) => {
    it('reports the service and its database up', async () => {
      const response = await shop().app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    });
  },
  { seed: false },
);

describe('GET /healthz with the database gone', () => {
  it('answers 503 in the problem shape when SQLite is closed', async () => {
    const shop = await buildTestApp({ seed: false });
    try {
      await shop.db.destroy();
      const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ type: 'https://shop.example/problems/unavailable', status: 503 });
    } finally {
      await shop.close().catch(() => undefined);
    }
  });
});

describe('GET /healthz with PostgreSQL unreachable', () => {
  // A server that accepts connections and never answers: the worst case, a hung database.
  let silent: Server;
  let port = 0;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  async function probe(databaseUrl: string) {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, DATA_DIR: '/nonexistent' });
    const db = createDatabase({ dataDir: env.DATA_DIR, databaseUrl });
    const app = await buildApp({ env, db, logger: false, openapiFile: null });
    try {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      return { response, ms: performance.now() - started };
    } finally {
      await app.close();
      await db.destroy().catch(() => undefined);
    }
  }

  it('answers 503 at once when nothing listens', async () => {
    const { response, ms } = await probe('postgres://postgres@127.0.0.1:1/shop');
    expect(response.statusCode).toBe(503);
    expect(ms).toBeLessThan(2_500);
  });

  it('answers 503 within about 2 s when the database hangs', async () => {
    const { response, ms } = await probe(`postgres://postgres@127.0.0.1:${port}/shop`);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 503, detail: 'The database does not answer.' });
    expect(ms).toBeLessThan(3_000);
  });
});
