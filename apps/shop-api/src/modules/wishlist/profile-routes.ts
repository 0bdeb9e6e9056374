import fp from 'fastify-plugin';
import {
  AddToProfileWishListBody,
  GetProfileWishListQueryParams,
  MergeProfileWishListBody,
  RemoveFromProfileWishListBody,
} from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { addToProfileWishList, mergeProfileWishList, profileWishList, removeFromProfileWishList } from './service';

/** The signed-in customer's wish list (`wish_list_items`); 401 for a guest. */
export default fp(
  async (app: RoutesInstance) => {
    app.get(
      '/api/v1/profile/wish-list',
      { schema: { querystring: GetProfileWishListQueryParams } },
      async (request, reply) => {
        const { query } = request;
        const customer = await app.sessions.requireCustomer(request);
        reply.header('cache-control', 'no-store');
        return profileWishList(app.db, customer.id, requestLocale(request, query.lang));
      },
    );

    app.post(
      '/api/v1/profile/wish-list/add',
      { preValidation: app.sessions.signedIn, schema: { body: AddToProfileWishListBody } },
      async (request) => {
        const customer = await app.sessions.requireCustomer(request);
        const { body } = request;
        return addToProfileWishList(app.db, customer.id, body.product_variant_id, requestLocale(request, undefined));
      },
    );

    app.post(
      '/api/v1/profile/wish-list/remove',
      { preValidation: app.sessions.signedIn, schema: { body: RemoveFromProfileWishListBody } },
      async (request) => {
        const customer = await app.sessions.requireCustomer(request);
        const { body } = request;
        return removeFromProfileWishList(app.db, customer.id, body.product_variant_id);
      },
    );

    app.post(
      '/api/v1/profile/wish-list/merge',
      { preValidation: app.sessions.signedIn, schema: { body: MergeProfileWishListBody } },
      async (request) => {
        const customer = await app.sessions.requireCustomer(request);
        const { body } = request;
        return mergeProfileWishList(app.db, customer.id, body.product_variant_ids, requestLocale(request, undefined));
      },
    );
  },
  { name: 'profile-wishlist-routes', dependencies: ['db', 'problem', 'session'], encapsulate: true },
);
