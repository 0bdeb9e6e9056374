import fp from 'fastify-plugin';
import { GetAppConfigQueryParams } from '@shop/api-schemas';
import { parse } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { appConfig } from './service';

export default fp(
  async (app) => {
    app.get('/api/v1/app/config', async (request, reply) => {
      const query = parse(GetAppConfigQueryParams, request.query);
      reply.header('Cache-Control', 'public, max-age=60');
      return appConfig(app.db, app.env, requestLocale(request, query.lang));
    });
  },
  { name: 'config-routes', dependencies: ['db', 'env', 'problem'], encapsulate: true },
);
