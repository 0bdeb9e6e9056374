import fp from 'fastify-plugin';
import {
  GetProductListQueryParams,
  GetProductsDataBody,
  GetProductsDataQueryParams,
  GetSizeDetailsByCategoryBody,
  GetSizeDetailsByCategoryQueryParams,
  GetSizeDetailsByIdBody,
  GetSizeDetailsByIdQueryParams,
} from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import {
  forgetChangedCards,
  keepProductCards,
  productList,
  productsData,
  sizeDetailsByCategory,
  sizeDetailsById,
} from './service';

/** Product strips, product cards by id and size tables. */
export default fp(
  async (app: RoutesInstance) => {
    // Every list of cards, here and in search, wish lists and the cart, reads its card data through this.
    keepProductCards(app.db, app.env.CATALOG_CACHE_TTL_MS);
    app.catalogChanges.subscribe((changes) => forgetChangedCards(app.db, changes));

    app.get('/api/v1/product-list', { schema: { querystring: GetProductListQueryParams } }, async (request, reply) => {
      const { query } = request;
      reply.header('Cache-Control', 'public, max-age=60');
      return productList(app.db, requestLocale(request, query.lang), query);
    });

    app.post(
      '/api/v1/products/get-data',
      { schema: { querystring: GetProductsDataQueryParams, body: GetProductsDataBody } },
      async (request) => {
        const { query, body } = request;
        return productsData(app.db, requestLocale(request, query.lang), body.product_ids);
      },
    );

    app.post(
      '/api/v1/products/size-details-by-category',
      { schema: { querystring: GetSizeDetailsByCategoryQueryParams, body: GetSizeDetailsByCategoryBody } },
      async (request) => {
        const { query, body } = request;
        return sizeDetailsByCategory(app.db, requestLocale(request, query.lang), body.category_id);
      },
    );

    app.post(
      '/api/v1/products/size-details-by-id',
      { schema: { querystring: GetSizeDetailsByIdQueryParams, body: GetSizeDetailsByIdBody } },
      async (request) => {
        const { query, body } = request;
        return sizeDetailsById(app.db, requestLocale(request, query.lang), body.product_id);
      },
    );
  },
  { name: 'product-routes', dependencies: ['db', 'problem', 'catalog-changes'], encapsulate: true },
);
