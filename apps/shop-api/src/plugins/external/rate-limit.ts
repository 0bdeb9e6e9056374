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
      // A refused request says when to come back (Retry-After) and what the limit is; an accepted
      // one carries no counters: nobody reads them, and each header costs every answer.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    });
  },
  { name: 'rate-limit', dependencies: ['env', 'redis'] },
);
