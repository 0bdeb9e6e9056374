import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

type Headers = Record<string, string>;

/** The headers a Connect-style middleware sets on a response, read once from a stand-in response. */
function headersOf(
  middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => void,
): Headers {
  const headers: Headers = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** HSTS when the shop is on https: browsers remember it for the whole host. */
const hstsFor = (publicUrl: string): Headers =>
  new URL(publicUrl).protocol === 'https:'
    ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : {};

/**
 * The API's security headers (see below), for every answer; also for those sent before any hook
 * runs (a malformed URL, app.ts).
 */
export function apiSecurityHeaders(publicUrl: string): Headers {
  return {
    'content-security-policy': "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...hstsFor(publicUrl),
  };
}

/**
 * Security headers on every answer, in two sets made once at start (nothing here varies per
 * request: no nonces, no per-route policy), sent through Fastify's own reply headers:
 *
 * - every answer (JSON, problems, images, redirects) gets the API's set: a policy that allows the
 *   answer nothing at all should a browser ever render it as a page (`default-src 'none'`, no
 *   plugins, no <base>, no framing), nosniff, no framing for old browsers, same-origin resources
 *   only (the storefront proxies the API to its own origin), the referrer policy, and HSTS when
 *   the shop is on https;
 * - an HTML page of the API (the documentation, the test gateway's page, the sign-in popup's
 *   pages) gets helmet's full set for documents on top: its policy allows exactly what those pages
 *   load (own scripts, inline styles for the documentation UI, images from here or data URLs), and
 *   the document-only headers (opener policy, origin-keyed agent cluster, DNS prefetch, download
 *   options, cross-domain policies, the XSS auditor off). A header a page's route set itself (the
 *   popup's nonce policy, its relaxed opener policy) is kept.
 *
 * Setting helmet's eleven headers through its middleware on every answer cost a cart's prices
 * about a tenth of their throughput; the document-only ones mean nothing on a JSON answer.
 */
export default fp(
  async (app) => {
    const hsts = hstsFor(app.env.PUBLIC_URL);
    const apiHeaders = apiSecurityHeaders(app.env.PUBLIC_URL);
    const pageHeaders: Headers = {
      ...headersOf(
        helmet({
          contentSecurityPolicy: {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:'],
              fontSrc: ["'self'", 'data:'],
              connectSrc: ["'self'"],
              objectSrc: ["'none'"],
              baseUri: ["'none'"],
              frameAncestors: ["'none'"],
            },
          },
          strictTransportSecurity: false,
          referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
          xFrameOptions: { action: 'deny' },
          xContentTypeOptions: true,
          crossOriginResourcePolicy: { policy: 'same-origin' },
        }),
      ),
      ...hsts,
    };
    const pageEntries = Object.entries(pageHeaders);

    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(apiHeaders);
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html')) {
        for (const [name, value] of pageEntries) {
          const current = reply.getHeader(name);
          if (current === undefined || current === apiHeaders[name]) reply.header(name, value);
        }
      }
      done(null, payload);
    });
  },
  { name: 'helmet', dependencies: ['env'] },
);
