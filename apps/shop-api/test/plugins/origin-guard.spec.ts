import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestShop } from '../helpers/build-app';

/** A shop without data whose storefront is at `publicUrl` (its API on port 4010), with a write and a read to guard. */
const shopWithStorefrontAt = (publicUrl: string) =>
  buildTestApp({
    seed: false,
    env: { PUBLIC_URL: publicUrl, API_PORT: '4010' },
    extend(app) {
      app.post('/test/write', async () => ({ written: true }));
      app.get('/test/read', async () => ({ read: true }));
    },
  });

let shop: TestShop;

beforeAll(async () => {
  shop = await shopWithStorefrontAt('https://shop.example');
});

afterAll(async () => {
  await shop.close();
});

describe('the origin guard', () => {
  it('refuses a write from a foreign Origin with a 403 problem', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await shop.app.inject({
        method,
        url: '/test/write',
        headers: { origin: 'https://evil.example' },
        payload: {},
      });
      expect(response.statusCode, method).toBe(403);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json()).toMatchObject({
        type: 'https://shop.example/problems/forbidden',
        status: 403,
        detail: 'Cross-origin writes are refused.',
      });
    }
  });

  it("refuses look-alikes of the storefront's origin and the opaque null origin", async () => {
    for (const origin of [
      'https://shop.example.evil.example',
      'http://shop.example',
      'https://shop.example:8443',
      'null',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]) {
      const response = await shop.app.inject({ method: 'POST', url: '/test/write', headers: { origin }, payload: {} });
      expect(response.statusCode, origin).toBe(403);
    }
  });

  it("lets writes from the storefront's origin through", async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/test/write',
      headers: { origin: 'https://shop.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ written: true });
  });

  it("lets writes from the API's own origin through (the documentation page)", async () => {
    for (const origin of ['http://127.0.0.1:4010', 'http://localhost:4010']) {
      const response = await shop.app.inject({ method: 'POST', url: '/test/write', headers: { origin }, payload: {} });
      expect(response.statusCode, origin).toBe(200);
    }
  });

  it('lets writes without an Origin through (server-to-server calls carry no ambient cookies)', async () => {
    expect((await shop.app.inject({ method: 'POST', url: '/test/write', payload: {} })).statusCode).toBe(200);
  });

  it('never blocks reads', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/test/read',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the origin guard of a shop on this machine', () => {
  let local: TestShop;

  beforeAll(async () => {
    local = await shopWithStorefrontAt('http://localhost:3000');
  });

  afterAll(async () => {
    await local.close();
  });

  it('lets writes through from the storefront under each loopback name of its port', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const response = await local.app.inject({ method: 'POST', url: '/test/write', headers: { origin }, payload: {} });
      expect(response.statusCode, origin).toBe(200);
    }
  });

  it('refuses another port, another scheme and any other host', async () => {
    for (const origin of [
      'http://127.0.0.1:3001',
      'http://localhost:8080',
      'https://localhost:3000',
      'http://localhost.evil.example:3000',
      'http://192.168.1.10:3000',
    ]) {
      const response = await local.app.inject({ method: 'POST', url: '/test/write', headers: { origin }, payload: {} });
      expect(response.statusCode, origin).toBe(403);
    }
  });
});
