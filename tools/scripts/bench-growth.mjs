// `npm run bench:growth [-- --no-build]`: how the category page slows as the catalogue grows, for
// the quality target "growth: category page p50 at 100,000 variants ≤ 1.5× its p50 at 1,000"
// (../shared/QUALITY.md).
// For each size it seeds a generated catalogue of about that many variants into a temporary SQLite
// database and into PostgreSQL when reachable (BENCH_DATABASE_URL, as the other benchmarks), starts
// the API as in production on the load generator's core and the storefront's production server
// pinned to the other core, then asks one request at a time (autocannon, 1 connection, 2 s warm-up,
// 8 s measured) for the storefront's `/catalog/women` in a listing state not asked before (every
// request another `price_max`, above every price, so no result changes), so no answer comes from the API's answer
// cache and each is computed from the category's kept variants, as when shoppers filter, sort and
// page; then the API's listing likewise; then the API's listing with its caches off
// (CATALOG_CACHE_TTL_MS=0: every request reads the database), for the work beneath. Prints p50/p99
// per size and the page's p50 multiple with PASS/FAIL; exits 0 when the target is missed (a
// report), 1 when something breaks. About 4 minutes.
import {
  buildStorefront,
  describeCores,
  getJson,
  load,
  ms,
  prepareDatabases,
  printTable,
  runBench,
  startApi,
  startStorefront,
} from './bench-helpers.mjs';

const SIZES = [1_000, 100_000];
/** The generator makes about this many variants per product (97,981 for 9,389 products). */
const VARIANTS_PER_PRODUCT = 10.4;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 8;
const PAGE = '/catalog/women';
const MAX_MULTIPLE = 1.5;

let asked = 0;

/** One request at a time, each for another listing state: `price_max` 1,000.01 EUR, 1,000.02 EUR… (above every price). */
async function sequential(url) {
  const options = {
    url,
    connections: 1,
    requests: [
      {
        setupRequest(request) {
          asked += 1;
          return { ...request, path: `${request.path}?price_max=${((100_000 + asked) / 100).toFixed(2)}` };
        },
      },
    ],
  };
  await load({ ...options, duration: WARMUP_SECONDS });
  const result = await load({ ...options, duration: MEASURE_SECONDS });
  if (result.failures > 0) throw new Error(`${url}: ${result.failures} failed requests`);
  return result;
}

await runBench(async () => {
  buildStorefront();
  const measured = new Map();
  for (const size of SIZES) {
    const databases = await prepareDatabases({ products: Math.round(size / VARIANTS_PER_PRODUCT) });
    for (const database of databases) {
      const api = await startApi(database, {}, { core: 'load generator' });
      const storefront = await startStorefront(api);
      const listing = await getJson(`${api.baseUrl}/api/v1/catalog/women`);
      const page = await sequential(storefront.baseUrl + PAGE);
      const apiRead = await sequential(`${api.baseUrl}/api/v1/catalog/women`);
      storefront.assertAlive();
      api.assertAlive();
      await storefront.stop();
      await api.stop();
      const uncachedApi = await startApi(database, { CATALOG_CACHE_TTL_MS: '0' }, { core: 'load generator' });
      const uncached = await sequential(`${uncachedApi.baseUrl}/api/v1/catalog/women`);
      uncachedApi.assertAlive();
      await uncachedApi.stop();
      measured.set(`${database.name} ${size}`, {
        database: database.name,
        size,
        variants: database.variants,
        page,
        apiRead,
        uncached,
        cards: listing.products.length,
        total: listing.pagination.total,
      });
    }
  }

  console.log(
    `\n${describeCores()}; the API on the load generator's core; one request at a time, each a listing state not asked before, ${MEASURE_SECONDS} s per figure\n`,
  );
  const rows = [];
  for (const { database, size, variants, page, apiRead, uncached, cards, total } of measured.values()) {
    const small = measured.get(`${database} ${SIZES[0]}`);
    const multiple = page.p50 / small.page.p50;
    const verdict =
      size === SIZES[0]
        ? 'baseline'
        : multiple <= MAX_MULTIPLE
          ? 'PASS'
          : `FAIL (${multiple.toFixed(2)}× > ${MAX_MULTIPLE}×)`;
    rows.push([
      database,
      variants.toLocaleString('en'),
      `${cards} of ${total.toLocaleString('en')}`,
      ms(page.p50),
      ms(page.p99),
      ms(apiRead.p50),
      ms(apiRead.p99),
      ms(uncached.p50),
      ms(uncached.p99),
      `${multiple.toFixed(2)}×`,
      verdict,
    ]);
  }
  printTable(
    [
      'database',
      'variants',
      'cards shown',
      'page p50',
      'page p99',
      'API p50',
      'API p99',
      'uncached API p50',
      'uncached API p99',
      'page p50 vs smallest',
      'target',
    ],
    rows,
  );
  console.log(
    `\nlatencies in ms; page: the storefront's ${PAGE} (server rendering with its API calls); API: GET /api/v1/catalog/women; uncached: with CATALOG_CACHE_TTL_MS=0; target: page p50 at ~100,000 variants ≤ ${MAX_MULTIPLE}× at ~1,000`,
  );
});
