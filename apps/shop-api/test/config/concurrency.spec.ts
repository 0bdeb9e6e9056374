import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env';
import { concurrencyProblem } from '../../src/start';

describe('WEB_CONCURRENCY', () => {
  it('refuses several processes without Redis, whose rate limits would count per process', () => {
    expect(concurrencyProblem(loadEnv({ WEB_CONCURRENCY: '2' }))).toMatch(/WEB_CONCURRENCY=2 needs REDIS_URL/);
  });

  it('allows several processes with Redis, and one without', () => {
    expect(concurrencyProblem(loadEnv({ WEB_CONCURRENCY: '4', REDIS_URL: 'redis://127.0.0.1:6379' }))).toBeUndefined();
    expect(concurrencyProblem(loadEnv({}))).toBeUndefined();
  });

  it('is a whole number from 1 to 64', () => {
    expect(() => loadEnv({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadEnv({ WEB_CONCURRENCY: 'two' })).toThrow(/WEB_CONCURRENCY/);
  });
});
