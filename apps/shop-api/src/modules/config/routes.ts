import fp from 'fastify-plugin';
import { GetAppConfigQueryParams } from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { appConfig } from './service';

export default fp(
  async (app: RoutesInstance) => {
    app.get('/api/v1/app/config', { schema: { querystring: GetAppConfigQueryParams } }, async (request, reply) => {
      const { query } = request;
      reply.header('Cache-Control', 'public, max-age=60');
      return appConfig(app.db, app.env, requestLocale(request, query.lang), request.host);
    });
  },
  { name: 'config-routes', dependencies: ['db', 'env', 'problem'], encapsulate: true },
);
