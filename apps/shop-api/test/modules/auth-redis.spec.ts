import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/modules/auth/constants';
import { call, randomIp, uniqueEmail } from '../helpers/auth';
import { buildTestApp, type TestShop } from '../helpers/build-app';
import { expectProblem } from '../helpers/contract';

// .ci/run sets TEST_REDIS_URL (this machine runs Redis); a laptop without Redis runs the in-memory limits only.
const redisUrl = process.env['TEST_REDIS_URL'];

describe.runIf(redisUrl)('throttling shared through Redis (REDIS_URL)', () => {
  let a: TestShop;
  let b: TestShop;

  beforeAll(async () => {
    a = await buildTestApp({ seed: false, env: { REDIS_URL: redisUrl ?? '' } });
    b = await buildTestApp({ seed: false, env: { REDIS_URL: redisUrl ?? '' } });
    // The client refuses commands until connected (no offline queue), and the limiter skips on errors.
    for (const shop of [a, b]) {
      const redis = shop.app.redis;
      if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts one address and e-mail tries across two API processes', async () => {
    const email = uniqueEmail();
    const ip = randomIp();
    for (let i = 0; i < LIMITS.login.pair.max; i += 1) {
      const shop = i % 2 === 0 ? a : b;
      expect(
        (await call(shop, 'POST', '/api/auth/login', { email, password: 'wrong password' }, { ip })).statusCode,
      ).toBe(401);
    }
    const limited = await call(a, 'POST', '/api/auth/login', { email, password: 'wrong password' }, { ip });
    expectProblem(limited, 429);
    expectProblem(await call(b, 'POST', '/api/auth/login', { email, password: 'wrong password' }, { ip }), 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps limiting in the process when Redis goes away mid-run, and logs the switch', async () => {
    const lines: string[] = [];
    const shop = await buildTestApp({
      seed: false,
      env: { REDIS_URL: redisUrl ?? '' },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const redis = shop.app.redis;
      if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
      const email = uniqueEmail();
      const ip = randomIp();
      expect(
        (await call(shop, 'POST', '/api/auth/login', { email, password: 'wrong password' }, { ip })).statusCode,
      ).toBe(401);
      redis?.disconnect();
      for (let i = 0; i < LIMITS.login.pair.max; i += 1) {
        expect(
          (await call(shop, 'POST', '/api/auth/login', { email, password: 'wrong password' }, { ip })).statusCode,
        ).toBe(401);
      }
      expectProblem(await call(shop, 'POST', '/api/auth/login', { email, password: 'wrong password' }, { ip }), 429);
      expect(lines.some((line) => line.includes('rate limits count in this process'))).toBe(true);
    } finally {
      await shop.close();
    }
  });
});

describe('throttling with Redis configured but unreachable', () => {
  it('limits in the process instead of letting every request through, and logs it', async () => {
    const lines: string[] = [];
    // Port 1 on loopback: nothing listens, so every connection is refused.
    const shop = await buildTestApp({
      seed: false,
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const email = uniqueEmail();
      const ip = randomIp();
      for (let i = 0; i < LIMITS.login.pair.max; i += 1) {
        expect(
          (await call(shop, 'POST', '/api/auth/login', { email, password: 'wrong password' }, { ip })).statusCode,
        ).toBe(401);
      }
      const limited = await call(shop, 'POST', '/api/auth/login', { email, password: 'wrong password' }, { ip });
      expectProblem(limited, 429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(lines.some((line) => line.includes('rate limits count in this process'))).toBe(true);
    } finally {
      await shop.close();
    }
  });
});
