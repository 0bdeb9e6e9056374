import { createIsomorphicFn } from '@tanstack/react-start';

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
export const routerSsrOptions = createIsomorphicFn().server(() => ({ nonce: cspNonce() }));

/**
 * The Content-Security-Policy of a page the server renders, sent with the page whose scripts carry
 * `nonce`. Scripts run only with the nonce, and what they add (the entry module and its imports,
 * preloads, lazy chunks) runs by the trust passed on: `'strict-dynamic'` (which makes browsers
 * ignore `'self'`, kept for those without CSP 3). No `'unsafe-inline'` for scripts; styles keep
 * it, since styled-components writes its rules into `<style>` elements as it renders. Images may
 * also come from `imageOrigins`: the configured tracking pixels (CJ's conversion call), only when set.
 */
export function pagePolicy(nonce: string, imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageOrigins].join(' '),
    "connect-src 'self'",
    "font-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
