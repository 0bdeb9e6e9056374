import fp from 'fastify-plugin';
import {
  DeleteProfileReviewParams,
  GetProfileReviewParams,
  GetProfileReviewQueryParams,
  GetProfileReviewsQueryParams,
  GetReviewableProductsQueryParams,
} from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { deleteProfileReview, profileReview, profileReviews, reviewableProducts } from './service';

/** The signed-in customer's reviews (read, deleted) and the products they may review; 401 for a guest. */
export default fp(
  async (app: RoutesInstance) => {
    app.get(
      '/api/v1/profile/reviews',
      { schema: { querystring: GetProfileReviewsQueryParams } },
      async (request, reply) => {
        const customer = await app.sessions.requireCustomer(request);
        const { query } = request;
        reply.header('cache-control', 'no-store');
        return profileReviews(app.db, customer.id, requestLocale(request, query.lang), query);
      },
    );

    app.get(
      '/api/v1/profile/reviews/get',
      { schema: { querystring: GetReviewableProductsQueryParams } },
      async (request, reply) => {
        const customer = await app.sessions.requireCustomer(request);
        reply.header('cache-control', 'no-store');
        return reviewableProducts(app.db, customer.id, requestLocale(request, request.query.lang));
      },
    );

    app.get(
      '/api/v1/profile/reviews/:reviewId/get',
      { schema: { params: GetProfileReviewParams, querystring: GetProfileReviewQueryParams } },
      async (request, reply) => {
        const customer = await app.sessions.requireCustomer(request);
        const { params, query } = request;
        reply.header('cache-control', 'no-store');
        return profileReview(app.db, customer.id, params.reviewId, requestLocale(request, query.lang));
      },
    );

    app.post(
      '/api/v1/profile/reviews/:reviewId/delete',
      { preValidation: app.sessions.signedIn, schema: { params: DeleteProfileReviewParams } },
      async (request, reply) => {
        const customer = await app.sessions.requireCustomer(request);
        reply.header('cache-control', 'no-store');
        return deleteProfileReview(app.db, customer.id, request.params.reviewId);
      },
    );
  },
  { name: 'profile-review-routes', dependencies: ['db', 'problem', 'session'], encapsulate: true },
);
