import fp from 'fastify-plugin';
import {
  CalculateDeliveryBody,
  CalculateDeliveryParams,
  CalculateDeliveryQueryParams,
  GetDeliveriesBody,
  GetDeliveriesQueryParams,
  GetDeliveryOptionsBody,
  GetDeliveryOptionsParams,
  GetDeliveryOptionsQueryParams,
} from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { forgetReferenceRows } from '../../lib/reference-rows';
import { promoPricingLimit } from '../cart/promo-limit';
import { calculateDelivery, listDeliveries, listDeliveryOptions } from './service';

/** Delivery methods for a destination and cart, their options, and a method's price and time. */
export default fp(
  async (app: RoutesInstance) => {
    // Delivery and payment methods are kept in memory (lib/reference-rows.ts); a seed drops them.
    app.catalogChanges.subscribe((changes) => forgetReferenceRows(app.db, changes));
    app.post(
      '/api/v1/deliveries',
      { config: promoPricingLimit, schema: { querystring: GetDeliveriesQueryParams, body: GetDeliveriesBody } },
      async (request) => {
        const { query, body } = request;
        return listDeliveries(app.db, requestLocale(request, query.lang), body);
      },
    );

    app.post(
      '/api/v1/deliveries/:deliveryId/options',
      {
        schema: {
          params: GetDeliveryOptionsParams,
          querystring: GetDeliveryOptionsQueryParams,
          body: GetDeliveryOptionsBody,
        },
      },
      async (request) => {
        const { params, query, body } = request;
        return listDeliveryOptions(app.db, requestLocale(request, query.lang), params.deliveryId, body);
      },
    );

    app.post(
      '/api/v1/deliveries/:deliveryId/calculate',
      {
        config: promoPricingLimit,
        schema: {
          params: CalculateDeliveryParams,
          querystring: CalculateDeliveryQueryParams,
          body: CalculateDeliveryBody,
        },
      },
      async (request) => {
        const { params, query, body } = request;
        return calculateDelivery(app.db, requestLocale(request, query.lang), params.deliveryId, body);
      },
    );
  },
  { name: 'delivery-routes', dependencies: ['db', 'problem', 'rate-limit', 'catalog-changes'], encapsulate: true },
);
