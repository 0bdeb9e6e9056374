import fp from 'fastify-plugin';
import {
  GetCatalogSearchPageQueryParams,
  GetSearchIndexQueryParams,
  SearchProductsQueryParams,
} from '@shop/api-schemas';
import { parse } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { catalogSearchPage, searchIndex, searchSummary } from './service';

/** The search page's products and summary, and the header's search panel. */
export default fp(
  async (app) => {
    // A concrete path: Fastify prefers it to the catalogue's `/api/v1/catalog/*`.
    app.get('/api/v1/catalog/search', async (request) => {
      const query = parse(GetCatalogSearchPageQueryParams, request.query);
      return catalogSearchPage(app.db, requestLocale(request, query.lang), query);
    });

    app.get('/api/v1/search', async (request) => {
      const query = parse(SearchProductsQueryParams, request.query);
      return searchSummary(app.db, requestLocale(request, query.lang), query);
    });

    app.get('/api/v1/search/index', async (request, reply) => {
      const query = parse(GetSearchIndexQueryParams, request.query);
      reply.header('Cache-Control', 'public, max-age=60');
      return searchIndex(app.db, requestLocale(request, query.lang), query.search);
    });
  },
  { name: 'search-routes', dependencies: ['db', 'problem'], encapsulate: true },
);
