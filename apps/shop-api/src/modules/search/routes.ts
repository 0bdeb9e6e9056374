import fp from 'fastify-plugin';
import {
  GetCatalogSearchPageQueryParams,
  GetSearchIndexQueryParams,
  SearchProductsQueryParams,
} from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { catalogSearchPage, forgetChangedSearchCorpus, searchIndex, searchSummary } from './service';

/** The search page's products and summary, and the header's search panel. */
export default fp(
  async (app: RoutesInstance) => {
    app.catalogChanges.subscribe((changes) => forgetChangedSearchCorpus(app.db, changes));
    // A concrete path: Fastify prefers it to the catalogue's `/api/v1/catalog/*`.
    app.get('/api/v1/catalog/search', { schema: { querystring: GetCatalogSearchPageQueryParams } }, async (request) => {
      const { query } = request;
      return catalogSearchPage(app.db, requestLocale(request, query.lang), query);
    });

    app.get('/api/v1/search', { schema: { querystring: SearchProductsQueryParams } }, async (request) => {
      const { query } = request;
      return searchSummary(app.db, requestLocale(request, query.lang), query);
    });

    app.get('/api/v1/search/index', { schema: { querystring: GetSearchIndexQueryParams } }, async (request, reply) => {
      const { query } = request;
      reply.header('Cache-Control', 'public, max-age=60');
      return searchIndex(app.db, requestLocale(request, query.lang), query.search);
    });
  },
  { name: 'search-routes', dependencies: ['db', 'problem', 'catalog-changes'], encapsulate: true },
);
