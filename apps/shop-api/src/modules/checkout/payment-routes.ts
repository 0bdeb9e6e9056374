import fp from 'fastify-plugin';
import type { FastifyBodyParser, FastifyRequest } from 'fastify';
import {
  GetPaymentMethodsBody,
  GetPaymentMethodsQueryParams,
  GetPaymentStatusBody,
  GetPaymentStatusParams,
  GetTestGatewayPageParams,
  GetTestGatewayPageQueryParams,
  PayOrderBody,
  PayOrderParams,
  PayOrderQueryParams,
  StripeWebhookBody,
  SubmitTestGatewayPageBody,
  SubmitTestGatewayPageParams,
  TestGatewayCallbackBody,
} from '@shop/api-schemas';
import { notFound } from '../../http/problem';
import type { RoutesInstance } from '../../http/validate';
import { idempotencyKeyOf, idempotent, requestHash } from '../../lib/idempotency';
import { requestLocale } from '../../lib/locale';
import { PAYMENT_RATE_LIMIT } from '../payments/constants';
import { listPaymentMethods, paymentStatus, receivePaymentEvent, receiveStripeEvent, startPayment } from './service';
import { verifyStripeSignature } from '../payments/stripe';
import { gatewayPage, gatewaySecret, submitGatewayPage, verifyCallback } from '../payments/test-gateway';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received, for signature checks (payment routes only). */
    rawBody?: string;
  }
}

const rawBodyOf = (request: FastifyRequest) => request.rawBody ?? '';

/**
 * Payment methods, starting a payment and reading its state, the test gateway's page and callback,
 * and Stripe's webhook. JSON bodies keep their raw text here, since provider signatures cover it.
 */
export default fp(
  async (app: RoutesInstance) => {
    const json = app.getDefaultJsonParser('error', 'error');
    /** Keeps the raw text; `lenient`: a body that is not JSON is read as none instead of refused. */
    const keepRawJson =
      (lenient: boolean): FastifyBodyParser<string | Buffer> =>
      (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        request.rawBody = text;
        json(request, text, lenient ? (error, value) => done(null, error ? undefined : value) : done);
      };
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, keepRawJson(false));

    app.post(
      '/api/v1/payments',
      {
        config: { rateLimit: PAYMENT_RATE_LIMIT },
        schema: { querystring: GetPaymentMethodsQueryParams, body: GetPaymentMethodsBody },
      },
      async (request) => {
        const { query, body } = request;
        return listPaymentMethods(app, requestLocale(request, query.lang), body);
      },
    );

    app.post(
      '/api/v1/payments/pay/:orderId',
      {
        config: { rateLimit: PAYMENT_RATE_LIMIT },
        schema: { params: PayOrderParams, querystring: PayOrderQueryParams, body: PayOrderBody },
      },
      async (request) => {
        const { params, query, body } = request;
        const locale = requestLocale(request, query.lang);
        const key = idempotencyKeyOf(request.headers);
        const answer = await idempotent(
          app.db,
          { scope: `pay:${params.orderId}`, key, hash: requestHash({ orderId: params.orderId, body }) },
          async () => ({
            status: 200,
            body: await startPayment(app, params.orderId, body, locale),
          }),
        );
        return answer.body;
      },
    );

    app.post(
      '/api/v1/payments/status/:orderId',
      {
        config: { rateLimit: PAYMENT_RATE_LIMIT },
        schema: { params: GetPaymentStatusParams, body: GetPaymentStatusBody },
      },
      async (request, reply) => {
        const { params, body } = request;
        reply.header('Cache-Control', 'no-store');
        return paymentStatus(app, params.orderId, body.crypto);
      },
    );

    // Hooks that run before the route schemas: a gateway that is off, or a callback not signed by
    // it, is refused before anything about the request's fields is said.
    const testGatewayOn = async () => {
      if (!app.env.TEST_GATEWAY) throw notFound('The test gateway is off.');
    };
    const signedByTestGateway = async (request: FastifyRequest) => {
      verifyCallback(gatewaySecret(app.env), request.headers, rawBodyOf(request), Date.now());
    };

    app.get(
      '/api/v1/payments/test-gateway/:paymentId',
      {
        preValidation: testGatewayOn,
        schema: { params: GetTestGatewayPageParams, querystring: GetTestGatewayPageQueryParams },
      },
      async (request, reply) => {
        const { params, query } = request;
        const html = await gatewayPage(app.db, params.paymentId, requestLocale(request, query.lang));
        return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
      },
    );

    app.post(
      '/api/v1/payments/test-gateway/:paymentId',
      {
        config: { rateLimit: PAYMENT_RATE_LIMIT },
        preValidation: testGatewayOn,
        schema: { params: SubmitTestGatewayPageParams, body: SubmitTestGatewayPageBody },
      },
      async (request, reply) => {
        const { params, body } = request;
        return reply.redirect(await submitGatewayPage(app, params.paymentId, body.outcome), 303);
      },
    );

    app.post(
      '/api/v1/payments/test-gateway/callback',
      { preValidation: [testGatewayOn, signedByTestGateway], schema: { body: TestGatewayCallbackBody } },
      async (request) => {
        const { body } = request;
        const result = await receivePaymentEvent(app, {
          provider: 'test',
          eventId: body.event_id,
          type: `payment.${body.outcome}`,
          payment: { publicId: body.payment_id },
          outcome: body.outcome === 'paid' ? 'paid' : 'failed',
          payload: rawBodyOf(request),
          now: Date.now(),
        });
        if (result === 'unknown-payment') throw notFound('No such payment.');
        return { ok: true as const };
      },
    );

    // Stripe disables an endpoint that keeps refusing its events, so only the signature can refuse
    // one: a signed body that is not JSON or not an event the shop reads is acknowledged.
    await app.register(async (stripe) => {
      stripe.removeContentTypeParser('application/json');
      stripe.addContentTypeParser('application/json', { parseAs: 'string' }, keepRawJson(true));
      stripe.post('/api/v1/payments/stripe/webhook', async (request) => {
        const secret = app.env.STRIPE_WEBHOOK_SECRET;
        if (!secret || !app.env.STRIPE_SECRET_KEY) throw notFound('Stripe is not configured.');
        const signature = request.headers['stripe-signature'];
        verifyStripeSignature(
          secret,
          typeof signature === 'string' ? signature : undefined,
          rawBodyOf(request),
          Date.now(),
        );
        // Not a route schema: a signed event the shop cannot read is acknowledged, not refused.
        const event = StripeWebhookBody.safeParse(request.body);
        if (event.success) await receiveStripeEvent(app, event.data, rawBodyOf(request), Date.now());
        else
          app.log.warn(
            { issues: event.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) },
            'a signed Stripe event could not be read: acknowledged, nothing changed',
          );
        return { received: true as const };
      });
    });
  },
  { name: 'payment-routes', dependencies: ['db', 'env', 'problem', 'rate-limit', 'form-body'], encapsulate: true },
);
