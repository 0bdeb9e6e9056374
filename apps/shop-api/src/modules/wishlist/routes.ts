import fp from 'fastify-plugin';
import { GetWishListProductsBody, GetWishListProductsQueryParams } from '@shop/api-schemas';
import { parse } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { wishListProducts } from './service';

/** The guest wish list's variants; the signed-in customer's list is the profile's. */
export default fp(
  async (app) => {
    app.post('/api/v1/wish-list/products', async (request) => {
      const query = parse(GetWishListProductsQueryParams, request.query);
      const body = parse(GetWishListProductsBody, request.body);
      return wishListProducts(app.db, requestLocale(request, query.lang), body.product_variant_ids);
    });
  },
  { name: 'wishlist-routes', dependencies: ['db', 'problem'], encapsulate: true },
);
