import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  GetCatalogPageParams,
  GetCatalogPageQueryParams,
  GetCatalogTreeQueryParams,
  GetCategoryItemsQueryParams,
} from '@shop/api-schemas';
import { parse, type RoutesInstance } from '../../http/validate';
import { createTtlCache } from '../../lib/ttl-cache';
import { requestLocale } from '../../lib/locale';
import { catalogPage, catalogTree, categoryItems, keepListingVariants } from './service';

/** Query values that may repeat (`ids=1&ids=2`) arrive as a string or an array; zod wants arrays. */
function asArray(value: unknown): unknown {
  return value === undefined || Array.isArray(value) ? value : [value];
}

/**
 * A listing's query without its empty values: `?price_max=` (a cleared field) names no bound, as
 * if left out; coerced, it would have been 0 and emptied the listing.
 */
function withoutEmptyValues(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/** The category items' query, `ids` always a list. */
const CategoryItemsQuery = z.preprocess(
  (query) =>
    typeof query === 'object' && query !== null
      ? { ...query, ids: asArray((query as Record<string, unknown>)['ids']) }
      : query,
  GetCategoryItemsQueryParams,
);

/** Catalogue answers kept per language, path and query; the most asked stay, the rest leave. */
const CATALOG_CACHE_ENTRIES = 500;

export default fp(
  async (app: RoutesInstance) => {
    // Listings and cards are the same for every shopper: each answer is computed and serialised
    // once and served from memory until the change log names what it shows (or, as a safety net,
    // CATALOG_CACHE_TTL_MS passes), so a busy category costs one database read per change however
    // many shoppers open it. An expired answer keeps being served while its successor is
    // computed, so no shopper waits for that.
    const pages = createTtlCache<Buffer>({
      name: 'catalog_answers',
      ttlMs: app.env.CATALOG_CACHE_TTL_MS,
      max: CATALOG_CACHE_ENTRIES,
      staleWhileRevalidate: true,
    });
    // Beneath the answers, each category's listing variants, shared by all its filters, sorts and pages.
    const listingVariants = keepListingVariants(app.db, app.env.CATALOG_CACHE_TTL_MS);
    // A listing or card may show any product, so a change of one drops the answers and kept
    // variants (the change log names products, not the categories showing them); content alone
    // (pages, settings) changes no catalogue answer.
    app.catalogChanges.subscribe((changes) => {
      if (!changes.all && changes.products.size === 0 && changes.categories.size === 0) return;
      pages.clear();
      listingVariants.clear();
    });

    app.get('/api/v1/catalog', { schema: { querystring: GetCatalogTreeQueryParams } }, async (request) => {
      const { query } = request;
      return catalogTree(app.db, requestLocale(request, query.lang));
    });

    // The free multi-segment path: `women/swimsuits` (a listing) or `…/coral-one-piece` (a card).
    // Keyed by language and URL, so a cached answer skips even the parsing: only valid requests
    // are cached, since a failed one throws before anything is stored.
    app.get('/api/v1/catalog/*', async (request, reply) => {
      const locale = requestLocale(request, (request.query as Record<string, unknown>)['lang']);
      const body = await pages.get(`${locale} ${request.url}`, async () => {
        // `women/` is `women`: a trailing slash names the same page. parse(), not a route schema: a
        // cached answer is served before any validation (the catalogue's hot path).
        const { categoryUri } = parse(GetCatalogPageParams, {
          categoryUri: (request.params as { '*': string })['*'].replace(/\/+$/, ''),
        });
        const raw = withoutEmptyValues(request.query as Record<string, unknown>);
        const query = parse(GetCatalogPageQueryParams, {
          ...raw,
          color: asArray(raw['color']),
          size: asArray(raw['size']),
        });
        return Buffer.from(JSON.stringify(await catalogPage(app.db, locale, categoryUri, query, listingVariants)));
      });
      return reply.header('Cache-Control', 'public, max-age=60').type('application/json; charset=utf-8').send(body);
    });

    app.get('/api/v1/categories/items', { schema: { querystring: CategoryItemsQuery } }, async (request) => {
      const { query } = request;
      return categoryItems(app.db, requestLocale(request, query.lang), query);
    });
  },
  { name: 'catalog-routes', dependencies: ['env', 'db', 'problem', 'catalog-changes'], encapsulate: true },
);
