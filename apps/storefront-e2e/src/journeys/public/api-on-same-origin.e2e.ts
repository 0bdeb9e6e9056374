import { DESKTOP_ONLY, expect, test } from '../../fixtures';
import { API_ORIGIN } from '../../server';

test('the API answers on the storefront origin, in the one error shape', { tag: DESKTOP_ONLY }, async ({ request }) => {
  const config = await request.get('/api/v1/app/config');
  expect(config.status()).toBe(200);
  expect(config.headers()['content-type']).toContain('application/json');
  expect((await config.json()).currency.code).toBe('EUR');

  const missing = await request.get('/api/v1/no-such-operation');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('application/problem+json');
  expect(await missing.json()).toMatchObject({ status: 404, title: 'Not Found' });
});

test("the API's own port answers only the storefront, which holds the app access token", { tag: DESKTOP_ONLY }, async ({ request }) => {
  const direct = await request.get(`${API_ORIGIN}/api/v1/app/config`);
  expect(direct.status()).toBe(401);
  expect(direct.headers()['content-type']).toContain('application/problem+json');
  // A token a client makes up is dropped by the proxy, which sends the real one.
  const viaProxy = await request.get('/api/v1/app/config', { headers: { 'x-app-access-token': 'guess' } });
  expect(viaProxy.status()).toBe(200);
});

test('the API reference is served at /api/docs from openapi.yaml', { tag: DESKTOP_ONLY }, async ({ page }) => {
  // Swagger UI parses the whole contract (9,000 lines) in the page: give it time on a busy machine.
  test.slow();
  await page.goto('/api/docs');
  await expect(page.getByText('Swimwear shop API').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('/api/v1/app/config').first()).toBeVisible();
});
