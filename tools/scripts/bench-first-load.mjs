// `npm run bench:first-load [-- URL]`: the JavaScript a first visit downloads, per page, in KB raw
// and gzip (level 6, as the storefront's server compresses): every script and modulepreload the
// server-rendered HTML references. Start the shop first (`npm start`); URL defaults to
// http://localhost:3000; the pages measured are the home (en, ru), a content page, a listing and a card.
import { gzipSync } from 'node:zlib';

const base = new URL(process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000');
const pages = ['/', '/ru/', '/about-us', '/catalog/women', '/catalog/women/swimsuits/coral-wave-one-piece'];

async function text(url, headers = {}) {
  const response = await fetch(url, { headers: { 'accept-language': 'en', ...headers }, redirect: 'manual' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(`first-load JavaScript at ${base.origin}`);
console.log('page                                              files   raw KB   gzip KB');
for (const page of pages) {
  const html = await text(new URL(page, base), { cookie: page.startsWith('/ru') ? 'locale=ru' : 'locale=en' });
  const sources = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) sources.add(match[1] ?? match[2]);
  let raw = Buffer.byteLength(html.match(/<script(?![^>]+src=)[^>]*>[\s\S]*?<\/script>/g)?.join('') ?? '');
  let gzip = gzipSync(html.match(/<script(?![^>]+src=)[^>]*>[\s\S]*?<\/script>/g)?.join('') ?? '', { level: 6 }).length;
  for (const source of sources) {
    const body = Buffer.from(await text(new URL(source, base)));
    raw += body.length;
    gzip += gzipSync(body, { level: 6 }).length;
  }
  console.log(`${page.padEnd(48)} ${String(sources.size).padStart(6)} ${kb(raw).padStart(8)} ${kb(gzip).padStart(9)}   (inline scripts included)`);
}
