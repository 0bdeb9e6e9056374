import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer. The API serves JSON, images and the documentation page; the
 * policy allows exactly that: own scripts, inline styles only for the documentation UI, images
 * from here or data URLs, no plugins, no <base>, no framing.
 */
export default fp(
  async (app) => {
    const https = new URL(app.env.PUBLIC_URL).protocol === 'https:';
    await app.register(helmet, {
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
  },
  { name: 'helmet', dependencies: ['env'] },
);
