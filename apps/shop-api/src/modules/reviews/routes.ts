import fp from 'fastify-plugin';
import { GetProductCardReviewsQueryParams } from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { productCardReviews } from './service';

/** Reading reviews; writing, liking and the profile's reviews come with the customer's account. */
export default fp(
  async (app: RoutesInstance) => {
    app.get(
      '/api/v1/reviews/product-card',
      { schema: { querystring: GetProductCardReviewsQueryParams } },
      async (request) => {
        const { query } = request;
        return productCardReviews(app.db, requestLocale(request, query.lang), query);
      },
    );
  },
  { name: 'review-routes', dependencies: ['db', 'problem'], encapsulate: true },
);
