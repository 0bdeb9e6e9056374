import fp from 'fastify-plugin';
import { GetCatalogPageParams, GetCatalogPageQueryParams, GetCatalogTreeQueryParams, GetCategoryItemsQueryParams } from '@shop/api-schemas';
import { parse } from '../../http/validate';
import { createTtlCache } from '../../lib/ttl-cache';
import { requestLocale } from '../../lib/locale';
import { catalogPage, catalogTree, categoryItems } from './service';

/** Query values that may repeat (`ids=1&ids=2`) arrive as a string or an array; zod wants arrays. */
function asArray(value: unknown): unknown {
  return value === undefined || Array.isArray(value) ? value : [value];
}

/** Catalogue answers kept per language, path and query; the most asked stay, the rest leave. */
const CATALOG_CACHE_ENTRIES = 500;

export default fp(
  async (app) => {
    // Listings and cards are the same for every shopper: each answer is computed and serialised
    // once per CATALOG_CACHE_TTL_MS (10 s by default) and served from memory meanwhile, so a busy
    // category costs one database read per interval however many shoppers open it.
    const pages = createTtlCache<string>({ ttlMs: app.env.CATALOG_CACHE_TTL_MS, max: CATALOG_CACHE_ENTRIES });

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
      const locale = requestLocale(request, query.lang);
      const body = await pages.get(JSON.stringify([locale, categoryUri, query]), async () => JSON.stringify(await catalogPage(app.db, locale, categoryUri, query)));
      return reply.type('application/json; charset=utf-8').send(body);
    });

    app.get('/api/v1/categories/items', async (request) => {
      const raw = request.query as Record<string, unknown>;
      const query = parse(GetCategoryItemsQueryParams, { ...raw, ids: asArray(raw['ids']) });
      return categoryItems(app.db, requestLocale(request, query.lang), query);
    });
  },
  { name: 'catalog-routes', dependencies: ['env', 'db', 'problem'], encapsulate: true },
);
