import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { notFound } from '../../http/problem';
import { isLoopback } from '../../http/loopback';
import { METRICS_CONTENT_TYPE, renderMetrics } from '../../lib/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `GET /metrics` (getMetrics): Prometheus' text format for the operator's scraper. Answered on
 * loopback (the address Fastify believes: a shopper's request the storefront forwards is the
 * shopper's, never loopback) or with `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets the
 * 404 of a path that does not exist. The app access token's hook lets it through (its OPEN_PATHS):
 * this guard is its own.
 */
export default fp(
  async (app) => {
    const token = app.env.METRICS_TOKEN;
    const expected = token ? digest(token) : undefined;
    const allowed = (ip: string, authorization: string | undefined) => {
      if (isLoopback(ip)) return true;
      if (!expected || !authorization?.startsWith('Bearer ')) return false;
      return timingSafeEqual(digest(authorization.slice('Bearer '.length)), expected);
    };
    app.get('/metrics', async (request, reply) => {
      if (!allowed(request.ip, request.headers.authorization)) throw notFound();
      const text = await renderMetrics();
      return reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE).send(text);
    });
  },
  { name: 'metrics-routes', dependencies: ['env', 'problem', 'metrics'], encapsulate: true },
);
