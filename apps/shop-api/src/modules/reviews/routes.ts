import fp from 'fastify-plugin';
import { GetProductCardReviewsQueryParams } from '@shop/api-schemas';
import { parse } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { productCardReviews } from './service';

/** Reading reviews; writing, liking and the profile's reviews come with the customer's account. */
export default fp(
  async (app) => {
    app.get('/api/v1/reviews/product-card', async (request) => {
      const query = parse(GetProductCardReviewsQueryParams, request.query);
      return productCardReviews(app.db, requestLocale(request, query.lang), query);
    });
  },
  { name: 'review-routes', dependencies: ['db', 'problem'], encapsulate: true },
);
