// `npm run bench:pages [-- --no-build]`: anonymous pages through the storefront's production server
// (serve.mjs, its page cache in front of server rendering) against a Fastify hello-world, in one
// run, for the quality target "anonymous pages (listing, card, content page) through the storefront
// server: ≥ 25% of a Fastify hello-world's req/s on one core, p99 ≤ 3× its p99 at half load"
// (../shared/QUALITY.md).
// Builds the API and the storefront (Nx cache), seeds the generated catalogue (BENCH_PRODUCTS,
// default 2,000 products) into a temporary SQLite database, starts the API on the load generator's
// core and the storefront on the measured one (taskset), with the page cache's defaults
// (PAGE_CACHE_FRESH_MS: while the API has no change feed, each page is rendered again every 2 s in
// the background, as in production). The hello-world and each page in turn, three rounds over, as
// bench:catalog measures (measureInRounds): autocannon at full speed (10 connections) for the max
// req/s and p50/p99, then at half that rate spread over each second. Every request, the hello-world's too, carries the headers
// a browser sends when it opens a page (BROWSER_HEADERS: HTML accepted, gzip, br and zstd taken), as
// real traffic does; the answers' size and encoding are printed. Checks first that each page comes
// from the cache (`x-shop-cache: hit`). autocannon drops the bodies unread for every server
// (discardResponseBodies: decoding them made the client the bottleneck), and each server's own CPU
// time per answer at full speed is printed (from /proc, the rounds' median), the figure the
// machine's load sways least.
// Prints a table with PASS/FAIL; exits 0 when a target is missed (a report),
// 1 when something breaks.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  buildStorefront,
  describeCores,
  discardResponseBodies,
  measureInRounds,
  prepareDatabases,
  printTable,
  RATIO_HEADER,
  ratioRow,
  ROUNDS,
  runBench,
  startApi,
  startHelloWorld,
  startStorefront,
} from './bench-helpers.mjs';

const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 6;
const CONNECTIONS = 10;
const TARGETS = { minRpsShare: 0.25, maxP99Multiple: 3 };

/** What Chromium sends for a page opened in a tab (the cookies aside: anonymous visitors). */
const BROWSER_HEADERS = {
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'upgrade-insecure-requests': '1',
};

const PAGES = [
  { name: 'listing', path: '/catalog/women' },
  { name: 'card', path: '/catalog/women/swimsuits/coral-wave-one-piece' },
  { name: 'content page', path: '/about-us' },
];

/** One GET with the browser's headers, the body as sent (not decoded). */
function getRaw(url) {
  return new Promise((done, fail) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => done({ response, body: Buffer.concat(chunks) }));
      })
      .on('error', fail);
  });
}

/** The body decoded (a miss is rendered and compressed as any render: brotli when taken). */
const decode = (response, body) =>
  ({ gzip: gunzipSync, br: brotliDecompressSync })[response.headers['content-encoding']]?.(body) ?? body;

/** Size and encoding of an answer as sent, e.g. `21.4 KB gzip (111.8 KB as HTML)`. */
function describeAnswer(response, body) {
  const encoding = response.headers['content-encoding'];
  const plain = decode(response, body);
  const kb = (bytes) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
  return encoding ? `${kb(body.length)} ${encoding} (${kb(plain.length)} decoded)` : `${kb(body.length)} identity`;
}

/**
 * Each page must be a 200 HTML page served from the cache, or the figures mean nothing; it is
 * asked as the load asks it (the browser's headers) and must decode to a whole page.
 */
async function checkPage(url) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    const { response, body } = await getRaw(url);
    const html = decode(response, body).toString();
    if (response.statusCode !== 200 || !html.includes('</html>'))
      throw new Error(`GET ${url} answered ${response.statusCode}: ${html.slice(0, 300)}`);
    if (response.headers['x-shop-cache'] === 'hit')
      return `${describeAnswer(response, body)}, ${response.headers['cache-control']}`;
  }
  throw new Error(`GET ${url} is not answered from the page cache (x-shop-cache is not hit)`);
}

discardResponseBodies();

await runBench(async () => {
  buildStorefront();
  const [database] = await prepareDatabases({ sqliteOnly: true });
  console.log(
    `${describeCores()}; the API on the load generator's core; autocannon ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${MEASURE_SECONDS} s per figure, ${ROUNDS} rounds`,
  );
  const hello = await startHelloWorld();
  const helloAnswer = await getRaw(`${hello.baseUrl}/`);
  console.log(`hello-world GET /: ${describeAnswer(helloAnswer.response, helloAnswer.body)}`);
  const api = await startApi(database, {}, { core: 'load generator' });
  const storefront = await startStorefront(api);
  const request = (url) => ({ url, headers: BROWSER_HEADERS });
  const subjects = [
    {
      name: 'hello-world',
      read: 'GET /',
      cpuName: 'hello-world',
      server: hello,
      request: request(`${hello.baseUrl}/`),
    },
  ];
  for (const page of PAGES) {
    console.log(`${page.path}: ${await checkPage(storefront.baseUrl + page.path)}`);
    subjects.push({
      name: 'storefront',
      read: `${page.name} ${page.path}`,
      cpuName: page.name,
      server: storefront,
      request: request(storefront.baseUrl + page.path),
    });
  }
  // The hello-world and the pages in turn, in rounds; while the hello-world is measured the
  // storefront only asks the change feed once a second (a kept page is rendered again when asked).
  const results = await measureInRounds(subjects, {
    seconds: MEASURE_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    connections: CONNECTIONS,
  });
  await Promise.all([hello, storefront, api].map((server) => server.stop()));
  const rows = subjects.map((subject, index) => ratioRow(subject.name, subject.read, results[index], TARGETS));
  const cpuLines = subjects.map(
    (subject, index) => `${subject.cpuName}: ${Math.round(results[index].cpuPerAnswerUs)} µs`,
  );

  console.log('');
  printTable(RATIO_HEADER, rows);
  console.log(`\nserver CPU time per answer at full speed (/proc, median of the rounds): ${cpuLines.join(', ')}`);
  console.log(
    `latencies in ms per 2xx response; target: ≥ ${TARGETS.minRpsShare * 100}% of the hello-world's req/s and p99 at half load ≤ ${TARGETS.maxP99Multiple}× its p99 at half load; each figure is the median of ${ROUNDS} rounds, the share and the multiple taken within a round`,
  );
});
