import { describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases, type TestShop } from '../helpers/build-app';
import { registerAccount } from '../helpers/auth';
import { checkoutForm, methodIds, placeOrder, startPayment, stockVariant } from '../helpers/checkout';
import { formatFailures, formatSummary, fuzz, settingsFromEnv, type FuzzOptions } from './fuzzer';
import { injectSender, socketSender } from './transport';

/**
 * QUALITY.md item 18: malformed bodies, queries and headers to every operation of openapi.yaml.
 * Under `npm test` a small fixed-seed run (80 cases per operation, at most 30 s per database: the
 * count bounds it on an idle machine, the time on a busy one); `npm run fuzz:api` runs this
 * file with a larger budget through the FUZZ_* variables (tools/scripts/fuzz-api.mjs).
 */
const settings = settingsFromEnv(process.env, { count: 80, seconds: 30, seed: 'npm-test' });
const label = (database: string) => (settings.url ? settings.url : `${database}, ${settings.transport}`);
const replayFlags = (database: string) =>
  `${database === 'postgres' ? ' --database postgres' : ''}${settings.transport === 'socket' ? ' --transport socket' : ''}${settings.url ? ` --url ${settings.url}` : ''}`;

/**
 * A customer, an order with a started payment, and the ids the seeded shop really has, so the
 * valid-ish baseline of each case reaches past "not found" into the code behind it.
 */
async function prepare(shop: TestShop) {
  const customer = await registerAccount(shop);
  const { delivery, payment } = await methodIds(shop);
  const categories = await shop.db.selectFrom('categories').select(['id', 'path']).limit(20).execute();
  const products = await shop.db.selectFrom('products').select(['id']).limit(20).execute();
  const images = await shop.db.selectFrom('product_images').select(['path']).limit(10).execute();
  const codes = await shop.db.selectFrom('promo_codes').select(['code']).execute();
  const variants = (await shop.db.selectFrom('product_variants').select(['id']).orderBy('id').limit(20).execute()).map(
    ({ id }) => id,
  );
  // Plenty of stock, so fuzzed checkouts do not sell the demo out halfway through the run.
  for (const id of variants) await stockVariant(shop, id, 1_000_000);
  const placed = await placeOrder(
    shop,
    await checkoutForm(shop, [{ product_variant_id: variants[0] ?? 1, quantity: 1 }]),
  );
  const started = await startPayment(shop, placed.order);
  const variantIds = variants.map(String);
  const hints: Record<string, Array<string | number | null>> = {
    categoryUri: categories.map(({ path }) => path),
    category_id: categories.map(({ id }) => String(id)),
    parent_id: categories.map(({ id }) => String(id)),
    product_id: products.map(({ id }) => String(id)),
    product_variant_id: variantIds,
    variant_id: variantIds,
    default_variant_id: variantIds,
    imagePath: images.map(({ path }) => path),
    code: codes.map(({ code }) => code),
    // Most checkouts without a code: a code with limits (ONCE, a minimum cart) makes them 409s.
    promocode: [null, null, null, ...codes.map(({ code }) => code)],
    orderId: [String(placed.order.id)],
    order_id: [String(placed.order.id)],
    crypto: [placed.order.crypto],
    paymentId: [started.payment_id],
    payment_id: [started.payment_id],
    deliveryId: Object.values(delivery).map(String),
    // A delivery and payment that go together, and no price to disagree with: checkouts succeed.
    'delivery.id': [delivery['posti-home'] ?? 1],
    'delivery.option_id': [null],
    'payment.id': [payment['test-card'] ?? 1],
    'items.expected_price': [null],
    email: [customer.email],
    password: [customer.password],
    identity: [customer.identity],
  };
  let shared: string | undefined;
  // Every signed-in case shares one session, except a logout, which ends the one it is given.
  const token = async (operationId: string) => {
    if (operationId === 'logout') return (await shop.app.sessions.issue(customer.id)).token;
    shared ??= (await shop.app.sessions.issue(customer.id)).token;
    return shared;
  };
  return { hints, token };
}

/**
 * Google and Facebook sign-in on, so their redirect and callback routes check their input instead
 * of answering 404; their endpoints point at a closed port here, so nothing leaves the machine.
 */
const SIGN_IN_PROVIDERS = {
  GOOGLE_CLIENT_ID: 'fuzz-google',
  GOOGLE_CLIENT_SECRET: 'fuzz-google-secret',
  FACEBOOK_CLIENT_ID: 'fuzz-facebook',
  FACEBOOK_CLIENT_SECRET: 'fuzz-facebook-secret',
  OAUTH_PROVIDER_BASE_URL: 'http://127.0.0.1:9',
};

function check(report: Awaited<ReturnType<typeof fuzz>>, database: string): void {
  console.log(formatSummary(report, label(database), settings.detail));
  expect(report.requests, 'the fuzzer sent nothing').toBeGreaterThan(0);
  expect(report.failures.length, `the fuzzer's failures:\n\n${formatFailures(report, replayFlags(database))}\n`).toBe(
    0,
  );
}

// A running API of the developer's own (`--url`): loopback only, anonymous, nothing built here.
if (settings.url) {
  const url = settings.url;
  describe(`openapi fuzzer against ${url}`, () => {
    it(
      `sends malformed requests to every operation (seed ${settings.run.seed})`,
      { timeout: settings.run.budgetMs + 120_000 },
      async () => {
        const report = await fuzz({ ...settings.run, send: socketSender(url) });
        check(report, 'url');
      },
    );
  });
} else {
  for (const database of testDatabases().filter((name) => !settings.databases || settings.databases.includes(name))) {
    describe(`openapi fuzzer [${database}]`, () => {
      it(
        `sends malformed requests to every operation: no 5xx, every 4xx a problem, nothing internal shown (seed ${settings.run.seed})`,
        { timeout: settings.run.budgetMs + 120_000 },
        async () => {
          const shop = await buildTestApp({ database, env: SIGN_IN_PROVIDERS });
          try {
            let send: FuzzOptions['send'] = injectSender(shop.app);
            if (settings.transport === 'socket') {
              const address = await shop.app.listen({ host: '127.0.0.1', port: 0 });
              send = socketSender(address);
            }
            const { hints, token } = await prepare(shop);
            const report = await fuzz({ ...settings.run, send, token, hints });
            check(report, database);
          } finally {
            await shop.close();
          }
        },
      );
    });
  }
}
