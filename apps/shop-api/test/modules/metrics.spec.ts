import { describe, expect, it } from 'vitest';
import { buildTestApp, describeEachDatabase } from '../helpers/build-app';
import { call } from '../helpers/auth';
import { expectProblem } from '../helpers/contract';
import { checkoutForm, gatewayCallback, placeOrder, productToBuy, startPayment } from '../helpers/checkout';

/** A sample's value in Prometheus' text format, 0 when the series is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const scrape = async (shop: Parameters<typeof call>[0]) => {
  const response = await call(shop, 'GET', '/metrics', undefined, { ip: '127.0.0.1' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};

describeEachDatabase(
  'GET /metrics',
  (shop) => {
    it('counts an order placed and its payment, and the request per route template', async () => {
      const before = await scrape(shop());
      const { variantId } = await productToBuy(shop(), 0);
      const placed = await placeOrder(
        shop(),
        await checkoutForm(shop(), [{ product_variant_id: variantId, quantity: 1 }]),
      );
      const payment = await startPayment(shop(), placed.order);
      const paid = await gatewayCallback(shop(), {
        payment_id: payment.payment_id,
        event_id: `evt_${placed.order.id}_paid`,
        outcome: 'paid',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const after = await scrape(shop());

      const orders = 'shop_orders_total{payment="test-card"}';
      expect(sample(after, orders)).toBe(sample(before, orders) + 1);
      const payments = 'shop_payments_total{provider="test",outcome="paid"}';
      expect(sample(after, payments)).toBe(sample(before, payments) + 1);
      const checkouts =
        'shop_http_request_duration_seconds_count{method="POST",route="/api/v1/order/checkout",status="201"}';
      expect(sample(after, checkouts)).toBe(sample(before, checkouts) + 1);
      expect(after).toContain('shop_db_pool_connections{state="waiting"}');
      expect(after).toContain('process_cpu_seconds_total');
    });

    it('counts the catalogue caches: a second read of a listing is a hit', async () => {
      const hits = 'shop_cache_requests_total{cache="catalog_answers",result="hit"}';
      const before = sample(await scrape(shop()), hits);
      for (let i = 0; i < 2; i += 1)
        expect((await call(shop(), 'GET', '/api/v1/catalog/women?lang=en')).statusCode).toBe(200);
      expect(sample(await scrape(shop()), hits)).toBeGreaterThan(before);
    });

    it('is a 404 in the problem shape from another address without the token', async () => {
      expectProblem(await call(shop(), 'GET', '/metrics', undefined, { ip: '203.0.113.9' }), 404);
      // A shopper's request the storefront forwards from loopback is the shopper's.
      expectProblem(
        await call(shop(), 'GET', '/metrics', undefined, {
          ip: '127.0.0.1',
          headers: { 'x-forwarded-for': '203.0.113.9' },
        }),
        404,
      );
    });
  },
  { env: { CATALOG_CACHE_TTL_MS: '60000' } },
);

describe('GET /metrics with METRICS_TOKEN', () => {
  it('answers another address sending the token, and no one sending a wrong one', async () => {
    const token = 'a-scraper-token-of-32-characters';
    const shop = await buildTestApp({ seed: false, env: { METRICS_TOKEN: token } });
    try {
      expect((await call(shop, 'GET', '/metrics', undefined, { ip: '203.0.113.9', token })).statusCode).toBe(200);
      expectProblem(await call(shop, 'GET', '/metrics', undefined, { ip: '203.0.113.9', token: `${token}x` }), 404);
    } finally {
      await shop.close();
    }
  });
});
