import http from 'node:http';
import { DESKTOP_ONLY, expect, test } from '../../fixtures';

// serve.mjs sends the build's script files as the build compressed them (vite.precompress.ts:
// brotli at quality 11, gzip at level 9), with their length, and compresses other files, such as
// the public folder's, as they are asked for.
test.describe('static files', { tag: DESKTOP_ONLY }, () => {
  test("the entry script goes out in the build's brotli or gzip copy, the same script either way", async ({ request }) => {
    const html = await (await request.get('/')).text();
    const entry = /<script type="module" async="" src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();

    const plain = await request.get(entry ?? '', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(plain.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const script = await plain.body();
    expect(Number(plain.headers()['content-length'])).toBe(script.length);

    for (const encoding of ['br', 'gzip']) {
      const compressed = await request.get(entry ?? '', { headers: { 'accept-encoding': encoding } });
      expect(compressed.headers()['content-encoding']).toBe(encoding);
      expect(compressed.headers()['vary']).toBe('Accept-Encoding');
      // Sent with its length: a file written at build time, not a stream compressed on the way.
      expect(Number(compressed.headers()['content-length'])).toBeLessThan(script.length * 0.35);
      expect((await compressed.body()).equals(script)).toBe(true);
    }
  });

  // Headers over Node's limit (most often a pile of cookies) are refused before the shop sees the
  // request: with a page that says so in both languages, or a problem for the API, never a blank.
  test('a request with headers over the limit gets a page or a problem that says so', async ({ baseURL }) => {
    const send = (path: string) =>
      new Promise<{ status: number; type: string; policy: string; body: string }>((resolve, reject) => {
        const request = http.get(new URL(path, baseURL), { headers: { cookie: `filler=${'a'.repeat(20_000)}` } }, (answer) => {
          let body = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => (body += chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, type: String(answer.headers['content-type']), policy: String(answer.headers['content-security-policy']), body }));
        });
        request.on('error', reject);
      });
    const page = await send('/catalog/women');
    expect(page).toMatchObject({ status: 431, type: 'text/html; charset=utf-8' });
    expect(page.body).toContain('Clearing this site’s cookies usually helps.');
    expect(page.body).toContain('Обычно помогает удалить cookie этого сайта.');
    // The page loads nothing, and its policy allows nothing.
    expect(page.policy).toMatch(/^default-src 'none';/);
    const api = await send('/api/v1/catalog/women');
    expect(api).toMatchObject({ status: 431, type: 'application/problem+json' });
    expect(JSON.parse(api.body)).toMatchObject({ type: 'https://shop.example/problems/headers-too-large', status: 431 });
  });

  // vite.shared.ts (noServerFunctionsInBrowser): the shop has no server functions, so the browser
  // build leaves out their client (the RPC fetcher and seroval), 11 KB gzip of every first load.
  test("a page's scripts carry no client for server functions", async ({ request }) => {
    const html = await (await request.get('/catalog/women')).text();
    const scripts = [
      ...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"|<script[^>]* src="(\/assets\/[\w.-]+\.js)"/g),
    ].map((match) => match[1] ?? match[2] ?? '');
    expect(scripts.some((path) => /\/index-[\w-]+\.js$/.test(path))).toBe(true);
    for (const path of scripts) {
      const script = await (await request.get(path)).text();
      // The fetcher's content type and seroval's error name (asserted as booleans: a failure would
      // otherwise print the whole script).
      expect(script.includes('application/x-tss-framed'), `${path} holds the server-function fetcher`).toBe(false);
      expect(script.includes('Seroval'), `${path} holds seroval`).toBe(false);
    }
  });

  test('a public file without a compressed copy is compressed as it is sent', async ({ request }) => {
    const plain = await (await request.get('/favicon.svg', { headers: { 'accept-encoding': 'identity' } })).body();
    const compressed = await request.get('/favicon.svg', { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers()['content-encoding']).toBe('br');
    expect(compressed.headers()['content-length']).toBeUndefined();
    expect((await compressed.body()).equals(plain)).toBe(true);
  });
});
