import fp from 'fastify-plugin';
import { GetAppConfigQueryParams } from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { appConfig, forgetChangedSettings } from './service';

export default fp(
  async (app: RoutesInstance) => {
    app.catalogChanges.subscribe((changes) => forgetChangedSettings(app.db, changes));
    app.get('/api/v1/app/config', { schema: { querystring: GetAppConfigQueryParams } }, async (request, reply) => {
      const { query } = request;
      reply.header('Cache-Control', 'public, max-age=60');
      return appConfig(app.db, app.env, requestLocale(request, query.lang), request.host);
    });
  },
  { name: 'config-routes', dependencies: ['db', 'env', 'problem', 'catalog-changes'], encapsulate: true },
);
