import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestShop } from '../helpers/build-app';

// Public answers kept by caches for a minute: each in the language Accept-Language chose when the
// caller names none, so each must say it varies on that header.
const PUBLIC_ANSWERS = [
  '/api/v1/catalog/women',
  '/api/v1/product-list?list=new&limit=4',
  '/api/v1/search/index?search=bikini',
];

describe('Vary: Accept-Language', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await buildTestApp();
  });
  afterAll(async () => {
    await shop.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  it.each(PUBLIC_ANSWERS)('is sent with %s when Accept-Language chose its language', async (url) => {
    const english = await get(url, { 'accept-language': 'en' });
    const russian = await get(url, { 'accept-language': 'ru' });
    expect(russian.statusCode, russian.body).toBe(200);
    expect(russian.headers['cache-control']).toMatch(/public/);
    expect(russian.body).not.toBe(english.body);
    for (const response of [english, russian])
      expect(String(response.headers['vary']).split(/,\s*/)).toContain('Accept-Language');
  });

  it('is not sent when the lang parameter names the language, nor added twice', async () => {
    const named = await get(`${PUBLIC_ANSWERS[0]}?lang=ru`, { 'accept-language': 'en' });
    expect(named.statusCode).toBe(200);
    expect(String(named.headers['vary'] ?? '')).not.toMatch(/accept-language/i);
    const twice = await get(PUBLIC_ANSWERS[0] as string, { 'accept-language': 'ru' });
    expect(String(twice.headers['vary']).match(/accept-language/gi)).toHaveLength(1);
  });
});
