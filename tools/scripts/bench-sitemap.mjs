// `npm run bench:sitemap`: the sitemap of a large generated catalogue (BENCH_PRODUCTS, default
// 20,000 products) on SQLite and PostgreSQL (BENCH_DATABASE_URL as bench-catalog.mjs; skipped when
// not reachable or `off`). Builds the API (Nx cache), seeds, starts it, reads /sitemap.xml and, when
// it is an index, every part, and fails unless every product is listed once in each language with
// its picture and each file keeps within 50,000 URLs and 50 MB. Prints URLs, bytes and time per
// database.
import { prepareDatabases, printTable, runBench, startApi } from './bench-helpers.mjs';

const DEFAULT_PRODUCTS = 20_000;
const MAX_URLS = 50_000;
const MAX_BYTES = 52_428_800;

async function fetchXml(url) {
  const started = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { text, bytes: Buffer.byteLength(text), ms: performance.now() - started };
}

/** Reads the sitemap (and its parts) and checks it against the seeded product count. */
async function readSitemap(baseUrl, products) {
  const root = await fetchXml(`${baseUrl}/sitemap.xml`);
  const files = [root];
  if (root.text.includes('<sitemapindex')) {
    files.length = 0;
    for (const [, loc] of root.text.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g))
      files.push(await fetchXml(`${baseUrl}${new URL(loc).pathname}`));
  }
  const productPaths = { en: new Set(), ru: new Set() };
  let urls = 0;
  for (const file of files) {
    const entries = [...file.text.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    if (entries.length > MAX_URLS || file.bytes > MAX_BYTES)
      throw new Error(`a sitemap file has ${entries.length} URLs, ${file.bytes} bytes: over the limits`);
    urls += entries.length;
    for (const [, loc, rest] of entries) {
      if (!rest.includes('<image:loc>')) continue;
      const { pathname } = new URL(loc);
      const [language, path] = pathname.startsWith('/ru/') ? ['ru', pathname.slice(3)] : ['en', pathname];
      if (productPaths[language].has(path)) throw new Error(`${loc} is listed twice`);
      productPaths[language].add(path);
    }
  }
  for (const language of ['en', 'ru'])
    if (productPaths[language].size !== products)
      throw new Error(`${productPaths[language].size} ${language} product URLs, expected ${products}`);
  for (const path of productPaths.en) if (!productPaths.ru.has(path)) throw new Error(`${path} has no Russian URL`);
  return {
    files: files.length,
    index: files[0] !== root,
    urls,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    ms: root.ms + (files[0] === root ? 0 : files.reduce((sum, file) => sum + file.ms, 0)),
  };
}

await runBench(async () => {
  const products = Number(process.env.BENCH_PRODUCTS ?? DEFAULT_PRODUCTS);
  const databases = await prepareDatabases({ products });
  const rows = [];
  for (const database of databases) {
    const api = await startApi(database);
    const cold = await readSitemap(api.baseUrl, database.products);
    const warm = await readSitemap(api.baseUrl, database.products);
    api.assertAlive();
    await api.stop();
    rows.push([
      database.name,
      database.products.toLocaleString('en'),
      warm.index ? `index of ${warm.files}` : 'one file',
      warm.urls.toLocaleString('en'),
      `${(warm.bytes / 1024 / 1024).toFixed(1)} MB`,
      `${cold.ms.toFixed(0)} ms`,
      `${warm.ms.toFixed(0)} ms`,
    ]);
  }
  console.log('');
  printTable(['database', 'products', 'sitemap', 'URLs', 'bytes', 'first read', 'second read'], rows);
  console.log(
    '\nevery product is listed once in en and once in ru, with its picture; each file within 50,000 URLs and 50 MB',
  );
});
