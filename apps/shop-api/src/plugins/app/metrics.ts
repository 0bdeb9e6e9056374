import fp from 'fastify-plugin';
import { poolOf } from '../../db/database';
import { httpRequestDuration, watchPool } from '../../lib/metrics';

/**
 * Times every answer into `shop_http_request_duration_seconds` by route template (so
 * `/api/v1/products/:id` is one series, whatever the id; a URL no route matched is `unmatched`),
 * and reports the PostgreSQL pool while the app runs. `GET /metrics` is modules/metrics.
 */
export default fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      httpRequestDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });
    const pool = poolOf(app.db);
    if (pool) {
      const unwatch = watchPool(pool);
      app.addHook('onClose', async () => unwatch());
    }
  },
  { name: 'metrics', dependencies: ['db'] },
);
