import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../http/problem';
import type { Limit } from './constants';

const EMAIL_KEY = Symbol('shop.rateLimitEmail');
type KeyedRequest = FastifyRequest & { [EMAIL_KEY]?: string };

/**
 * A per-e-mail counter beside a route's per-address one: `check(request, email)` counts one try
 * for the e-mail (kept as a hash, never in clear) and throws 429 with Retry-After past the limit.
 */
export function emailLimiter(app: FastifyInstance, name: string, limit: Limit) {
  const limiter = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:${(request as KeyedRequest)[EMAIL_KEY] ?? ''}`,
  });
  return async (request: FastifyRequest, email: string): Promise<void> => {
    (request as KeyedRequest)[EMAIL_KEY] = createHash('sha256').update(email).digest('base64url');
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  };
}
