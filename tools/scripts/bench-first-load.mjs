// `npm run bench:first-load [-- URL]`: the JavaScript a first visit downloads, per page, in KB raw
// and gzip (level 6, as the storefront's server compresses): every script and modulepreload the
// server-rendered HTML references, plus its inline scripts (the router's and query cache's data
// among them). Start the shop first (`npm start`); URL defaults to http://localhost:3000; the pages
// measured are one of every route a visitor lands on: the home (en, ru), a content page, a listing,
// a card, search, the cart, the wish list, the checkout (`/order`, with an empty cart: its form is
// what the page loads) and, signed in, the profile and its orders, reviews and wish list. To sign
// in it registers a new account with an e-mailed code read from the API's file outbox
// (`$DATA_DIR/outbox`, DATA_DIR as `npm start` takes it: default `data/` at the repository root);
// without one (a shop that sends real mail) the signed-in rows say so and fail.
// Against the quality target "first-load JavaScript of every route, checkout and profile included:
// ≤ 160 KB gzip and ≤ 1.25× a hello-world of the same stack built by the same script; the shared
// entry alone ≤ 1.15×" (../shared/QUALITY.md), it builds that hello-world first
// (first-load-hello.mjs, a few seconds) and prints each page's ratio to it with PASS/FAIL, and the
// entry script every page loads (the one `<script src>` of the pages) on a row of its own.
// Data the page preloads with `<link rel="preload" as="fetch">` (the page language's messages, a
// JSON file cached across pages) and data blocks in the HTML (`<script type="application/ld+json">`:
// structured data for search engines, which no browser runs) are not JavaScript and not in the
// verdict; their gzip size is printed beside the figures, so the whole first visit is in the report.
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildHelloWorld } from './first-load-hello.mjs';

const MAX_GZIP_KB = 160;
const MAX_HELLO_MULTIPLE = 1.25;
const MAX_ENTRY_HELLO_MULTIPLE = 1.15;

const base = new URL(process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000');
const pages = [
  '/',
  '/ru/',
  '/about-us',
  '/catalog/women',
  '/catalog/women/swimsuits/coral-wave-one-piece',
  '/search?keyword=bikini',
  '/cart',
  '/wish-list',
  '/order',
];
/** The pages behind the sign-in. */
const signedInPages = ['/profile', '/profile/orders', '/profile/reviews', '/profile/wish-list'];
const outbox = resolve(import.meta.dirname, '../..', process.env.DATA_DIR ?? 'data', 'outbox');

async function fetchText(url, headers = {}) {
  const response = await fetch(url, { headers: { 'accept-language': 'en', ...headers }, redirect: 'manual' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The 6-digit code of the newest outbox mail to `email`, waiting up to 10 s for it. */
async function mailedCode(email) {
  for (let waited = 0; waited < 10_000; waited += 200) {
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.json')).sort();
    for (const name of names.reverse()) {
      const mail = JSON.parse(await readFile(join(outbox, name), 'utf8'));
      if (mail.to?.some((to) => to.address === email)) {
        const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
        if (code) return code;
      }
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`no code mailed to ${email} in ${outbox} (the API's file outbox; set DATA_DIR to the shop's)`);
}

/** Registers a new account as the sign-in popup does; answers the session's cookie header. */
async function signIn() {
  const email = `bench-first-load-${Date.now()}@example.com`;
  const post = (path, body) =>
    fetch(new URL(path, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/v1/customer/send-email-confirmation-code', { email });
  if (!sent.ok) throw new Error(`sending a code answered ${sent.status}`);
  const { identity } = await sent.json();
  const code = await mailedCode(email);
  const registered = await post('/api/auth/register', {
    identity,
    code,
    email,
    password: 'Bench first load 1',
    first_name: 'Bench',
  });
  if (!registered.ok) throw new Error(`registering answered ${registered.status}`);
  const jwt = registered.headers.getSetCookie().find((cookie) => cookie.startsWith('jwt='));
  if (!jwt) throw new Error('registering set no session cookie');
  return jwt.split(';')[0];
}

/** Inline `<script>` elements of a page's HTML, whole: those the browser runs, and data blocks. */
function inlineScripts(html) {
  const scripts = html.match(/<script(?![^>]+src=)[^>]*>[\s\S]*?<\/script>/g) ?? [];
  // A script runs when its type is absent, empty, a JavaScript MIME type or "module" (HTML, the
  // script element); any other type (application/ld+json) is a data block.
  const runs = (script) => {
    const type = /^<script[^>]*\stype="([^"]*)"/i.exec(script)?.[1]?.trim().toLowerCase();
    return (
      type === undefined ||
      type === '' ||
      type === 'module' ||
      /^(text|application)\/(x-)?(java|ecma)script$/.test(type)
    );
  };
  return { code: scripts.filter(runs).join(''), data: scripts.filter((script) => !runs(script)).join('') };
}

/**
 * The files a page's HTML loads at once and its inline scripts, counted raw and gzipped; `filesGzip`
 * is the files alone (the client build's chunks, what a bundle report counts), without the inline
 * scripts (the router's bootstrap and the page's own data).
 */
async function firstLoad(html, readAsset) {
  const sources = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(
    /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g,
  ))
    sources.add(match[1] ?? match[2]);
  const inline = inlineScripts(html).code;
  let raw = Buffer.byteLength(inline);
  let filesGzip = 0;
  for (const source of sources) {
    const body = await readAsset(source);
    raw += body.length;
    filesGzip += gzipSync(body, { level: 6 }).length;
  }
  return { files: sources.size, raw, gzip: filesGzip + gzipSync(inline, { level: 6 }).length, filesGzip };
}

/** The data a page's HTML holds in data blocks and preloads for fetch (not JavaScript), gzipped. */
async function preloadedData(html, readAsset) {
  const blocks = inlineScripts(html).data;
  let gzip = blocks ? gzipSync(blocks, { level: 6 }).length : 0;
  for (const link of html.match(/<link[^>]+>/g) ?? []) {
    if (!/rel="preload"/.test(link) || !/as="fetch"/.test(link)) continue;
    const href = /href="([^"]+)"/.exec(link)?.[1];
    if (href) gzip += gzipSync(await readAsset(href), { level: 6 }).length;
  }
  return gzip;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const row = (name, load, data, verdict = '') =>
  console.log(
    `${name.padEnd(48)} ${String(load.files).padStart(6)} ${kb(load.raw).padStart(8)} ${kb(load.gzip).padStart(9)} ${kb(load.filesGzip).padStart(10)} ${kb(data).padStart(13)}  ${verdict}`,
  );

/** The page's verdict: its gzip against the absolute budget and its multiple of the hello-world's. */
function verdict(gzip, multiple, maxMultiple, maxKb) {
  const misses = [
    ...(maxKb !== undefined && gzip / 1024 > maxKb ? [`> ${maxKb} KB`] : []),
    ...(multiple > maxMultiple ? [`> ${maxMultiple}×`] : []),
  ];
  return `${multiple.toFixed(2).padStart(8)}×  ${misses.length ? `FAIL (${misses.join(', ')})` : 'PASS'}`;
}

try {
  const hello = await buildHelloWorld();
  const baseline = await firstLoad(hello.html, async (path) => hello.readAsset(path));
  console.log(
    `first-load JavaScript at ${base.origin} (inline scripts included), against a hello-world of the same stack`,
  );
  console.log(
    'page                                              files   raw KB   gzip KB  files only  + data gzip KB  vs hello  target',
  );
  row('hello-world (tmp/first-load-hello)', baseline, 0, '    1.00×  baseline');
  const readAsset = async (path) => {
    const response = await fetch(new URL(path, base));
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  const entries = new Set();
  const measure = async (page, cookie) => {
    const html = await fetchText(new URL(page, base), { cookie });
    for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) entries.add(match[1]);
    const load = await firstLoad(html, readAsset);
    const data = await preloadedData(html, readAsset);
    row(page, load, data, verdict(load.gzip, load.gzip / baseline.gzip, MAX_HELLO_MULTIPLE, MAX_GZIP_KB));
  };
  for (const page of pages) await measure(page, page.startsWith('/ru') ? 'locale=ru' : 'locale=en');
  let session;
  try {
    session = await signIn();
  } catch (error) {
    for (const page of signedInPages)
      console.log(`${page.padEnd(48)} FAIL (could not sign in: ${error instanceof Error ? error.message : error})`);
  }
  if (session) for (const page of signedInPages) await measure(page, `locale=en; ${session}`);
  for (const entry of entries) {
    const body = await readAsset(entry);
    const load = { files: 1, raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
    load.filesGzip = load.gzip;
    row(`shared entry ${entry}`, load, 0, verdict(load.gzip, load.gzip / baseline.gzip, MAX_ENTRY_HELLO_MULTIPLE));
  }
  console.log(
    `\ntarget: every page ≤ ${MAX_GZIP_KB} KB gzip and ≤ ${MAX_HELLO_MULTIPLE}× the hello-world's gzip (${kb(baseline.gzip * MAX_HELLO_MULTIPLE)} KB), JavaScript only: files, modulepreloads and inline scripts; the shared entry alone ≤ ${MAX_ENTRY_HELLO_MULTIPLE}× (${kb(baseline.gzip * MAX_ENTRY_HELLO_MULTIPLE)} KB)`,
  );
  console.log(
    "files only: the gzip of the page's script files alone, without its inline scripts (informative; the verdict counts both)",
  );
  console.log(
    '+ data: JSON the page preloads for fetch (its messages, cached across pages) and its data blocks (JSON-LD), not in the target',
  );
} catch (error) {
  console.error(`benchmark failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
// The hello-world's server module may keep timers alive; the report is complete.
process.exit(process.exitCode ?? 0);
