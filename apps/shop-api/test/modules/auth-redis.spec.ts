import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/modules/auth/constants';
import { call, uniqueEmail } from '../helpers/auth';
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

  it('counts one e-mail tries across two API processes', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < LIMITS.login.email.max; i += 1) {
      const shop = i % 2 === 0 ? a : b;
      expect((await call(shop, 'POST', '/api/auth/login', { email, password: 'wrong password' })).statusCode).toBe(401);
    }
    const limited = await call(a, 'POST', '/api/auth/login', { email, password: 'wrong password' });
    expectProblem(limited, 429);
    expectProblem(await call(b, 'POST', '/api/auth/login', { email, password: 'wrong password' }), 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
