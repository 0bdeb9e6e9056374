// `npm run bench:catalog [-- --no-build]`: the API's catalogue reads against a Fastify hello-world,
// in one run, for the quality target "API catalogue read: ≥ 40% of a Fastify hello-world's req/s on
// one core; p99 ≤ 3× its p99 at half load; SQLite and PostgreSQL" (../shared/QUALITY.md).
// Builds the API (Nx cache), seeds a generated catalogue (BENCH_PRODUCTS, default 2,000 products ≈
// 21,300 variants) into a temporary DATA_DIR and into PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/shop_bench, created if missing and wiped; skipped when not
// reachable or `off`), then starts the hello-world and the API on each database, each pinned to one
// core, and measures them in turn, three rounds over (measureInRounds): autocannon at full speed
// (10 connections) for the max req/s and p50/p99, then at half that rate spread over each second
// (10 one-connection autocannon runs started 0.1 s apart: autocannon's own rate limit spends each
// second's budget in one burst at full speed) for p50/p99, and once more at half the rate in
// autocannon's bursts, printed for comparison only. Shares and multiples are taken within a round;
// the median round's figures count, and every round's are printed. Reads: a category listing (`/catalog/women`, 24 products a page) and a product card.
// PostgreSQL's own processes are not pinned (BENCH_PG_CORE pins them, a diagnostic). Prints a table with PASS/FAIL; exits 0 when a target is
// missed (a report), 1 when something breaks. About six minutes (longer on a busy machine).
import {
  describeCores,
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
const TARGETS = { minRpsShare: 0.4, maxP99Multiple: 3 };

const reads = [
  { name: 'listing', path: '/api/v1/catalog/women', seconds: MEASURE_SECONDS },
  // A card is cheaper to measure briefly; it is reported against the same targets.
  { name: 'card', path: '/api/v1/catalog/women/swimsuits/coral-wave-one-piece', seconds: MEASURE_SECONDS / 2 },
];

/** The listing must be a real page of 24 products and the card a product, or the figures mean nothing. */
async function checkReads(baseUrl) {
  const listing = await getJson(baseUrl + reads[0].path);
  if (listing.type !== 'category' || listing.products.length !== 24)
    throw new Error(`${reads[0].path} is not a 24-product listing (${listing.products?.length} products)`);
  const card = await getJson(baseUrl + reads[1].path);
  if (card.type !== 'product') throw new Error(`${reads[1].path} is not a product card (type ${card.type})`);
  return `listing ${listing.products.length} of ${listing.pagination.total} products, ${reads[0].path}`;
}

await runBench(async () => {
  const databases = await prepareDatabases();
  console.log(
    `${describeCores()}; autocannon ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${MEASURE_SECONDS} s per figure (card ${MEASURE_SECONDS / 2} s), ${ROUNDS} rounds`,
  );
  // Every server up for the whole run, idle while another is measured: the rounds alternate them.
  const hello = await startHelloWorld();
  const subjects = [{ name: 'hello-world', read: 'GET /', server: hello, request: { url: `${hello.baseUrl}/` } }];
  const apis = [];
  for (const database of databases) {
    const api = await startApi(database);
    apis.push(api);
    console.log(`${database.name}: ${await checkReads(api.baseUrl)}`);
    for (const read of reads)
      subjects.push({
        name: database.name,
        read: read.name,
        server: api,
        request: { url: api.baseUrl + read.path },
        seconds: read.seconds,
      });
  }
  const results = await measureInRounds(subjects, {
    seconds: MEASURE_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    connections: CONNECTIONS,
  });
  await Promise.all([hello, ...apis].map((server) => server.stop()));

  console.log('');
  printTable(
    RATIO_HEADER,
    subjects.map((subject, index) => ratioRow(subject.name, subject.read, results[index], TARGETS)),
  );
  console.log(
    `\nlatencies in ms per 2xx response; target: ≥ ${TARGETS.minRpsShare * 100}% of the hello-world's req/s and p99 at half load ≤ ${TARGETS.maxP99Multiple}× its p99 at half load; each figure is the median of ${ROUNDS} rounds, the share and the multiple taken within a round`,
  );
});
