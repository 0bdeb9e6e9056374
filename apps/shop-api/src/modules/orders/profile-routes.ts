import fp from 'fastify-plugin';
import {
  FilterProfileOrdersBody,
  FilterProfileOrdersQueryParams,
  GetProfileOrdersQueryParams,
} from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { profileOrders } from './service';

/** The signed-in customer's order history; 401 for a guest. */
export default fp(
  async (app: RoutesInstance) => {
    app.get(
      '/api/v1/profile/orders',
      { preValidation: app.sessions.signedIn, schema: { querystring: GetProfileOrdersQueryParams } },
      async (request, reply) => {
        const customer = await app.sessions.requireCustomer(request);
        const { query } = request;
        reply.header('cache-control', 'no-store');
        return profileOrders(app.db, customer.id, query, requestLocale(request, query.lang));
      },
    );

    app.post(
      '/api/v1/profile/orders',
      {
        preValidation: app.sessions.signedIn,
        schema: { querystring: FilterProfileOrdersQueryParams, body: FilterProfileOrdersBody },
      },
      async (request, reply) => {
        const customer = await app.sessions.requireCustomer(request);
        const { query, body } = request;
        reply.header('cache-control', 'no-store');
        return profileOrders(app.db, customer.id, body, requestLocale(request, query.lang));
      },
    );
  },
  { name: 'profile-order-routes', dependencies: ['db', 'problem', 'session'], encapsulate: true },
);
