import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestShop } from '../helpers/build-app';
import { expectProblem } from '../helpers/contract';

const TOKEN = 'storefront-only-7f3c1a9e';

describe('the app access token', () => {
  let guarded: TestShop;
  let open: TestShop;
  beforeAll(async () => {
    const extend = (app: TestShop['app']) => {
      app.get('/api/v1/test/ping', async () => ({ pong: true }));
    };
    guarded = await buildTestApp({ seed: false, env: { APP_ACCESS_TOKEN: TOKEN }, extend });
    open = await buildTestApp({ seed: false, extend });
  });
  afterAll(async () => {
    await guarded.close();
    await open.close();
  });

  const config = (shop: TestShop, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'GET', url: '/api/v1/test/ping', headers });

  it('lets in the storefront, which sends the token', async () => {
    expect((await config(guarded, { 'x-app-access-token': TOKEN })).statusCode).toBe(200);
  });

  it('refuses a caller without it, or with a wrong one, with a 401 problem', async () => {
    const wrong: Array<Record<string, string>> = [
      {},
      { 'x-app-access-token': 'guess' },
      { 'x-app-access-token': `${TOKEN}x` },
      { 'x-app-access-token': '' },
    ];
    for (const headers of wrong) {
      const problem = expectProblem(await config(guarded, headers), 401);
      expect(problem.detail).toMatch(/app access token/);
    }
    // Writes too, before anything is parsed.
    const write = await guarded.app.inject({ method: 'POST', url: '/api/v1/cart/get-prices', payload: { items: [] } });
    expectProblem(write, 401);
  });

  it('keeps the health check open for the host', async () => {
    expect((await guarded.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('changes nothing when the token is not configured', async () => {
    expect((await config(open)).json()).toEqual({ pong: true });
  });
});
