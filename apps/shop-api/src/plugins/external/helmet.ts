import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every answer. The API serves JSON, images and the documentation page; the
 * policy allows exactly that: own scripts, inline styles only for the documentation UI, images
 * from here or data URLs, no plugins, no <base>, no framing.
 *
 * Helmet itself, built once: `@fastify/helmet` builds the whole middleware again for every request
 * (parsing the policy each time), which cost a cart's prices a fifth of their throughput. Nothing
 * here varies per request (no nonces, no per-route policy).
 */
export default fp(
  async (app) => {
    const https = new URL(app.env.PUBLIC_URL).protocol === 'https:';
    const setSecurityHeaders = helmet({
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
      // Browsers remember HSTS for the whole host: only send it when the shop really is on https.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      xContentTypeOptions: true,
      // The storefront proxies images and calls to the same origin; nobody else may embed them.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'helmet', dependencies: ['env'] },
);
