import fp from 'fastify-plugin';
import {
  CheckoutOrderBody,
  CheckoutOrderQueryParams,
  GetCjOrderParams,
  GetCjOrderQueryParams,
  GetOrderByCryptoQueryParams,
} from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { idempotencyKeyOf, idempotent, requestHash } from '../../lib/idempotency';
import { requestLocale } from '../../lib/locale';
import { CHECKOUT_RATE_LIMIT } from '../orders/constants';
import { cjOrder, orderPage } from '../orders/service';
import { placeOrder } from './service';

/** Placing an order, the order page by its token, and the affiliate conversion data. */
export default fp(
  async (app: RoutesInstance) => {
    app.post(
      '/api/v1/order/checkout',
      {
        config: { rateLimit: CHECKOUT_RATE_LIMIT },
        schema: { querystring: CheckoutOrderQueryParams, body: CheckoutOrderBody },
      },
      async (request, reply) => {
        const { query, body } = request;
        const locale = requestLocale(request, query.lang);
        const key = idempotencyKeyOf(request.headers);
        const customer = await app.sessions.customer(request);
        // The same form from the same shopper: the customer is part of what a key stands for.
        const hash = requestHash({ body, customer: customer?.id ?? null, locale });
        const answer = await idempotent(app.db, { scope: 'checkout', key, hash }, async (recorder) => ({
          status: 201,
          body: await placeOrder({ db: app.db, env: app.env, mailer: app.mailer, log: request.log }, body, {
            locale,
            customer,
            clientAddress: request.ip,
            recorder,
          }),
        }));
        reply.header('Cache-Control', 'no-store');
        return reply.code(answer.status).send(answer.body);
      },
    );

    app.get(
      '/api/v1/order/by-crypto',
      { schema: { querystring: GetOrderByCryptoQueryParams } },
      async (request, reply) => {
        const { query } = request;
        reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
        return orderPage(app.db, query.crypto, requestLocale(request, query.lang));
      },
    );

    app.get(
      '/api/cj/order/:orderId',
      { schema: { params: GetCjOrderParams, querystring: GetCjOrderQueryParams } },
      async (request, reply) => {
        const { params, query } = request;
        reply.header('Cache-Control', 'no-store');
        return cjOrder(app.db, params.orderId, query.crypto, requestLocale(request, query.lang));
      },
    );
  },
  {
    name: 'order-routes',
    dependencies: ['db', 'env', 'problem', 'rate-limit', 'session', 'mailer'],
    encapsulate: true,
  },
);
