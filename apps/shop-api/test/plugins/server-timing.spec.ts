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
        await sleep(40);
        return { ok: true };
      });
    },
  },
);
