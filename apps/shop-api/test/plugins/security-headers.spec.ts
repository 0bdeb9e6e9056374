import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestShop } from '../helpers/build-app';
import { OPENAPI_FILE } from '../helpers/contract';

function directives(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as [string, string];
      }),
  );
}

/** What every answer carries, data or page: the policy's hard lines, nosniff, the referrer policy, no framing. */
function expectSharedHeaders(headers: Record<string, unknown>, defaultSrc: string): Map<string, string> {
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('default-src')).toBe(defaultSrc);
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'none'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  return csp;
}

describe('security headers on http://localhost', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await buildTestApp({ seed: false, openapiFile: OPENAPI_FILE });
  });
  afterAll(async () => {
    await shop.close();
  });

  it('gives every JSON answer a policy that allows nothing, nosniff, the referrer policy and no framing', async () => {
    // A malformed URL is refused before any hook runs; its problem carries them all the same.
    for (const url of ['/healthz', '/no-such-page', '/api/v1/catalog/%E0%A4%A']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/json/);
      expectSharedHeaders(response.headers, "'none'");
      // Headers that only mean something for a document are not sent with data.
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it('gives an HTML page the document policy and headers', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = expectSharedHeaders(response.headers, "'self'");
    expect(csp.get('img-src')).toBe("'self' data:");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['origin-agent-cluster']).toBe('?1');
  });

  it('sends no HSTS while the shop is on http', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers on https', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await buildTestApp({ seed: false, openapiFile: OPENAPI_FILE, env: { PUBLIC_URL: 'https://shop.example' } });
  });
  afterAll(async () => {
    await shop.close();
  });

  it('sends HSTS with data and with pages', async () => {
    for (const url of ['/healthz', '/api/docs/']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
