import { createIsomorphicFn } from '@tanstack/react-start';
import { trackingOrigins, type TrackingConfig } from '@shop/tracking';
import { isSharedRender, NONCE_PLACEHOLDER } from './shared-render';

/**
 * A page's nonce: 128 random bits from Web Crypto (Node's and the browser's global `crypto`),
 * base64, new for every response. Only scripts carrying it run (`pagePolicy`).
 */
export function cspNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The router's `ssr` options: on the server a new nonce for each page, which the router puts on
 * every script, link and meta it renders and in a `csp-nonce` meta, and the page handler sends in
 * the page's policy (render-page.ts); the browser's router reads it back from that meta.
 */
export const routerSsrOptions = createIsomorphicFn().server(() => ({
  // The page cache's render carries a placeholder the cache stamps a new nonce over, per answer.
  nonce: isSharedRender() ? NONCE_PLACEHOLDER : cspNonce(),
}));

/**
 * The Content-Security-Policy of a page the server renders, sent with the page whose scripts carry
 * `nonce`. Scripts run only with the nonce, and what they add (the entry module and its imports,
 * preloads, lazy chunks) runs by the trust passed on: `'strict-dynamic'` (which makes browsers
 * ignore `'self'`, kept for those without CSP 3). No `'unsafe-inline'` for scripts; styles keep
 * it, since styled-components writes its rules into `<style>` elements as it renders.
 *
 * The configured tracking (`tracking`: GA4's tag, as Google's CSP guide for GA4 lists its origins;
 * CJ's conversion pixel) adds its origins to scripts (for browsers without `'strict-dynamic'`),
 * images and connections; with nothing configured, no foreign origin is admitted.
 */
export function pagePolicy(nonce: string, tracking: TrackingConfig = { analytics: null, cj: null }): string {
  const origins = trackingOrigins(tracking);
  const list = (values: readonly string[]) => values.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'${list(origins.scripts)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${list(origins.images)}`,
    `connect-src 'self'${list(origins.connect)}`,
    "font-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
