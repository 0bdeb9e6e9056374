import type { FastifyRequest } from 'fastify';
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
    // A guest is refused (401) before the body meets its schema; the session is read once per request.
    const signedIn = async (request: FastifyRequest) => {
      await app.sessions.requireCustomer(request);
    };

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
      { preValidation: signedIn, schema: { body: AddToProfileWishListBody } },
      async (request) => {
        const customer = await app.sessions.requireCustomer(request);
        const { body } = request;
        return addToProfileWishList(app.db, customer.id, body.product_variant_id, requestLocale(request, undefined));
      },
    );

    app.post(
      '/api/v1/profile/wish-list/remove',
      { preValidation: signedIn, schema: { body: RemoveFromProfileWishListBody } },
      async (request) => {
        const customer = await app.sessions.requireCustomer(request);
        const { body } = request;
        return removeFromProfileWishList(app.db, customer.id, body.product_variant_id);
      },
    );

    app.post(
      '/api/v1/profile/wish-list/merge',
      { preValidation: signedIn, schema: { body: MergeProfileWishListBody } },
      async (request) => {
        const customer = await app.sessions.requireCustomer(request);
        const { body } = request;
        return mergeProfileWishList(app.db, customer.id, body.product_variant_ids, requestLocale(request, undefined));
      },
    );
  },
  { name: 'profile-wishlist-routes', dependencies: ['db', 'problem', 'session'], encapsulate: true },
);
