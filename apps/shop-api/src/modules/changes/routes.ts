import fp from 'fastify-plugin';
import { ListCatalogChangesQueryParams } from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { CHANGES_DEFAULT_LIMIT } from './constants';
import { catalogChanges } from './service';

/** `GET /api/v1/changes`: the change feed the storefront's page cache polls. */
export default fp(
  async (app: RoutesInstance) => {
    app.get('/api/v1/changes', { schema: { querystring: ListCatalogChangesQueryParams } }, async (request, reply) => {
      const { after, limit } = request.query;
      reply.header('cache-control', 'no-store');
      return catalogChanges(app.db, after, limit ?? CHANGES_DEFAULT_LIMIT);
    });
  },
  { name: 'change-routes', dependencies: ['db', 'problem'], encapsulate: true },
);
