import { createRequire } from 'node:module';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../../http/problem';

/** What @fastify/rate-limit asks of a store (its `store` option); its own two are plain CommonJS. */
interface CountResult {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, result?: CountResult) => void;
interface CounterStore {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: object): CounterStore;
}
type StoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => CounterStore;
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;

/**
 * Counts in Redis, shared by every API process; while Redis fails, counts in this process instead,
 * so limits never stop (QUALITY.md item 9). The switch is logged once each way. A counter started
 * in memory during an outage is not carried back: after it, limits count afresh in Redis.
 */
export function fallbackStore(redis: Redis, log: FastifyBaseLogger, nameSpace: string) {
  let failing = false;
  const failed = (error: Error) => {
    if (!failing)
      log.error({ err: error }, 'Redis is failing: rate limits count in this process until it answers again');
    failing = true;
  };
  const recovered = () => {
    if (failing) log.info('Redis answers again: rate limits are shared again');
    failing = false;
  };

  class FallbackStore implements CounterStore {
    constructor(
      params: StoreParams,
      private readonly shared: CounterStore = new RedisStore(
        params.continueExceeding ?? false,
        params.exponentialBackoff ?? false,
        redis,
        nameSpace,
      ),
      private readonly local: CounterStore = new LocalStore(
        params.continueExceeding ?? false,
        params.exponentialBackoff ?? false,
      ),
    ) {}

    private count(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number): void {
      // Without a connection a command fails at once (no offline queue); skip the round trip.
      if (redis.status !== 'ready') {
        failed(new Error(`Redis connection is ${redis.status}`));
        this.local[method](key, done, timeWindow, max);
        return;
      }
      this.shared[method](
        key,
        (error, result) => {
          if (error || !result) {
            failed(error ?? new Error('Redis gave no count'));
            this.local[method](key, done, timeWindow, max);
            return;
          }
          recovered();
          done(null, result);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, done: Done, timeWindow: number, max: number): void {
      this.count('incr', key, done, timeWindow, max);
    }

    read(key: string, done: Done, timeWindow: number, max: number): void {
      this.count('read', key, done, timeWindow, max);
    }

    child(routeOptions: object): CounterStore {
      return new FallbackStore(
        routeOptions as StoreParams,
        this.shared.child(routeOptions),
        this.local.child(routeOptions),
      );
    }
  }
  return FallbackStore;
}

/**
 * Rate limiting, off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
 * Counters live in Redis when REDIS_URL is set (shared by every API process, in this process while
 * Redis fails), else in memory. Keys are the client address, which `trustProxy` takes from
 * X-Forwarded-For only from loopback.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { store: fallbackStore(app.redis, app.log, 'shop:rate-limit:') } : {}),
      errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
      // A refused request says when to come back (Retry-After) and what the limit is; an accepted
      // one carries no counters: nobody reads them, and each header costs every answer.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    });
  },
  { name: 'rate-limit', dependencies: ['env', 'redis'] },
);
