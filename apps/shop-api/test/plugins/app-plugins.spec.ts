import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestShop } from '../helpers/build-app';

describe('rate limits and client addresses', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await buildTestApp({
      seed: false,
      extend(app) {
        app.post('/test/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
          ok: true,
        }));
        app.get('/test/ip', async (request) => ({ ip: request.ip }));
      },
    });
  });
  afterAll(async () => {
    await shop.close();
  });

  it('limits only routes that opt in, answering 429 problems with Retry-After', async () => {
    const call = (ip: string) =>
      shop.app.inject({ method: 'POST', url: '/test/limited', remoteAddress: ip, payload: {} });
    expect((await call('10.0.0.1')).statusCode).toBe(200);
    expect((await call('10.0.0.1')).statusCode).toBe(200);
    const limited = await call('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ type: 'https://shop.example/problems/rate-limited', status: 429 });
    expect((await call('10.0.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await shop.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.0.0.1' })).statusCode).toBe(
        200,
      );
  });

  it('believes X-Forwarded-For from loopback only', async () => {
    const fromProxy = await shop.app.inject({
      method: 'GET',
      url: '/test/ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(fromProxy.json()).toEqual({ ip: '203.0.113.7' });
    const spoofed = await shop.app.inject({
      method: 'GET',
      url: '/test/ip',
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(spoofed.json()).toEqual({ ip: '198.51.100.9' });
  });
});

describe('the documentation page', () => {
  let folder: string;
  let shop: TestShop;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'shop-api-docs-'));
    const file = join(folder, 'openapi.yaml');
    await writeFile(
      file,
      [
        'openapi: 3.1.0',
        'info: { title: Test shop API, version: 1.0.0 }',
        'paths:',
        '  /healthz:',
        '    get:',
        '      operationId: getHealth',
        '      responses: { "200": { description: Up } }',
        '',
      ].join('\n'),
    );
    shop = await buildTestApp({ seed: false, openapiFile: file });
  });
  afterAll(async () => {
    await shop.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('serves Swagger UI at /api/docs under the same security headers', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });

  it('serves the contract as written', async () => {
    const json = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      openapi: '3.1.0',
      info: { title: 'Test shop API' },
      paths: { '/healthz': { get: { operationId: 'getHealth' } } },
    });
    // The file alone: nothing from the routes' zod schemas joins it.
    expect(Object.keys((json.json() as { paths: object }).paths)).toEqual(['/healthz']);
  });
});

describe('form bodies', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await buildTestApp({
      seed: false,
      extend(app) {
        app.post('/test/form', async (request) => ({ fields: request.body }));
      },
    });
  });
  afterAll(async () => {
    await shop.close();
  });

  const post = (payload: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/test/form',
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('parses an HTML form into its fields, decoding them', async () => {
    const response = await post('action=pay&token=a%2Bb%3D&note=caf%C3%A9+au+lait&action=decline');
    expect(response.statusCode).toBe(200);
    // A repeated field keeps its last value.
    expect(response.json()).toEqual({ fields: { action: 'decline', token: 'a+b=', note: 'café au lait' } });
  });

  it('refuses a form over 16 KiB with a 413 problem', async () => {
    const response = await post(`note=${'x'.repeat(17 * 1024)}`);
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json()).toMatchObject({ status: 413, type: 'https://shop.example/problems/payload-too-large' });
  });
});
