// `npm run bench:cart [-- --no-build]`: the API's cart prices against a Fastify hello-world, in one
// run, for the quality target "cart prices: ≥ 15% of a Fastify hello-world's req/s on one core;
// p99 ≤ 3× its p99 at half load; SQLite and PostgreSQL" (../shared/QUALITY.md).
// Builds the API (Nx cache), seeds a generated catalogue (BENCH_PRODUCTS, default 2,000 products ≈
// 21,300 variants) into a temporary DATA_DIR and into PostgreSQL (BENCH_DATABASE_URL, as for
// bench:catalog), then measures the hello-world and the API on each database, each pinned to one
// core, in turn, three rounds over, as bench:catalog does (measureInRounds). The request: `POST /api/v1/cart/get-prices` for a 5-line cart of variants in stock
// with the percentage code SUMMER20 (applied: the cart passes its 50.00 minimum), priced on every
// request from rows read from the database at most 1 s before (the variants' rows and the code's
// row are kept that long, as in production: CART_PRICES_CACHE_MS, PROMO_CODE_CACHE_MS; set
// BENCH_CART_PRICES_CACHE_MS=0 to read the variants on every request), each from another client
// address (X-Forwarded-For) so the per-address limit on pricing with a promo code does not answer 429. Prints a table with PASS/FAIL; exits 0 when a target is missed (a
// report), 1 when something breaks. About four minutes (longer on a busy machine).
import {
  describeCores,
  fromEveryAddress,
  getJson,
  measureInRounds,
  prepareDatabases,
  printTable,
  RATIO_HEADER,
  ratioRow,
  ROUNDS,
  runBench,
  startApi,
  startHelloWorld,
} from './bench-helpers.mjs';

const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 8;
const CONNECTIONS = 10;
/** The targets: share of the hello-world's req/s, and p99 at half load as a multiple of its own. */
const TARGETS = { minRpsShare: 0.15, maxP99Multiple: 3 };
const PRICES_PATH = '/api/v1/cart/get-prices';
const PROMO_CODE = 'SUMMER20';
const LINES = 5;

/** Five variants in stock from the first listing page, each its product's default, quantities 1 to 2. */
async function cartOfFive(baseUrl) {
  const listing = await getJson(`${baseUrl}/api/v1/catalog/women`);
  const ids = listing.products.filter((product) => product.in_stock).map((product) => product.default_variant_id);
  if (ids.length < LINES) throw new Error(`/api/v1/catalog/women has ${ids.length} products in stock, not ${LINES}`);
  return {
    items: ids.slice(0, LINES).map((id, index) => ({ product_variant_id: id, quantity: 1 + (index % 2) })),
    promocode: PROMO_CODE,
  };
}

/** The request must price five available lines with the code applied, or the figures mean nothing. */
async function checkPrices(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  if (!response.ok)
    throw new Error(`POST ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const prices = JSON.parse(await response.json());
  if (prices.lines.length !== LINES || !prices.lines.every((line) => line.available))
    throw new Error(`the cart is not ${LINES} available lines: ${JSON.stringify(prices.lines)}`);
  if (!prices.promocode?.applied) throw new Error(`${PROMO_CODE} is not applied: ${JSON.stringify(prices.promocode)}`);
  return `${LINES} lines, ${prices.amount_product_price} ${prices.currency} less ${prices.total_discount} (${PROMO_CODE}) = ${prices.total_price}`;
}

await runBench(async () => {
  const databases = await prepareDatabases();
  console.log(
    `${describeCores()}; autocannon ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${MEASURE_SECONDS} s per figure, ${ROUNDS} rounds`,
  );
  // Every server up for the whole run, idle while another is measured: the rounds alternate them.
  const hello = await startHelloWorld();
  const subjects = [{ name: 'hello-world', read: 'GET /', server: hello, request: { url: `${hello.baseUrl}/` } }];
  const kept = process.env.BENCH_CART_PRICES_CACHE_MS;
  for (const database of databases) {
    const api = await startApi(database, kept ? { CART_PRICES_CACHE_MS: kept } : {});
    const url = api.baseUrl + PRICES_PATH;
    const body = JSON.stringify(await cartOfFive(api.baseUrl));
    console.log(`${database.name}: ${await checkPrices(url, body)}`);
    // Every request from another client address (X-Forwarded-For, trusted from loopback): pricing
    // with a promo code is rate-limited per address (promo-limit.ts, 120 a minute) to stop codes
    // being guessed, and one address would get 429s after its first 120 requests. This measures
    // the pricing; the limit is tested with the cart routes. A non-2xx answer is still a failure.
    const request = {
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      ...fromEveryAddress(),
    };
    subjects.push({ name: database.name, read: 'get-prices', server: api, request });
  }
  const results = await measureInRounds(subjects, {
    seconds: MEASURE_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    connections: CONNECTIONS,
  });
  await Promise.all(subjects.map((subject) => subject.server.stop()));

  console.log('');
  printTable(
    RATIO_HEADER,
    subjects.map((subject, index) => ratioRow(subject.name, subject.read, results[index], TARGETS)),
  );
  console.log(
    `\nlatencies in ms per 2xx response; target: ≥ ${TARGETS.minRpsShare * 100}% of the hello-world's req/s and p99 at half load ≤ ${TARGETS.maxP99Multiple}× its p99 at half load; each figure is the median of ${ROUNDS} rounds, the share and the multiple taken within a round`,
  );
});
