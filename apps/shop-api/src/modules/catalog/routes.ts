import fp from 'fastify-plugin';
import { GetCatalogPageParams, GetCatalogPageQueryParams, GetCatalogTreeQueryParams, GetCategoryItemsQueryParams } from '@shop/api-schemas';
import { parse } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { catalogPage, catalogTree, categoryItems } from './service';

/** Query values that may repeat (`ids=1&ids=2`) arrive as a string or an array; zod wants arrays. */
function asArray(value: unknown): unknown {
  return value === undefined || Array.isArray(value) ? value : [value];
}

export default fp(
  async (app) => {
    app.get('/api/v1/catalog', async (request) => {
      const query = parse(GetCatalogTreeQueryParams, request.query);
      return catalogTree(app.db, requestLocale(request, query.lang));
    });

    // The free multi-segment path: `women/swimsuits` (a listing) or `…/coral-one-piece` (a card).
    app.get('/api/v1/catalog/*', async (request, reply) => {
      const { categoryUri } = parse(GetCatalogPageParams, { categoryUri: (request.params as { '*': string })['*'] });
      const raw = request.query as Record<string, unknown>;
      const query = parse(GetCatalogPageQueryParams, { ...raw, color: asArray(raw['color']), size: asArray(raw['size']) });
      reply.header('Cache-Control', 'public, max-age=60');
      return catalogPage(app.db, requestLocale(request, query.lang), categoryUri, query);
    });

    app.get('/api/v1/categories/items', async (request) => {
      const raw = request.query as Record<string, unknown>;
      const query = parse(GetCategoryItemsQueryParams, { ...raw, ids: asArray(raw['ids']) });
      return categoryItems(app.db, requestLocale(request, query.lang), query);
    });
  },
  { name: 'catalog-routes', dependencies: ['db', 'problem'], encapsulate: true },
);
