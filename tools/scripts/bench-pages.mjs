// `npm run bench:pages [-- --no-build]`: anonymous pages through the storefront's production server
// (serve.mjs, its page cache in front of server rendering) against a Fastify hello-world, in one
// run, for the quality target "anonymous pages (listing, card, content page) through the storefront
// server: ≥ 25% of a Fastify hello-world's req/s on one core, p99 ≤ 3× its p99 at half load"
// (../shared/QUALITY.md).
// Builds the API and the storefront (Nx cache), seeds the generated catalogue (BENCH_PRODUCTS,
// default 2,000 products) into a temporary SQLite database, starts the API on the load generator's
// core and the storefront on the measured one (taskset), with the page cache's defaults
// (PAGE_CACHE_FRESH_MS: while the API has no change feed, each page is rendered again every 2 s in
// the background, as in production). Each page and the hello-world: autocannon at full speed
// (10 connections) for the max req/s and p50/p99, then three runs at half that rate spread over each
// second (measureRates, as bench:catalog). Checks first that each page comes from the cache
// (`x-shop-cache: hit`). Prints a table with PASS/FAIL; exits 0 when a target is missed (a report),
// 1 when something breaks.
import {
  buildStorefront,
  describeCores,
  measureRates,
  prepareDatabases,
  printTable,
  RATIO_HEADER,
  ratioRow,
  runBench,
  startApi,
  startHelloWorld,
  startStorefront,
} from './bench-helpers.mjs';

const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 6;
const CONNECTIONS = 10;
const TARGETS = { minRpsShare: 0.25, maxP99Multiple: 3 };

const PAGES = [
  { name: 'listing', path: '/catalog/women' },
  { name: 'card', path: '/catalog/women/swimsuits/coral-wave-one-piece' },
  { name: 'content page', path: '/about-us' },
];

/**
 * Each page must be a 200 HTML page served from the cache, or the figures mean nothing. A first
 * render slower than the fresh time (a cold server) is answered stale once while it is rendered
 * again, so the check asks a few times, a quarter second apart.
 */
async function checkPage(url) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    const response = await fetch(url);
    const html = await response.text();
    if (response.status !== 200 || !html.includes('</html>'))
      throw new Error(`GET ${url} answered ${response.status}: ${html.slice(0, 300)}`);
    if (response.headers.get('x-shop-cache') === 'hit')
      return `${(Buffer.byteLength(html) / 1024).toFixed(1)} KB, ${response.headers.get('cache-control')}`;
  }
  throw new Error(`GET ${url} is not answered from the page cache (x-shop-cache is not hit)`);
}

await runBench(async () => {
  buildStorefront();
  const [database] = await prepareDatabases({ sqliteOnly: true });
  console.log(
    `${describeCores()}; the API on the load generator's core; autocannon ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${MEASURE_SECONDS} s per figure`,
  );
  const measure = (url) =>
    measureRates({ url }, { seconds: MEASURE_SECONDS, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS });

  const hello = await startHelloWorld();
  const baseline = await measure(`${hello.baseUrl}/`);
  hello.assertAlive();
  await hello.stop();

  const api = await startApi(database, {}, { core: 'load generator' });
  const storefront = await startStorefront(api);
  const rows = [ratioRow('hello-world', 'GET /', baseline, baseline, TARGETS)];
  for (const page of PAGES) {
    console.log(`${page.path}: ${await checkPage(storefront.baseUrl + page.path)}`);
    const result = await measure(storefront.baseUrl + page.path);
    storefront.assertAlive();
    rows.push(ratioRow('storefront', `${page.name} ${page.path}`, result, baseline, TARGETS));
  }
  await storefront.stop();
  await api.stop();

  console.log('');
  printTable(RATIO_HEADER, rows);
  console.log(
    `\nlatencies in ms per 2xx response; target: ≥ ${TARGETS.minRpsShare * 100}% of the hello-world's req/s and p99 at half load ≤ ${TARGETS.maxP99Multiple}× its p99 at half load`,
  );
});
