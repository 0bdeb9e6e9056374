import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../http/problem';

/**
 * Rate limiting, off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
 * Counters live in Redis when REDIS_URL is set (shared by every API process), else in memory.
 * Keys are the client address, which `trustProxy` takes from X-Forwarded-For only from loopback.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'shop:rate-limit:' } : {}),
      // A Redis outage must not lock shoppers out.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
    });
  },
  { name: 'rate-limit', dependencies: ['env', 'redis'] },
);
