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
      const answer = await catalogChanges(app.db, after, limit ?? CHANGES_DEFAULT_LIMIT);
      // This process's own caches drop what the answer names before the caller hears of it, so a
      // page the storefront renders again right away is not read from them as it was.
      await app.catalogChanges.catchUp(answer.latest);
      return answer;
    });
  },
  { name: 'change-routes', dependencies: ['db', 'problem', 'catalog-changes'], encapsulate: true },
);
