import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  AddReviewBody,
  AddReviewQueryParams,
  GetProductCardReviewsQueryParams,
  GetReviewParams,
  GetReviewQueryParams,
  ToggleReviewLikeParams,
} from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { addReview, getReview, productCardReviews, toggleReviewLike } from './service';

/** Reading, writing and liking reviews; the customer's own reviews are `profile-routes.ts`. */
export default fp(
  async (app: RoutesInstance) => {
    // A guest is refused (401) before the body meets its schema; the session is read once per request.
    const signedIn = async (request: FastifyRequest) => {
      await app.sessions.requireCustomer(request);
    };

    app.get(
      '/api/v1/reviews/product-card',
      { schema: { querystring: GetProductCardReviewsQueryParams } },
      async (request, reply) => {
        const { query } = request;
        const viewer = await app.sessions.customer(request);
        // `liked_by_me` is the reader's own: a shared cache must not keep a signed-in answer.
        if (viewer) reply.header('cache-control', 'no-store');
        return productCardReviews(app.db, requestLocale(request, query.lang), query, viewer?.id ?? null);
      },
    );

    app.get(
      '/api/v1/reviews/:id/get',
      { schema: { params: GetReviewParams, querystring: GetReviewQueryParams } },
      async (request, reply) => {
        const { params, query } = request;
        const viewer = await app.sessions.customer(request);
        // An author's unpublished review must not be kept by a shared cache.
        if (viewer) reply.header('cache-control', 'no-store');
        return getReview(app.db, params.id, requestLocale(request, query.lang), viewer);
      },
    );

    app.post(
      '/api/v1/reviews/add',
      { preValidation: signedIn, schema: { querystring: AddReviewQueryParams, body: AddReviewBody } },
      async (request, reply) => {
        const customer = await app.sessions.requireCustomer(request);
        const { body, query } = request;
        const saved = await addReview(app.db, customer, body, requestLocale(request, query.lang));
        reply.code(saved.created ? 201 : 200);
        return saved.review;
      },
    );

    app.post(
      '/api/v1/reviews/:id/toggle-like',
      { preValidation: signedIn, schema: { params: ToggleReviewLikeParams } },
      async (request) => {
        const customer = await app.sessions.requireCustomer(request);
        return toggleReviewLike(app.db, customer.id, request.params.id);
      },
    );
  },
  { name: 'review-routes', dependencies: ['db', 'problem', 'session'], encapsulate: true },
);
