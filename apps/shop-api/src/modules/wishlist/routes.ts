import fp from 'fastify-plugin';
import { GetWishListProductsBody, GetWishListProductsQueryParams } from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { wishListProducts } from './service';

/** The guest wish list's variants; the signed-in customer's list is the profile's. */
export default fp(
  async (app: RoutesInstance) => {
    app.post(
      '/api/v1/wish-list/products',
      { schema: { querystring: GetWishListProductsQueryParams, body: GetWishListProductsBody } },
      async (request) => {
        const { query, body } = request;
        return wishListProducts(app.db, requestLocale(request, query.lang), body.product_variant_ids);
      },
    );
  },
  { name: 'wishlist-routes', dependencies: ['db', 'problem'], encapsulate: true },
);
