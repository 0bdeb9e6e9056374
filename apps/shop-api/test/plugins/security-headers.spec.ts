import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestShop } from '../helpers/build-app';

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

describe('security headers on http://localhost', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await buildTestApp({ seed: false });
  });
  afterAll(async () => {
    await shop.close();
  });

  it('sends the content security policy, nosniff, referrer policy and no framing', async () => {
    for (const url of ['/healthz', '/no-such-page']) {
      const response = await shop.app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('img-src')).toBe("'self' data:");
      expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends no HSTS while the shop is on http', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers on https', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await buildTestApp({ seed: false, env: { PUBLIC_URL: 'https://shop.example' } });
  });
  afterAll(async () => {
    await shop.close();
  });

  it('sends HSTS', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
