import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Parses cookies (the `jwt` session cookie among them) and signs those that ask for it. */
export default fp(
  async (app) => {
    await app.register(cookie, { secret: app.env.JWT_SECRET, hook: 'onRequest' });
  },
  { name: 'cookie', dependencies: ['env'] },
);
