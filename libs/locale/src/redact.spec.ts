import { describe, expect, it } from 'vitest';
import { REDACTED as R, redactedUrlAttributes, redactText, redactUrl } from './redact';

// Tokens shaped as this shop makes them: base64url of 32 and 24 bytes, HMAC-SHA256 and SHA-1 hex.
const CRYPTO = 'q3Zb0x8V1kYwzPq2m0T6cR4nHh5Jd9LsE7uAfGiKoWe';
const CART = 'N5pXc2Vb7Qm1Lk9Zr3Ty8Ws4Ud6Fg0Ha';
const SIGNATURE = '4f1d2b0e9c8a7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e';
const SHA1 = '2fd4e1c67a2d28fced849ee1bb76e7391b93eb12';

describe('redactUrl', () => {
  it.each([
    // the storefront's pages
    [`/reset-password?token=${CRYPTO}&email=anna%40example.com`, `/reset-password?token=${R}&email=${R}`],
    [`/ru/reset-password?token=${CRYPTO}&email=anna@example.com`, `/ru/reset-password?token=${R}&email=${R}`],
    [
      `/verify-email/12/${SHA1}?expires=1767225600&signature=${SIGNATURE}`,
      `/verify-email/12/${R}?expires=1767225600&signature=${R}`,
    ],
    [`/order/${CRYPTO}`, `/order/${R}`],
    [`/ru/order/${CRYPTO}?paid=1`, `/ru/order/${R}?paid=1`],
    ['/order/short', `/order/${R}`],
    [`/social-callback/google?code=4/0AbCdEf&state=${CART}`, `/social-callback/google?code=${R}&state=${R}`],
    // the API
    [`/api/auth/reset-password/${CRYPTO}`, `/api/auth/reset-password/${R}`],
    [
      `/api/auth/verify-email/12/${SHA1}?expires=1767225600&signature=${SIGNATURE}`,
      `/api/auth/verify-email/12/${R}?expires=1767225600&signature=${R}`,
    ],
    [`/api/v1/order/by-crypto?crypto=${CRYPTO}&lang=ru`, `/api/v1/order/by-crypto?crypto=${R}&lang=ru`],
    [`/api/cj/order/42?crypto=${CRYPTO}`, `/api/cj/order/42?crypto=${R}`],
    [
      `/api/auth/social/facebook/callback?code=AQD8xY&state=${CART}`,
      `/api/auth/social/facebook/callback?code=${R}&state=${R}`,
    ],
    [
      '/api/auth/social/google/callback?error=access_denied&state=abc',
      `/api/auth/social/google/callback?error=access_denied&state=${R}`,
    ],
    ['/api/v1/customer/get-by-email?email=anna.k%2Btest%40example.com', `/api/v1/customer/get-by-email?email=${R}`],
    [`/api/v1/customer/get-confirmed-emails?identity=${CART}`, `/api/v1/customer/get-confirmed-emails?identity=${R}`],
    [
      `/api/v1/cart?lang=en&cart_id=${CART}&promocode=WELCOME10`,
      `/api/v1/cart?lang=en&cart_id=${R}&promocode=WELCOME10`,
    ],
    [
      `/api/v1/promocode/check?code=WELCOME10&url=%2Forder%2F${CRYPTO}`,
      `/api/v1/promocode/check?code=${R}&url=%2Forder%2F${R}`,
    ],
    [
      '/api/v1/places?input=Mannerheimintie%2012&country_code=FI&lang=en',
      `/api/v1/places?input=${R}&country_code=FI&lang=en`,
    ],
    [
      '/api/v1/payments/test-gateway/pay_0f1e2d3c4b5a69788796a5b4c3d2e1f0?lang=en',
      `/api/v1/payments/test-gateway/${R}?lang=en`,
    ],
    // anything else that looks secret: an e-mail, a JWT, a long token under any name
    ['/api/v1/anything/anna@example.com', `/api/v1/anything/${R}`],
    [`/api/v1/anything?next=${CRYPTO}`, `/api/v1/anything?next=${R}`],
    ['/x?t=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', `/x?t=${R}`],
    // absolute URLs: user info and the fragment go as a whole
    [`https://user:pw@shop.example/order/${CRYPTO}#frag`, `https://${R}@shop.example/order/${R}#${R}`],
    [`http://localhost:3000/reset-password?token=${CRYPTO}`, `http://localhost:3000/reset-password?token=${R}`],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    '/',
    '/ru/',
    '/order',
    '/ru/order/',
    '/catalog/women/swimsuits?color=black&size=M&sort=price_asc&page=2',
    '/catalog/women/archipelago-sculpt-one-piece',
    '/ru/catalog/all?price_min=10&price_max=200',
    '/search?keyword=one%20piece',
    '/delivery-and-returns',
    '/_img/products/baltic-breeze-one-piece-1.webp?w=640&q=75&f=avif',
    '/assets/main-BxY7kLm2.js',
    '/api/v1/catalog/women?page=1&per_page=24&lang=ru',
    '/api/v1/order/checkout?lang=en',
    '/api/v1/payments/pay/42',
    '/api/v1/reviews/product-card?product_id=7&page=1',
    '/api/auth/social/google/redirect',
    '/healthz',
  ])('keeps %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});

describe('redactText', () => {
  it('redacts URLs, e-mail addresses and tokens in a message or a stack', () => {
    expect(redactText(`GET /api/auth/reset-password/${CRYPTO} answered 500`)).toBe(
      `GET /api/auth/reset-password/${R} answered 500`,
    );
    expect(redactText('550 5.1.1 <anna@example.com>: Recipient address rejected')).toBe(
      `550 5.1.1 <${R}>: Recipient address rejected`,
    );
    expect(redactText(`fetch http://127.0.0.1:4000/api/v1/order/by-crypto?crypto=${CRYPTO} failed`)).toBe(
      `fetch http://127.0.0.1:4000/api/v1/order/by-crypto?crypto=${R} failed`,
    );
    expect(redactText('Authorization: Bearer abc.def.ghi')).toBe(`Authorization: Bearer ${R}`);
    expect(redactText('Key (email)=(Anna.K@Example.com) already exists.')).toBe(`Key (email)=(${R}) already exists.`);
  });

  it('leaves stacks, package versions and the shop’s own sender alone', () => {
    const stack =
      'Error: boom\n    at render (file:///srv/shop/apps/storefront/dist/server/server.js:4490:15)\n    at node_modules/.pnpm/fastify@5.12.8/node_modules/fastify/lib/route.js:10:3';
    expect(redactText(stack)).toBe(stack);
    expect(redactText('mail from shop@localhost')).toBe('mail from shop@localhost');
  });
});

describe('redactedUrlAttributes', () => {
  it('splits the redacted URL into the path and the query without its question mark', () => {
    expect(redactedUrlAttributes(`/api/v1/order/by-crypto?crypto=${CRYPTO}&lang=en`)).toEqual({
      'url.path': '/api/v1/order/by-crypto',
      'url.query': `crypto=${R}&lang=en`,
    });
    expect(redactedUrlAttributes(`http://127.0.0.1:3001/api/auth/reset-password/${CRYPTO}`)).toEqual({
      'url.path': `/api/auth/reset-password/${R}`,
    });
    expect(redactedUrlAttributes('/catalog/women?page=2')).toEqual({
      'url.path': '/catalog/women',
      'url.query': 'page=2',
    });
  });
});
