import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../http/problem';
import type { Limit } from './constants';

const ACCOUNT_KEY = Symbol('shop.rateLimitAccount');
type KeyedRequest = FastifyRequest & { [ACCOUNT_KEY]?: string };

/**
 * The per-e-mail counters beside a route's per-address one: `check(request, email)` counts one
 * try for the client address and e-mail pair, then, if the pair is under its limit, one for the
 * e-mail (kept as a hash, never in clear); either past its limit throws 429 with Retry-After.
 * A pair that is refused stops before the e-mail's count, so one stranger's tries cannot use up
 * the e-mail's higher cap and lock its owner out.
 */
export function accountLimiter(app: FastifyInstance, name: string, limits: { pair: Limit; email: Limit }) {
  const limiter = (scope: string, limit: Limit) =>
    app.createRateLimit({
      ...limit,
      keyGenerator: (request) => `${name}:${scope}:${(request as KeyedRequest)[ACCOUNT_KEY] ?? ''}`,
    });
  const pair = limiter('pair', limits.pair);
  const email = limiter('email', limits.email);
  return async (request: FastifyRequest, address: string): Promise<void> => {
    const hash = createHash('sha256').update(address).digest('base64url');
    for (const [key, limit] of [
      [`${request.ip}:${hash}`, pair],
      [hash, email],
    ] as const) {
      (request as KeyedRequest)[ACCOUNT_KEY] = key;
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
    }
  };
}
