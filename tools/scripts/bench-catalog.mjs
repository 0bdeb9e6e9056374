// `npm run bench:catalog [-- --no-build]`: the API's catalogue reads against a Fastify hello-world,
// in one run, for the quality target "API catalogue read: ≥ 25% of a Fastify hello-world's req/s on
// one core; p99 ≤ 3× its p99 at half load; SQLite and PostgreSQL" (../shared/QUALITY.md).
// Builds the API (Nx cache), seeds a generated catalogue (BENCH_PRODUCTS, default 2,000 products ≈
// 21,300 variants) into a temporary DATA_DIR and into PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/shop_bench, created if missing and wiped; skipped when not
// reachable or `off`), then for the hello-world and the API on each database, each pinned to one core:
// autocannon at full speed (10 connections) for the max req/s and p50/p99, then at half that rate
// for p50/p99. Reads: a category listing (`/catalog/women`, 24 products a page) and a product card.
// PostgreSQL's own processes are not pinned. Prints a table with PASS/FAIL; exits 0 when a target is
// missed (a report), 1 when something breaks. About two minutes (longer on a busy machine).
import { describeCores, getJson, load, ms, prepareDatabases, printTable, runBench, startApi, startHelloWorld } from './bench-helpers.mjs';

const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 8;
const CONNECTIONS = 10;
/** The targets: share of the hello-world's req/s, and p99 at half load as a multiple of its own. */
const MIN_RPS_SHARE = 0.25;
const MAX_P99_MULTIPLE = 3;

const reads = [
  { name: 'listing', path: '/api/v1/catalog/women', seconds: MEASURE_SECONDS },
  // A card is cheaper to measure briefly; it is reported against the same targets.
  { name: 'card', path: '/api/v1/catalog/women/swimsuits/coral-wave-one-piece', seconds: MEASURE_SECONDS / 2 },
];

/**
 * Full speed after a warm-up (JIT, caches), then half of that rate. autocannon's overallRate is a
 * budget per connection and second, spent at full speed from each second's start: half the average
 * rate in bursts, not evenly paced, for the hello-world and the API alike.
 */
async function measure(url, seconds) {
  await load({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const max = await load({ url, connections: CONNECTIONS, duration: seconds });
  const halfRate = Math.max(1, Math.round(max.rps / 2));
  const half = await load({ url, connections: CONNECTIONS, duration: seconds, overallRate: halfRate });
  return { max, half, halfRate };
}

/** The listing must be a real page of 24 products and the card a product, or the figures mean nothing. */
async function checkReads(baseUrl) {
  const listing = await getJson(baseUrl + reads[0].path);
  if (listing.type !== 'category' || listing.products.length !== 24) throw new Error(`${reads[0].path} is not a 24-product listing (${listing.products?.length} products)`);
  const card = await getJson(baseUrl + reads[1].path);
  if (card.type !== 'product') throw new Error(`${reads[1].path} is not a product card (type ${card.type})`);
  return `listing ${listing.products.length} of ${listing.pagination.total} products, ${reads[0].path}`;
}

function verdict(result, baseline) {
  const share = result.max.rps / baseline.max.rps;
  const multiple = result.half.p99 / baseline.half.p99;
  const misses = [];
  if (share < MIN_RPS_SHARE) misses.push(`req/s ${(share * 100).toFixed(1)}% < ${MIN_RPS_SHARE * 100}%`);
  if (multiple > MAX_P99_MULTIPLE) misses.push(`p99 ${multiple.toFixed(1)}× > ${MAX_P99_MULTIPLE}×`);
  const failures = result.max.failures + result.half.failures;
  if (failures > 0) misses.push(`${failures} failed requests`);
  return misses.length ? `FAIL (${misses.join(', ')})` : 'PASS';
}

function row(server, read, result, baseline) {
  const isBaseline = result === baseline;
  return [
    server,
    read,
    Math.round(result.max.rps).toLocaleString('en'),
    `${((result.max.rps / baseline.max.rps) * 100).toFixed(1)}%`,
    ms(result.max.p50),
    ms(result.max.p99),
    result.halfRate.toLocaleString('en'),
    ms(result.half.p50),
    ms(result.half.p99),
    `${(result.half.p99 / baseline.half.p99).toFixed(1)}×`,
    isBaseline ? 'baseline' : verdict(result, baseline),
  ];
}

await runBench(async () => {
  const databases = await prepareDatabases();
  console.log(`${describeCores()}; autocannon ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${MEASURE_SECONDS} s per figure (card ${MEASURE_SECONDS / 2} s)`);
  const hello = await startHelloWorld();
  const baseline = await measure(`${hello.baseUrl}/`, MEASURE_SECONDS);
  hello.assertAlive();
  await hello.stop();

  const rows = [row('hello-world', 'GET /', baseline, baseline)];
  for (const database of databases) {
    const api = await startApi(database);
    console.log(`${database.name}: ${await checkReads(api.baseUrl)}`);
    for (const read of reads) {
      const result = await measure(api.baseUrl + read.path, read.seconds);
      api.assertAlive();
      rows.push(row(database.name, read.name, result, baseline));
    }
    await api.stop();
  }

  console.log('');
  printTable(['server', 'read', 'req/s', 'vs hello', 'p50 max', 'p99 max', 'half rate', 'p50 half', 'p99 half', 'p99 half vs hello', 'target'], rows);
  console.log(`\nlatencies in ms per 2xx response; target: ≥ ${MIN_RPS_SHARE * 100}% of the hello-world's req/s and p99 at half load ≤ ${MAX_P99_MULTIPLE}× its p99 at half load`);
});
