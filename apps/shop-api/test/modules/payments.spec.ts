import { afterAll, beforeEach, expect, it } from 'vitest';
import { retryRefunds } from '../../src/modules/payments/service';
import { deliverCallbacks } from '../../src/modules/payments/test-gateway';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { call } from '../helpers/auth';
import {
  checkout,
  checkoutForm,
  gatewayCallback,
  methodIds,
  paymentStatus,
  placeOrder,
  pressGatewayButton,
  startPayment,
  stockVariant,
  type PlacedOrder,
} from '../helpers/checkout';
import { expectMatchesContract, expectProblem } from '../helpers/contract';
import { signStripeEvent, startFakeStripe, stripeEvent } from '../helpers/fake-stripe';
import { sellableVariantIds } from '../helpers/variants';

async function anOrder(shop: TestShop, overrides: Record<string, unknown> = {}): Promise<PlacedOrder['order']> {
  const ids = await sellableVariantIds(shop, 10);
  const id = ids[Math.floor(Math.random() * ids.length)] as number;
  await stockVariant(shop, id, 50, 2500);
  return (await placeOrder(shop, await checkoutForm(shop, [{ product_variant_id: id, quantity: 1 }], overrides))).order;
}

const eventsOf = (shop: TestShop, paymentId: string) =>
  shop.db
    .selectFrom('payment_events as e')
    .innerJoin('payments as p', 'p.id', 'e.payment_id')
    .select(['e.provider_event_id'])
    .where('p.public_id', '=', paymentId)
    .execute();

const paymentRow = (shop: TestShop, paymentId: string) =>
  shop.db
    .selectFrom('payments')
    .select(['state', 'paid_at', 'payment_intent', 'refund_state', 'refund_ref'])
    .where('public_id', '=', paymentId)
    .executeTakeFirstOrThrow();

/** Starts a new payment attempt for the order, the current one having run out. */
async function nextAttempt(shop: TestShop, order: PlacedOrder['order'], current: { payment_id: string }) {
  await shop.db
    .updateTable('payments')
    .set({ expires_at: Date.now() - 1 })
    .where('public_id', '=', current.payment_id)
    .execute();
  return startPayment(shop, order);
}

/** Every line the test shops log at warn and above, as written. */
const logLines: string[] = [];
const logger = { level: 'warn', stream: { write: (line: string) => logLines.push(line) } };

/** The warnings (pino's level 40) logged from now on, each line as written and parsed. */
function watchLogs() {
  const from = logLines.length;
  const entries = () =>
    logLines.slice(from).map((line): Record<string, unknown> & { line: string } => ({
      ...(JSON.parse(line) as Record<string, unknown>),
      line,
    }));
  return { warnings: () => entries().filter((entry) => entry['level'] === 40) };
}

const orderEmail = async (shop: TestShop, orderId: number) =>
  (await shop.db.selectFrom('orders').select('email').where('id', '=', orderId).executeTakeFirstOrThrow()).email;

describeEachDatabase(
  'a production shop with the demo catalogue seeded (QUALITY.md item 19)',
  (shop) => {
    it('takes no fake money: the seeded "Card (test gateway)" is not offered, its page is gone, and an order cannot choose it', async () => {
      expect(shop().env.TEST_GATEWAY).toBe(false);
      const { methods } = (await call(shop(), 'POST', '/api/v1/payments', { country_code: 'FI' })).json<{
        methods: Array<{ code: string }>;
      }>();
      expect(methods.map((method) => method.code)).toEqual(['stripe-card', 'cash-on-pickup']);
      const { payment } = await methodIds(shop());
      const ids = await sellableVariantIds(shop(), 1);
      const refused = await checkout(
        shop(),
        await checkoutForm(shop(), [{ product_variant_id: ids[0] ?? 0, quantity: 1 }], {
          payment: { id: payment['test-card'] },
        }),
      );
      expect(expectProblem(refused, 400).errors).toEqual({ 'payment.id': ['payment.unavailable'] });
      expectProblem(
        await call(shop(), 'GET', '/api/v1/payments/test-gateway/pay_0123456789abcdef0123456789abcdef'),
        404,
      );
    });
  },
  {
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: 'a production secret of at least 32 characters',
      STRIPE_SECRET_KEY: 'sk_test_production',
      STRIPE_WEBHOOK_SECRET: 'whsec_production',
      SMTP_URL: 'smtp://127.0.0.1:1',
    },
  },
);

describeEachDatabase(
  'payments: methods and the test gateway',
  (shop) => {
    it('lists the usable methods: the test gateway and paying at the store, not Stripe without its keys', async () => {
      const response = await call(shop(), 'POST', '/api/v1/payments?lang=ru', { country_code: 'FI' });
      expect(response.statusCode, response.body).toBe(200);
      const { methods } = expectMatchesContract('POST', '/api/v1/payments', response) as {
        methods: Array<{
          code: string;
          provider: string;
          online: boolean;
          name: string;
          delivery_method_ids: number[] | null;
        }>;
      };
      const { delivery } = await methodIds(shop());
      expect(methods.map((method) => [method.code, method.provider, method.online])).toEqual([
        ['test-card', 'test', true],
        ['cash-on-pickup', 'test', false],
      ]);
      expect(methods[0]?.name).toBe('Карта (тестовый шлюз)');
      expect(methods[1]?.delivery_method_ids).toEqual([delivery['store-pickup']]);
      expectProblem(await call(shop(), 'POST', '/api/v1/payments', { order_id: 99_999_999 }), 404);
      expectProblem(await call(shop(), 'POST', '/api/v1/payments', { country_code: 'Finland' }), 400);
    });

    it('takes a payment end to end: gateway page, pay button, signed callback, paid order', async () => {
      const order = await anOrder(shop());
      const pay = await call(shop(), 'POST', `/api/v1/payments/pay/${order.id}?lang=en`, { crypto: order.crypto });
      expect(pay.statusCode, pay.body).toBe(200);
      const started = expectMatchesContract('POST', '/api/v1/payments/pay/{orderId}', pay) as {
        payment_id: string;
        redirect_url: string;
      };
      expect(started.redirect_url).toBe(`/api/v1/payments/test-gateway/${started.payment_id}?lang=en`);
      expect(await startPayment(shop(), order)).toEqual({ ...started, state: 'pending' });

      const page = await shop().app.inject({ method: 'GET', url: started.redirect_url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(order.number);
      expect(page.body).toContain('€32.90');
      expect(page.body).toContain('value="paid"');
      expect((await paymentStatus(shop(), order)).state).toBe('pending');

      const pressed = await pressGatewayButton(shop(), started.payment_id, 'paid');
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toBe(`/order/${order.crypto}`);
      const status = await call(shop(), 'POST', `/api/v1/payments/status/${order.id}`, { crypto: order.crypto });
      expect(expectMatchesContract('POST', '/api/v1/payments/status/{orderId}', status)).toMatchObject({
        state: 'paid',
        order_status: 'processing',
        can_retry: false,
      });

      // A second press changes nothing; the settled page says so.
      expect((await pressGatewayButton(shop(), started.payment_id, 'declined')).statusCode).toBe(303);
      expect((await paymentStatus(shop(), order)).state).toBe('paid');
      const settled = await shop().app.inject({
        method: 'GET',
        url: `/api/v1/payments/test-gateway/${started.payment_id}?lang=ru`,
      });
      expect(settled.body).toContain('Платёж прошёл.');
      expect(settled.body).not.toContain('<form');
      expect(
        expectProblem(await call(shop(), 'POST', `/api/v1/payments/pay/${order.id}`, { crypto: order.crypto }), 409)
          .type,
      ).toBe('https://shop.example/problems/payment-not-allowed');
    });

    it('retries a declined payment with a new attempt', async () => {
      const order = await anOrder(shop());
      const first = await startPayment(shop(), order);
      await pressGatewayButton(shop(), first.payment_id, 'declined');
      expect(await paymentStatus(shop(), order)).toMatchObject({
        state: 'failed',
        order_status: 'new',
        can_retry: true,
      });
      const page = await call(shop(), 'GET', `/api/v1/order/by-crypto?crypto=${order.crypto}`);
      expect(page.json<{ order: { can_retry_payment: boolean } }>().order.can_retry_payment).toBe(true);

      const second = await startPayment(shop(), order);
      expect(second.payment_id).not.toBe(first.payment_id);
      expect((await paymentStatus(shop(), order)).state).toBe('pending');
      await pressGatewayButton(shop(), second.payment_id, 'paid');
      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'paid', order_status: 'processing' });
    });

    it('refuses callbacks with a bad or missing signature or a stale timestamp, and changes nothing', async () => {
      const order = await anOrder(shop());
      const { payment_id: paymentId } = await startPayment(shop(), order);
      const event = { payment_id: paymentId, event_id: `evt_${order.id}_bad_sig`, outcome: 'paid' as const };
      expectProblem(await gatewayCallback(shop(), event, { signature: null }), 400);
      expectProblem(await gatewayCallback(shop(), event, { signature: 'f'.repeat(64) }), 400);
      expectProblem(await gatewayCallback(shop(), event, { signature: 'not hex' }), 400);
      expectProblem(await gatewayCallback(shop(), event, { timestamp: Math.floor(Date.now() / 1000) - 301 }), 400);
      expectProblem(await gatewayCallback(shop(), event, { timestamp: Math.floor(Date.now() / 1000) + 400 }), 400);
      const tampered = await shop().app.inject({
        method: 'POST',
        url: '/api/v1/payments/test-gateway/callback',
        headers: {
          'content-type': 'application/json',
          'x-timestamp': String(Math.floor(Date.now() / 1000)),
          'x-signature': 'a'.repeat(64),
        },
        payload: JSON.stringify({ ...event, outcome: 'paid' }),
      });
      expectProblem(tampered, 400);
      expect((await paymentStatus(shop(), order)).state).toBe('pending');
      expect(await eventsOf(shop(), paymentId)).toHaveLength(0);
      expectProblem(await gatewayCallback(shop(), { ...event, payment_id: 'pay_0123456789abcdef0123' }), 404);
    });

    it('applies one event once however often it comes, and ends right when events come out of order', async () => {
      const order = await anOrder(shop());
      const { payment_id: paymentId } = await startPayment(shop(), order);
      const paid = { payment_id: paymentId, event_id: `evt_${order.id}_paid_x`, outcome: 'paid' as const };
      const answers = await Promise.all(Array.from({ length: 10 }, () => gatewayCallback(shop(), paid)));
      for (const answer of answers) expect(answer.json()).toEqual({ ok: true });
      expect(await eventsOf(shop(), paymentId)).toHaveLength(1);
      const paidAt = (await paymentStatus(shop(), order)).paid_at;
      expect(paidAt).not.toBeNull();

      // A decline that arrives after the payment went through is recorded and ignored.
      expect(
        (await gatewayCallback(shop(), { ...paid, event_id: `evt_${order.id}_late_decline`, outcome: 'declined' }))
          .statusCode,
      ).toBe(200);
      expect(await paymentStatus(shop(), order)).toMatchObject({
        state: 'paid',
        order_status: 'processing',
        paid_at: paidAt,
      });

      // Declined first, then paid: the payment ends paid.
      const other = await anOrder(shop());
      const second = await startPayment(shop(), other);
      await gatewayCallback(shop(), {
        payment_id: second.payment_id,
        event_id: `evt_${other.id}_declined`,
        outcome: 'declined',
      });
      await gatewayCallback(shop(), {
        payment_id: second.payment_id,
        event_id: `evt_${other.id}_paid_late`,
        outcome: 'paid',
      });
      expect(await paymentStatus(shop(), other)).toMatchObject({ state: 'paid', order_status: 'processing' });
    });

    it('starts one payment for 20 parallel calls with one Idempotency-Key', async () => {
      const order = await anOrder(shop());
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(
            shop(),
            'POST',
            `/api/v1/payments/pay/${order.id}`,
            { crypto: order.crypto },
            { headers: { 'idempotency-key': `pay-key-${order.id}` } },
          ),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(new Set(answers.map((answer) => answer.json<{ payment_id: string }>().payment_id)).size).toBe(1);
      expect(
        await shop().db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute(),
      ).toHaveLength(1);
      const reused = await call(
        shop(),
        'POST',
        `/api/v1/payments/pay/${order.id}`,
        { crypto: order.crypto, payment_method_id: 999 },
        { headers: { 'idempotency-key': `pay-key-${order.id}` } },
      );
      expectProblem(reused, 422);
    });

    it('takes a paid order’s stock back again when its payment arrives after the reservation ran out', async () => {
      const order = await anOrder(shop());
      const { payment_id: paymentId } = await startPayment(shop(), order);
      await shop()
        .db.updateTable('orders')
        .set({ reserved_until: Date.now() - 1 })
        .where('id', '=', order.id)
        .execute();
      expect((await paymentStatus(shop(), order)).order_status).toBe('cancelled');
      await gatewayCallback(shop(), {
        payment_id: paymentId,
        event_id: `evt_${order.id}_after_expiry`,
        outcome: 'paid',
      });
      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'paid', order_status: 'processing' });
    });

    it('retries an unacknowledged callback until the shop takes it', async () => {
      const order = await anOrder(shop());
      const { payment_id: paymentId } = await startPayment(shop(), order);
      await shop()
        .db.insertInto('gateway_events')
        .values({
          event_id: `evt_${order.id}_queued`,
          payment_public_id: paymentId,
          outcome: 'paid',
          attempts: 3,
          next_attempt_at: Date.now() - 1,
          delivered_at: null,
          created_at: Date.now(),
        })
        .execute();
      expect((await paymentStatus(shop(), order)).state).toBe('pending');
      expect(await deliverCallbacks(shop().app)).toBeGreaterThanOrEqual(1);
      expect((await paymentStatus(shop(), order)).state).toBe('paid');
      const row = await shop()
        .db.selectFrom('gateway_events')
        .select(['delivered_at', 'attempts'])
        .where('event_id', '=', `evt_${order.id}_queued`)
        .executeTakeFirstOrThrow();
      expect(row.delivered_at).not.toBeNull();
      expect(row.attempts).toBe(4);
    });

    it('refunds a superseded test-gateway payment paid after another one paid the order (double payment)', async () => {
      const order = await anOrder(shop());
      const first = await startPayment(shop(), order);
      const second = await nextAttempt(shop(), order, first);
      expect((await paymentRow(shop(), first.payment_id)).state).toBe('cancelled');
      const logs = watchLogs();

      await gatewayCallback(shop(), {
        payment_id: second.payment_id,
        event_id: `evt_${order.id}_second_paid`,
        outcome: 'paid',
      });
      // The shopper had also paid the first attempt's page before it was superseded; its callback comes late.
      await gatewayCallback(shop(), {
        payment_id: first.payment_id,
        event_id: `evt_${order.id}_first_paid`,
        outcome: 'paid',
      });

      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'paid', order_status: 'processing' });
      expect(await paymentRow(shop(), second.payment_id)).toMatchObject({ state: 'paid', refund_state: null });
      const duplicate = await paymentRow(shop(), first.payment_id);
      expect(duplicate).toMatchObject({ state: 'paid', refund_state: 'refunded' });
      expect(duplicate.paid_at).not.toBeNull();
      expect(logs.warnings()).toContainEqual(
        expect.objectContaining({ orderNumber: order.number, paymentId: first.payment_id }),
      );
    });

    it('flags exactly one of two payments that settle one order at the same moment (racing double payment)', async () => {
      const order = await anOrder(shop());
      const first = await startPayment(shop(), order);
      const second = await nextAttempt(shop(), order, first);
      const answers = await Promise.all(
        [first, second].map((attempt, index) =>
          gatewayCallback(shop(), {
            payment_id: attempt.payment_id,
            event_id: `evt_${order.id}_race_${index}`,
            outcome: 'paid',
          }),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const rows = await Promise.all([first, second].map((attempt) => paymentRow(shop(), attempt.payment_id)));
      expect(rows.map((row) => row.state)).toEqual(['paid', 'paid']);
      expect(rows.map((row) => row.refund_state)).toEqual(expect.arrayContaining(['refunded', null]));
      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'paid', order_status: 'processing' });
    });
  },
  { logger },
);

const fake = await startFakeStripe();
afterAll(() => fake.close());
/** Well under the 3 s a slow Stripe may cost the shopper, well over a loaded machine's answer from the fake. */
const PROVIDER_TIMEOUT_MS = '1500';

describeEachDatabase(
  'payments: Stripe against a local fake',
  (shop) => {
    async function stripeOrder() {
      const { payment } = await methodIds(shop());
      return anOrder(shop(), { payment: { id: payment['stripe-card'] } });
    }

    function webhook(event: unknown, options: { secret?: string; timestamp?: number; header?: string } = {}) {
      const signed = signStripeEvent(options.secret ?? fake.webhookSecret, event, options.timestamp);
      return shop().app.inject({
        method: 'POST',
        url: '/api/v1/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': options.header ?? signed.header },
        payload: signed.payload,
      });
    }

    beforeEach(() => {
      fake.mode = 'ok';
    });

    const sessionOf = (started: { redirect_url: string }) => started.redirect_url.split('/').pop() ?? '';

    /** An order paid through its first Checkout Session, and its second session paid too on Stripe's page (two tabs), whose event is still to come. */
    async function paidTwice() {
      const order = await stripeOrder();
      const first = await startPayment(shop(), order);
      const paidFirst = fake.pay(sessionOf(first));
      const second = await nextAttempt(shop(), order, first);
      const paidSecond = fake.pay(sessionOf(second));
      await webhook(stripeEvent(`evt_${order.id}_first_paid`, 'checkout.session.completed', paidFirst));
      return { order, first, second, paidSecond };
    }
    const charge = (
      paymentIntent: string,
      refunded: boolean,
      amountRefunded: number,
      extra: Record<string, unknown> = {},
    ) => ({
      id: `ch_${paymentIntent}`,
      object: 'charge',
      payment_intent: paymentIntent,
      amount: 3290,
      amount_refunded: amountRefunded,
      refunded,
      currency: 'eur',
      ...extra,
    });

    it('starts a Checkout Session with the order’s amount and an idempotency key, and takes the signed webhook', async () => {
      const order = await stripeOrder();
      const started = await startPayment(shop(), order);
      expect(started.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
      const sessionId = sessionOf(started);
      expect(fake.sessions.get(sessionId)?.fields).toMatchObject({
        mode: 'payment',
        client_reference_id: started.payment_id,
        'line_items[0][price_data][unit_amount]': '3290',
        'line_items[0][price_data][currency]': 'eur',
        'metadata[order_id]': String(order.id),
      });
      expect(await startPayment(shop(), order)).toEqual(started);

      const paid = fake.pay(sessionId);
      const completed = stripeEvent(`evt_${order.id}_completed`, 'checkout.session.completed', paid);
      for (let i = 0; i < 3; i += 1) {
        const answer = await webhook(completed);
        expect(answer.statusCode, answer.body).toBe(200);
        expect(expectMatchesContract('POST', '/api/v1/payments/stripe/webhook', answer)).toEqual({ received: true });
      }
      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'paid', order_status: 'processing' });
      expect(await eventsOf(shop(), started.payment_id)).toHaveLength(1);
      expect((await paymentRow(shop(), started.payment_id)).payment_intent).toBe(paid['payment_intent']);

      // An expiry arriving late changes nothing; a full refund does.
      await webhook(
        stripeEvent(`evt_${order.id}_expired`, 'checkout.session.expired', {
          ...paid,
          status: 'expired',
          payment_status: 'unpaid',
        }),
      );
      expect((await paymentStatus(shop(), order)).state).toBe('paid');
      await webhook(
        stripeEvent(`evt_${order.id}_refund`, 'charge.refunded', charge(String(paid['payment_intent']), true, 3290)),
      );
      expect((await paymentStatus(shop(), order)).state).toBe('refunded');
    });

    it('refuses webhooks with a bad or missing signature or a stale timestamp', async () => {
      const order = await stripeOrder();
      const started = await startPayment(shop(), order);
      const event = stripeEvent(`evt_${order.id}_forged`, 'checkout.session.completed', fake.pay(sessionOf(started)));
      expectProblem(await webhook(event, { secret: 'whsec_wrong_secret_0123456789abcdef' }), 400);
      expectProblem(await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }), 400);
      expectProblem(await webhook(event, { header: 't=123' }), 400);
      const unsigned = await shop().app.inject({
        method: 'POST',
        url: '/api/v1/payments/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      });
      expectProblem(unsigned, 400);
      const unsignedBroken = await shop().app.inject({
        method: 'POST',
        url: '/api/v1/payments/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{"id": "evt_',
      });
      expectProblem(unsignedBroken, 400);
      expect((await paymentStatus(shop(), order)).state).toBe('pending');
    });

    it('does not settle an order from a paid session that is not its payment’s own or paid another amount or currency (underpayment), and warns with the order number', async () => {
      const order = await stripeOrder();
      const started = await startPayment(shop(), order);
      const paid = fake.pay(sessionOf(started));
      const logs = watchLogs();
      const wrong = [
        { ...paid, id: 'cs_test_another_sale' },
        { ...paid, amount_total: 100 },
        { ...paid, currency: 'usd' },
        { ...paid, amount_total: null },
      ];
      for (const [index, object] of wrong.entries()) {
        const answer = await webhook(
          stripeEvent(`evt_${order.id}_wrong_${index}`, 'checkout.session.completed', object),
        );
        expect(answer.statusCode, answer.body).toBe(200);
      }
      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'pending', order_status: 'new' });
      expect(await paymentRow(shop(), started.payment_id)).toMatchObject({
        state: 'pending',
        paid_at: null,
        payment_intent: null,
      });

      const warnings = logs.warnings();
      expect(warnings).toHaveLength(wrong.length);
      const email = await orderEmail(shop(), order.id);
      for (const warning of warnings) {
        expect(warning).toMatchObject({ orderNumber: order.number, paymentId: started.payment_id });
        expect(warning.line).not.toContain(email);
      }

      // The payment's own session for the order's amount settles it, whatever the currency's case.
      await webhook(stripeEvent(`evt_${order.id}_right`, 'checkout.session.completed', { ...paid, currency: 'EUR' }));
      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'paid', order_status: 'processing' });
      expect((await paymentRow(shop(), started.payment_id)).payment_intent).toBe(paid['payment_intent']);
    });

    it('refunds a second Checkout Session paid for an order already paid (double charge) through Stripe, once, and keeps the order paid', async () => {
      const { order, first, second, paidSecond } = await paidTwice();
      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'paid', order_status: 'processing' });
      const logs = watchLogs();

      const refundsBefore = fake.refunds.length;
      for (let i = 0; i < 3; i += 1)
        expect(
          (await webhook(stripeEvent(`evt_${order.id}_second_paid`, 'checkout.session.completed', paidSecond)))
            .statusCode,
        ).toBe(200);
      const refunds = fake.refunds.slice(refundsBefore);
      expect(refunds).toEqual([
        {
          id: expect.stringMatching(/^re_/),
          idempotencyKey: `${second.payment_id}-refund`,
          fields: expect.objectContaining({ payment_intent: paidSecond['payment_intent'], reason: 'duplicate' }),
        },
      ]);
      expect(await paymentRow(shop(), second.payment_id)).toMatchObject({
        state: 'paid',
        payment_intent: paidSecond['payment_intent'],
        refund_state: 'requested',
        refund_ref: refunds[0]?.id,
      });
      expect(await paymentRow(shop(), first.payment_id)).toMatchObject({ state: 'paid', refund_state: null });
      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'paid', order_status: 'processing' });
      expect(logs.warnings()).toContainEqual(
        expect.objectContaining({ orderNumber: order.number, paymentId: second.payment_id }),
      );

      // Stripe's refund comes through: the second payment is refunded, the order stands on the first.
      await webhook(
        stripeEvent(
          `evt_${order.id}_second_refunded`,
          'charge.refunded',
          charge(String(paidSecond['payment_intent']), true, 3290),
        ),
      );
      expect(await paymentRow(shop(), second.payment_id)).toMatchObject({ refund_state: 'refunded' });
      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'paid', order_status: 'processing' });
    });

    it('keeps asking Stripe to refund a double charge it could not refund at first, from the sweeper', async () => {
      const { order, second, paidSecond } = await paidTwice();
      fake.mode = 'error';
      const logs = watchLogs();
      expect(
        (await webhook(stripeEvent(`evt_${order.id}_second_paid`, 'checkout.session.completed', paidSecond)))
          .statusCode,
      ).toBe(200);
      expect(await paymentRow(shop(), second.payment_id)).toMatchObject({
        state: 'paid',
        refund_state: 'needed',
        refund_ref: null,
      });
      expect(logs.warnings()).toContainEqual(
        expect.objectContaining({
          orderNumber: order.number,
          paymentId: second.payment_id,
          reason: expect.stringContaining('500'),
        }),
      );
      expect(await retryRefunds(shop().app)).toBe(0);

      fake.mode = 'ok';
      expect(await retryRefunds(shop().app)).toBe(1);
      expect(await paymentRow(shop(), second.payment_id)).toMatchObject({
        refund_state: 'requested',
        refund_ref: expect.stringMatching(/^re_/),
      });
      expect(
        fake.refunds.filter((refund) => refund.fields['payment_intent'] === paidSecond['payment_intent']),
      ).toHaveLength(1);
      expect(await retryRefunds(shop().app)).toBe(0);
    });

    it('expires the earlier Checkout Session when a new attempt starts, so the shopper cannot pay both, and starts it even when Stripe will not expire', async () => {
      const order = await stripeOrder();
      const first = await startPayment(shop(), order);
      const second = await nextAttempt(shop(), order, first);
      expect(fake.expired).toContain(sessionOf(first));
      expect(fake.sessions.get(sessionOf(first))?.status).toBe('expired');
      expect((await paymentRow(shop(), first.payment_id)).state).toBe('cancelled');

      // Paid on Stripe's page meanwhile, the second session cannot be expired: logged, and the new attempt starts.
      fake.pay(sessionOf(second));
      const logs = watchLogs();
      const third = await nextAttempt(shop(), order, second);
      expect(third.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
      expect(fake.expired).not.toContain(sessionOf(second));
      expect(logs.warnings()).toContainEqual(
        expect.objectContaining({
          orderNumber: order.number,
          paymentId: second.payment_id,
          sessionId: sessionOf(second),
        }),
      );
    });

    it('acknowledges signed events it does not handle or cannot read with 200, so Stripe never disables the endpoint, and changes nothing', async () => {
      const order = await stripeOrder();
      const started = await startPayment(shop(), order);
      const unreadable = [
        '{"id": "evt_cut_short", "type": "checkout.session.completed", "data": {',
        {
          id: `evt_${order.id}_thin`,
          object: 'v2.core.event',
          type: 'v1.billing.meter.error_report_triggered',
          created: '2025-01-01T00:00:00.000Z',
          related_object: { id: 'mtr_1', type: 'billing.meter' },
        },
        stripeEvent(`evt_${order.id}_customer`, 'customer.created', {
          id: 'cus_1',
          object: 'customer',
          email: null,
          metadata: { order_id: 'A-17', payment_id: started.payment_id },
        }),
        stripeEvent(`evt_${order.id}_payout`, 'payout.paid', {
          id: 'po_1',
          object: 'payout',
          amount: -5,
          currency: 'eur',
        }),
      ];
      for (const event of unreadable) {
        const answer = await webhook(event);
        expect(answer.statusCode, answer.body).toBe(200);
        expect(expectMatchesContract('POST', '/api/v1/payments/stripe/webhook', answer)).toEqual({ received: true });
      }
      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'pending', order_status: 'new' });
      expect(await paymentRow(shop(), started.payment_id)).toMatchObject({ state: 'pending', payment_intent: null });
      expect(await eventsOf(shop(), started.payment_id)).toHaveLength(0);
    });

    it('matches refunds by the payment intent it stored, not by metadata: another charge’s refund naming this payment changes nothing, a partial one is only logged', async () => {
      const order = await stripeOrder();
      const started = await startPayment(shop(), order);
      const paid = fake.pay(sessionOf(started));
      await webhook(stripeEvent(`evt_${order.id}_paid`, 'checkout.session.completed', paid));
      const intent = String(paid['payment_intent']);
      const logs = watchLogs();

      await webhook(
        stripeEvent(
          `evt_${order.id}_other_refund`,
          'charge.refunded',
          charge('pi_test_another_sale', true, 3290, {
            metadata: { order_id: String(order.id), payment_id: started.payment_id },
          }),
        ),
      );
      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'paid', order_status: 'processing' });

      await webhook(stripeEvent(`evt_${order.id}_partial_refund`, 'charge.refunded', charge(intent, false, 1000)));
      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'paid', order_status: 'processing' });
      expect((await paymentRow(shop(), started.payment_id)).state).toBe('paid');
      expect(logs.warnings()).toContainEqual(
        expect.objectContaining({
          orderNumber: order.number,
          paymentId: started.payment_id,
          amountRefundedMinor: 1000,
        }),
      );

      // The full refund carries no metadata: its payment intent finds the payment.
      await webhook(stripeEvent(`evt_${order.id}_full_refund`, 'charge.refunded', charge(intent, true, 3290)));
      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'refunded' });
      expect((await paymentRow(shop(), started.payment_id)).state).toBe('refunded');
    });

    it('answers a retryable 503 when Stripe is slow, failing or hangs up, and never marks the order paid', async () => {
      const order = await stripeOrder();
      for (const mode of ['slow', 'error', 'reset'] as const) {
        fake.mode = mode;
        const started = Date.now();
        const answer = await call(shop(), 'POST', `/api/v1/payments/pay/${order.id}`, { crypto: order.crypto });
        expect(Date.now() - started).toBeLessThan(3_000);
        const problem = expectProblem(answer, 503);
        expect(problem.detail).toMatch(/payment provider/);
        expect(answer.headers['retry-after']).toBeDefined();
      }
      expect(await paymentStatus(shop(), order)).toMatchObject({ state: 'pending', order_status: 'new' });
      fake.mode = 'ok';
      const started = await startPayment(shop(), order);
      expect(started.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    });
  },
  {
    env: {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE_URL: fake.url,
      PAYMENT_PROVIDER_TIMEOUT_MS: PROVIDER_TIMEOUT_MS,
    },
    logger,
  },
);
