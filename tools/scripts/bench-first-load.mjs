// `npm run bench:first-load [-- URL]`: the JavaScript a first visit downloads, per page, in KB raw
// and gzip (level 6, as the storefront's server compresses): every script and modulepreload the
// server-rendered HTML references, plus its inline scripts (the router's and query cache's data
// among them). Start the shop first (`npm start`); URL defaults to http://localhost:3000; the pages
// measured are the home (en, ru), a content page, a listing and a card. Against the quality target
// "first-load JavaScript of every route: ≤ 165 KB gzip and ≤ 1.15× a hello-world of the same stack
// built by the same script" (../shared/QUALITY.md), it builds that hello-world first
// (first-load-hello.mjs, a few seconds) and prints each page's ratio to it with PASS/FAIL.
// Data the page preloads with `<link rel="preload" as="fetch">` (the page language's messages, a
// JSON file cached across pages) and data blocks in the HTML (`<script type="application/ld+json">`:
// structured data for search engines, which no browser runs) are not JavaScript and not in the
// verdict; their gzip size is printed beside the figures, so the whole first visit is in the report.
import { gzipSync } from 'node:zlib';
import { buildHelloWorld } from './first-load-hello.mjs';

const MAX_GZIP_KB = 165;
const MAX_HELLO_MULTIPLE = 1.15;

const base = new URL(process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000');
const pages = ['/', '/ru/', '/about-us', '/catalog/women', '/catalog/women/swimsuits/coral-wave-one-piece'];

async function fetchText(url, headers = {}) {
  const response = await fetch(url, { headers: { 'accept-language': 'en', ...headers }, redirect: 'manual' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
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
  for (const page of pages) {
    const html = await fetchText(new URL(page, base), { cookie: page.startsWith('/ru') ? 'locale=ru' : 'locale=en' });
    const readAsset = async (path) => Buffer.from(await fetchText(new URL(path, base)));
    const load = await firstLoad(html, readAsset);
    const data = await preloadedData(html, readAsset);
    const multiple = load.gzip / baseline.gzip;
    const misses = [
      ...(load.gzip / 1024 > MAX_GZIP_KB ? [`> ${MAX_GZIP_KB} KB`] : []),
      ...(multiple > MAX_HELLO_MULTIPLE ? [`> ${MAX_HELLO_MULTIPLE}×`] : []),
    ];
    row(
      page,
      load,
      data,
      `${multiple.toFixed(2).padStart(8)}×  ${misses.length ? `FAIL (${misses.join(', ')})` : 'PASS'}`,
    );
  }
  console.log(
    `\ntarget: ≤ ${MAX_GZIP_KB} KB gzip and ≤ ${MAX_HELLO_MULTIPLE}× the hello-world's gzip, JavaScript only: files, modulepreloads and inline scripts`,
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
