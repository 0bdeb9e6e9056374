import { createHmac } from 'node:crypto';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/**
 * Parses cookies (the session cookie among them) and signs those that ask for it (the OAuth
 * state) with a key derived from JWT_SECRET for this one purpose, never the secret itself.
 */
export default fp(
  async (app) => {
    await app.register(cookie, {
      secret: createHmac('sha256', app.env.JWT_SECRET).update('shop cookie signatures').digest('base64url'),
      hook: 'onRequest',
    });
  },
  { name: 'cookie', dependencies: ['env'] },
);
