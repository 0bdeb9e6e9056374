import type { APIRequestContext } from '@playwright/test';

/**
 * Orders placed and paid through the API (through the storefront's origin, as the browser's
 * order form and the test gateway's page would), for journeys that need a customer who bought
 * something without walking through the checkout again (the checkout journeys do that).
 */

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Buys one of each variant as the customer signed in in `request`: Posti home delivery in
 * Helsinki, the test gateway's card, and "Pay" on its page. Answers the paid order's number.
 */
export async function buyAndPay(
  request: APIRequestContext,
  customer: { email: string; first_name: string; last_name: string },
  variantIds: number[],
): Promise<string> {
  const items = variantIds.map((product_variant_id) => ({ product_variant_id, quantity: 1 }));
  const address = { country_code: 'FI', city: 'Helsinki', postcode: '00100' };
  const [{ methods: deliveries }, { methods: payments }] = await Promise.all([
    json<{ methods: { id: number; code: string }[] }>(
      await request.post('/api/v1/deliveries?lang=en', { data: { destination: address, items } }),
      'the delivery methods',
    ),
    json<{ methods: { id: number; code: string }[] }>(
      await request.post('/api/v1/payments?lang=en', { data: { country_code: 'FI' } }),
      'the payment methods',
    ),
  ]);
  const delivery = deliveries.find((method) => method.code === 'posti-home');
  const payment = payments.find((method) => method.code === 'test-card');
  if (!delivery || !payment) throw new Error('no Posti home delivery or test gateway in the shop');
  const placed = await json<{ order: { id: number; number: string; crypto: string } }>(
    await request.post('/api/v1/order/checkout?lang=en', {
      headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      data: {
        contact: {
          first_name: customer.first_name,
          last_name: customer.last_name,
          email: customer.email,
          phone: '+358401234567',
        },
        address: { ...address, street: 'Mannerheimintie', house: '12 B', entire_house: false, flat: '34', floor: '3' },
        delivery: { id: delivery.id, option_id: null },
        payment: { id: payment.id },
        note: null,
        createProfile: false,
        identity: null,
        promocode: null,
        emailIsConfirmed: true,
        items,
      },
    }),
    'the checkout',
  );
  const started = await json<{ payment_id: string }>(
    await request.post(`/api/v1/payments/pay/${placed.order.id}`, { data: { crypto: placed.order.crypto } }),
    'starting the payment',
  );
  // The gateway's page posts its form and redirects to the order; the redirect is not followed.
  const paid = await request.post(`/api/v1/payments/test-gateway/${started.payment_id}`, {
    form: { outcome: 'paid' },
    maxRedirects: 0,
  });
  if (paid.status() >= 400) throw new Error(`paying on the test gateway answered ${paid.status()}`);
  return placed.order.number;
}
