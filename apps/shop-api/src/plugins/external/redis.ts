import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared Redis when REDIS_URL is set (rate limits, caches, locks across processes); else null. */
    redis: Redis | null;
  }
}

export default fp(
  async (app) => {
    const url = app.env.REDIS_URL;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, {
      // Fail fast rather than queue: every user of Redis here has an in-process fallback or skips.
      connectTimeout: 1_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
    // Commands fail until the connection is ready (no offline queue) and the rate limiter skips on
    // errors: wait for it briefly at start, so the first requests are counted too.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis', dependencies: ['env'] },
);
