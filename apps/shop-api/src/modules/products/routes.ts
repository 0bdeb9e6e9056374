import fp from 'fastify-plugin';
import { GetProductListQueryParams, GetProductsDataBody, GetProductsDataQueryParams } from '@shop/api-schemas';
import { parse } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { productList, productsData } from './service';

/** Product strips and product cards by id. */
export default fp(
  async (app) => {
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
  },
  { name: 'product-routes', dependencies: ['db', 'problem'], encapsulate: true },
);
