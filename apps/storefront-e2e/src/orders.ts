import type { APIRequestContext } from '@playwright/test';
import type { CatalogCategoryPage, CatalogProductPage, CheckoutResult, DeliveryMethod, PaymentMethod } from '@shop/api';

/**
 * Places an order through the API (the order form's own call), for journeys about what comes after
 * it: the checkout journeys walk through the form itself. `request` carries the shopper's session
 * when the order should be a customer's. Home delivery in Helsinki, paid later on the test gateway,
 * one piece of a well-stocked variant of the `pick`-th product of women's swimsuits.
 */
export async function placeOrder(
  request: APIRequestContext,
  { email, lang, pick }: { email: string; lang: 'en' | 'ru'; pick: number },
): Promise<CheckoutResult['order']> {
  const json = async <T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    if (!answer.ok()) throw new Error(`${answer.url()} answered ${answer.status()}: ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const { products } = await json<CatalogCategoryPage>(await request.get('/api/v1/catalog/women/swimsuits?lang=en'));
  const product = products[pick % products.length];
  if (!product) throw new Error('no swimsuits in the demo catalogue');
  // A variant with stock to spare, so buying it again still finds some.
  const { product: card } = await json<CatalogProductPage>(
    await request.get(`/api/v1/catalog${product.url.replace(/^\/catalog/, '')}?lang=en`),
  );
  const variant = card.variants.find((candidate) => candidate.stock >= 3);
  if (!variant) throw new Error(`${card.name} has no variant with 3 in stock`);
  const items = [{ product_variant_id: variant.id, quantity: 1 }];
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
        contact: { first_name: 'Aino', last_name: 'Virtanen', email, phone: '+358401234567' },
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
