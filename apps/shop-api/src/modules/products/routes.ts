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
import { parse } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { keepProductCards, productList, productsData, sizeDetailsByCategory, sizeDetailsById } from './service';

/** Product strips, product cards by id and size tables. */
export default fp(
  async (app) => {
    // Every list of cards, here and in search, wish lists and the cart, reads its card data through this.
    keepProductCards(app.db, app.env.CATALOG_CACHE_TTL_MS);

    app.get('/api/v1/product-list', async (request, reply) => {
      const query = parse(GetProductListQueryParams, request.query);
      reply.header('Cache-Control', 'public, max-age=60');
      return productList(app.db, requestLocale(request, query.lang), query);
    });

    app.post('/api/v1/products/get-data', async (request) => {
      const query = parse(GetProductsDataQueryParams, request.query);
      const body = parse(GetProductsDataBody, request.body);
      return productsData(app.db, requestLocale(request, query.lang), body.product_ids);
    });

    app.post('/api/v1/products/size-details-by-category', async (request) => {
      const query = parse(GetSizeDetailsByCategoryQueryParams, request.query);
      const body = parse(GetSizeDetailsByCategoryBody, request.body);
      return sizeDetailsByCategory(app.db, requestLocale(request, query.lang), body.category_id);
    });

    app.post('/api/v1/products/size-details-by-id', async (request) => {
      const query = parse(GetSizeDetailsByIdQueryParams, request.query);
      const body = parse(GetSizeDetailsByIdBody, request.body);
      return sizeDetailsById(app.db, requestLocale(request, query.lang), body.product_id);
    });
  },
  { name: 'product-routes', dependencies: ['db', 'problem'], encapsulate: true },
);
