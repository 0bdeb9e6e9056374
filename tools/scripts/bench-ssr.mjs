// `npm run bench:ssr [-- --no-build]`: the storefront's server rendering of a 24-product category
// page against plain renderToString of the same markup, in one run, for the quality target "SSR of
// a 24-product category page: ≥ 40% of the req/s of plain renderToString of the same markup, p99 ≤
// 50 ms at half capacity" (../shared/QUALITY.md).
// Builds the API and the storefront (Nx cache), seeds the generated catalogue (BENCH_PRODUCTS,
// default 2,000 products) into a temporary SQLite database, starts the API on the load generator's
// core and the storefront's production server (serve.mjs) on the other, and saves the page it
// renders for `/catalog/women`, with its page cache off (PAGE_CACHE_MAX_MB=0): every request is a
// real render, which the run checks (no `x-shop-cache` hit before and after the load). The baseline
// (bench-render-to-string.mjs, on the storefront's core too) renders that saved markup with React's
// renderToString and nothing else. The two in turn, three rounds over (inRounds; the share taken
// within a round, the median round's figures count, every round's printed): autocannon at full
// speed (10 connections) for the max req/s and p50/p99, then half that rate, evenly paced
// (loadPaced: autocannon's own rate limit sends each second's requests in a burst), for p50/p99.
// Prints a table with PASS/FAIL; exits 0 when a target is missed (a report), 1 when something breaks.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildStorefront,
  combineRounds,
  describeCores,
  inRounds,
  load,
  loadPaced,
  makeTempDir,
  median,
  ms,
  prepareDatabases,
  printTable,
  rateCells,
  rateHeader,
  ROUNDS,
  runBench,
  startApi,
  startRenderToString,
  startStorefront,
} from './bench-helpers.mjs';

const WARMUP_SECONDS = 3;
const MEASURE_SECONDS = 8;
const CONNECTIONS = 10;
const PAGE = '/catalog/women';
/** The targets: share of renderToString's req/s, and p99 at half capacity in ms. */
const TARGETS = { minRpsShare: 0.4, maxHalfP99Ms: 50 };

/**
 * The page must be a listing of 24 product cards rendered for this request (not the page cache's
 * copy: `x-shop-cache` absent or `miss`), or the figures mean nothing. Returns the page and that header.
 */
async function fetchPage(url) {
  const response = await fetch(url);
  const html = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${html.slice(0, 300)}`);
  const cache = response.headers.get('x-shop-cache');
  if (cache !== null && cache !== 'miss') throw new Error(`${url} came from the page cache (x-shop-cache: ${cache})`);
  const cards = html.match(/<article aria-labelledby="product-/g)?.length ?? 0;
  if (cards !== 24) throw new Error(`${url} shows ${cards} product cards, not 24`);
  return { html, cache: cache ?? 'none' };
}

/** Two asks in a row: the second would be a hit if the page cache kept the first. */
async function assertRendered(url) {
  const answers = [await fetchPage(url), await fetchPage(url)];
  return answers.map((answer) => answer.cache).join(', ');
}

function verdict(result) {
  const misses = [];
  if (result.share < TARGETS.minRpsShare)
    misses.push(`req/s ${(result.share * 100).toFixed(1)}% < ${TARGETS.minRpsShare * 100}%`);
  if (result.half.p99 > TARGETS.maxHalfP99Ms)
    misses.push(`p99 half ${ms(result.half.p99)} ms > ${TARGETS.maxHalfP99Ms} ms`);
  const failures = result.runs.reduce((sum, run) => sum + run.failures, 0);
  if (failures > 0) misses.push(`${failures} failed requests`);
  return misses.length ? `FAIL (${misses.join(', ')})` : 'PASS';
}

const row = (name, result, target) => [name, ...rateCells(result), target];

await runBench(async () => {
  buildStorefront();
  const [database] = await prepareDatabases({ sqliteOnly: true });
  console.log(
    `${describeCores()}; the API on the load generator's core; autocannon ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${MEASURE_SECONDS} s per figure, ${ROUNDS} rounds`,
  );
  const measure = async ({ url, server }) => {
    await load({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
    const cpuBefore = server.cpuMs();
    const max = await load({ url, connections: CONNECTIONS, duration: MEASURE_SECONDS });
    // The server's own CPU time per answer: what other load on the machine sways least.
    const cpuPerPage = (server.cpuMs() - cpuBefore) / Math.max(1, max.latencies.length);
    const halfRate = Math.max(1, Math.round(max.rps / 2));
    const half = await loadPaced({ url, rate: halfRate, seconds: MEASURE_SECONDS, connections: CONNECTIONS });
    // One evenly paced run: its p99 does not swing as autocannon's bursts do (measureRates).
    server.assertAlive();
    return { max, half, halfRate, cpuPerPage };
  };

  const api = await startApi(database, {}, { core: 'load generator' });
  // The page cache off: this benchmark is about rendering a page (bench:pages measures the cache).
  const storefront = await startStorefront(api, { PAGE_CACHE_MAX_MB: '0' });
  const pageUrl = storefront.baseUrl + PAGE;
  const { html } = await fetchPage(pageUrl);
  const cacheBefore = await assertRendered(pageUrl);
  const htmlFile = join(makeTempDir(), 'page.html');
  writeFileSync(htmlFile, html);
  const plain = await startRenderToString(htmlFile);
  const plainHtml = await (await fetch(`${plain.baseUrl}/`)).text();

  // Both servers up, on the same core, measured in turn: the one not measured is idle.
  const [plainRounds, ssrRounds] = await inRounds(
    [
      { url: `${plain.baseUrl}/`, server: plain },
      { url: pageUrl, server: storefront },
    ],
    measure,
  );
  const cacheAfter = await assertRendered(pageUrl);
  await Promise.all([plain, storefront, api].map((server) => server.stop()));
  // The target's p99 is in ms: the round with the median p99 counts.
  const combine = (rounds) => ({
    ...combineRounds(rounds, plainRounds, { halfByP99: true }),
    cpuPerPage: median(rounds.map((result) => result.cpuPerPage)),
  });
  const baseline = combine(plainRounds);
  const ssr = combine(ssrRounds);

  console.log(
    `${PAGE}: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB of HTML from the storefront, ${(Buffer.byteLength(plainHtml) / 1024).toFixed(1)} KB from renderToString of its markup`,
  );
  console.log(
    `page cache off (PAGE_CACHE_MAX_MB=0), every request rendered: x-shop-cache of two asks in a row before the load ${cacheBefore}, after it ${cacheAfter}\n`,
  );
  printTable(
    ['server', ...rateHeader('renderToString'), 'target'],
    [row('renderToString of the markup', baseline, 'baseline'), row(`storefront SSR ${PAGE}`, ssr, verdict(ssr))],
    1,
  );
  if (Number.isFinite(ssr.cpuPerPage) && Number.isFinite(baseline.cpuPerPage)) {
    const byRound = ssrRounds.map(
      (result, round) => `${result.cpuPerPage.toFixed(2)}/${plainRounds[round].cpuPerPage.toFixed(2)}`,
    );
    console.log(
      `\nCPU time per answer at full speed (the server process's own, from /proc; medians of the rounds): renderToString ${baseline.cpuPerPage.toFixed(2)} ms, storefront ${ssr.cpuPerPage.toFixed(2)} ms, so ${((baseline.cpuPerPage / ssr.cpuPerPage) * 100).toFixed(1)}% of renderToString's pages per CPU second (a check on req/s when the machine is busy); by round, storefront/renderToString: ${byRound.join(', ')} ms`,
    );
  }
  console.log(
    `\nlatencies in ms per 2xx response; target: ≥ ${TARGETS.minRpsShare * 100}% of renderToString's req/s and p99 at half capacity ≤ ${TARGETS.maxHalfP99Ms} ms; each figure is the median of ${ROUNDS} rounds, the share taken within a round`,
  );
});
