import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-app';

const duration = (header: unknown) => Number(/^app;dur=(\d+\.\d{2})$/.exec(String(header))?.[1]);

describeEachDatabase(
  'Server-Timing',
  (shop) => {
    it("tells the server's own time on every answer, errors included", async () => {
      const slow = await shop().app.inject({ method: 'GET', url: '/test/slow' });
      expect(slow.statusCode).toBe(200);
      // The handler sleeps 50 ms; a timer may fire a little early by the clock the header reads
      // (libuv schedules from its cached loop time), so the bound leaves room below.
      expect(duration(slow.headers['server-timing'])).toBeGreaterThanOrEqual(40);
      expect(duration(slow.headers['server-timing'])).toBeLessThan(5_000);

      const missing = await shop().app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
      expect(missing.statusCode).toBe(404);
      expect(duration(missing.headers['server-timing'])).toBeGreaterThanOrEqual(0);
    });
  },
  {
    seed: false,
    extend: (app) => {
      app.get('/test/slow', async () => {
        await sleep(50);
        return { ok: true };
      });
    },
  },
);
