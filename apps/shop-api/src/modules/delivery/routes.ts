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
import { parse } from '../../http/validate';
import { requestLocale } from '../../lib/locale';
import { promoPricingLimit } from '../cart/promo-limit';
import { calculateDelivery, listDeliveries, listDeliveryOptions } from './service';

/** Delivery methods for a destination and cart, their options, and a method's price and time. */
export default fp(
  async (app) => {
    app.post('/api/v1/deliveries', { config: promoPricingLimit }, async (request) => {
      const query = parse(GetDeliveriesQueryParams, request.query);
      const body = parse(GetDeliveriesBody, request.body);
      return listDeliveries(app.db, requestLocale(request, query.lang), body);
    });

    app.post('/api/v1/deliveries/:deliveryId/options', async (request) => {
      const params = parse(GetDeliveryOptionsParams, request.params);
      const query = parse(GetDeliveryOptionsQueryParams, request.query);
      const body = parse(GetDeliveryOptionsBody, request.body);
      return listDeliveryOptions(app.db, requestLocale(request, query.lang), params.deliveryId, body);
    });

    app.post('/api/v1/deliveries/:deliveryId/calculate', { config: promoPricingLimit }, async (request) => {
      const params = parse(CalculateDeliveryParams, request.params);
      const query = parse(CalculateDeliveryQueryParams, request.query);
      const body = parse(CalculateDeliveryBody, request.body);
      return calculateDelivery(app.db, requestLocale(request, query.lang), params.deliveryId, body);
    });
  },
  { name: 'delivery-routes', dependencies: ['db', 'problem', 'rate-limit'], encapsulate: true },
);
