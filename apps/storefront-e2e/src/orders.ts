import type { APIRequestContext } from '@playwright/test';
import type { CatalogCategoryPage, CatalogProductPage, CheckoutResult, DeliveryMethod, PaymentMethod } from '@shop/api';

/**
 * Orders placed (and paid) through the API, through the storefront's origin as the browser's order
 * form and the test gateway's page would, for journeys about what comes after an order: the
 * checkout journeys walk through the form itself. `request` carries the shopper's session when the
 * order should be a customer's. Home delivery in Helsinki on the test gateway.
 */

type Answer = Awaited<ReturnType<APIRequestContext['get']>>;

async function json<T>(answer: Answer): Promise<T> {
  if (!answer.ok()) throw new Error(`${answer.url()} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

interface Contact {
  email: string;
  first_name: string;
  last_name: string;
}

/** The order form's call: `items` one piece each unless said, Posti home delivery, the test card. */
async function checkout(
  request: APIRequestContext,
  {
    contact,
    items,
    lang,
  }: { contact: Contact; items: Array<{ product_variant_id: number; quantity: number }>; lang: 'en' | 'ru' },
): Promise<CheckoutResult['order']> {
  const destination = { country_code: 'FI', city: 'Helsinki', postcode: '00100' };
  const [{ methods: deliveries }, { methods: payments }] = await Promise.all([
    json<{ methods: DeliveryMethod[] }>(await request.post('/api/v1/deliveries', { data: { destination, items } })),
    json<{ methods: PaymentMethod[] }>(await request.post('/api/v1/payments', { data: { country_code: 'FI' } })),
  ]);
  const delivery = deliveries.find((method) => method.code === 'posti-home');
  const payment = payments.find((method) => method.code === 'test-card');
  if (!delivery || !payment) throw new Error('the demo has no Posti home delivery or test gateway');
  const placed = await json<CheckoutResult>(
    await request.post(`/api/v1/order/checkout?lang=${lang}`, {
      headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      data: {
        contact: { ...contact, phone: '+358401234567' },
        address: {
          ...destination,
          street: 'Mannerheimintie',
          house: '12 B',
          entire_house: false,
          flat: '34',
          floor: '3',
        },
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
  );
  return placed.order;
}

/**
 * Places an unpaid order of one piece of a well-stocked variant (3 or more left, so buying it again
 * still finds some) of the `pick`-th product of women's swimsuits.
 */
export async function placeOrder(
  request: APIRequestContext,
  { email, lang, pick }: { email: string; lang: 'en' | 'ru'; pick: number },
): Promise<CheckoutResult['order']> {
  const { products } = await json<CatalogCategoryPage>(await request.get('/api/v1/catalog/women/swimsuits?lang=en'));
  const product = products[pick % products.length];
  if (!product) throw new Error('no swimsuits in the demo catalogue');
  const { product: card } = await json<CatalogProductPage>(
    await request.get(`/api/v1/catalog${product.url.replace(/^\/catalog/, '')}?lang=en`),
  );
  const variant = card.variants.find((candidate) => candidate.stock >= 3);
  if (!variant) throw new Error(`${card.name} has no variant with 3 in stock`);
  return checkout(request, {
    contact: { email, first_name: 'Aino', last_name: 'Virtanen' },
    items: [{ product_variant_id: variant.id, quantity: 1 }],
    lang,
  });
}

/**
 * Buys one of each variant as the customer signed in in `request`, and pays on the test gateway's
 * page. Answers the paid order's number.
 */
export async function buyAndPay(request: APIRequestContext, customer: Contact, variantIds: number[]): Promise<string> {
  const order = await checkout(request, {
    contact: customer,
    items: variantIds.map((product_variant_id) => ({ product_variant_id, quantity: 1 })),
    lang: 'en',
  });
  await payOnTestGateway(request, order);
  return order.number;
}

/** Pays a placed order on the test gateway's page, as the shopper would. */
export async function payOnTestGateway(request: APIRequestContext, order: CheckoutResult['order']): Promise<void> {
  const started = await json<{ payment_id: string }>(
    await request.post(`/api/v1/payments/pay/${order.id}`, { data: { crypto: order.crypto } }),
  );
  // The gateway's page posts its form and redirects to the order; the redirect is not followed.
  const paid = await request.post(`/api/v1/payments/test-gateway/${started.payment_id}`, {
    form: { outcome: 'paid' },
    maxRedirects: 0,
  });
  if (paid.status() >= 400) throw new Error(`paying on the test gateway answered ${paid.status()}`);
}
