import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressSegments, spliceGzip } from './gzip-splice';

const PH = 'phPLACEHOLDER0000000000';

/** A page like a kept one: the placeholder first, last, twice in a row, and between long runs that compress well. */
const page = [
  PH,
  '<!doctype html><html><head><meta property="csp-nonce" content="',
  PH,
  '"></head><body>',
  '<li class="card">Coral wave one-piece, 49.00 €</li>'.repeat(2_000),
  `<script nonce="${PH}">`,
  PH,
  '</script>',
  'Лето, море, купальники '.repeat(3_000),
  `<script nonce="${PH}"></script></body></html>`,
  PH,
].join('');

const segments = page.split(PH).map((part) => Buffer.from(part));
const gzip = compressSegments(segments);

describe('gzip body spliced around a nonce', () => {
  it.each(['bm9uY2Ux', 'Zm9vYmFyYmF6cXV4MTIzNA==', '', 'x'.repeat(300)])(
    'gunzips to the page with the nonce in place (%s)',
    (nonce) => {
      const body = spliceGzip(gzip, Buffer.from(nonce));
      expect(gunzipSync(body).toString()).toBe(page.replaceAll(PH, nonce));
    },
  );

  it.each([
    ['nonces first, last, adjacent and between long runs', page],
    ['one nonce in a short page', `ab${PH}cd`],
    ['no nonce', 'a page without a nonce'],
    ['only a nonce', PH],
  ])('carries the CRC-32 of the whole answer, worked out from the nonce alone (%s)', (_name, text) => {
    const spliced = compressSegments(text.split(PH).map((part) => Buffer.from(part)));
    for (const nonce of ['Zm9vYmFyYmF6cXV4MTIzNA==', 'AAAAAAAAAAAAAAAAAAAAAA==', '////////////////////////', 'x', '']) {
      const body = spliceGzip(spliced, Buffer.from(nonce));
      expect(body.readUInt32LE(body.length - 8)).toBe(crc32(Buffer.from(text.replaceAll(PH, nonce))));
    }
  });

  it('costs the compressed size, not the page’s', () => {
    const body = spliceGzip(gzip, Buffer.from('Zm9vYmFyYmF6cXV4MTIzNA=='));
    expect(body.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it('is read by fetch as any gzip answer', async () => {
    const nonce = 'Zm9vYmFyYmF6cXV4MTIzNA==';
    const server = createServer((_request, response) => {
      const body = spliceGzip(gzip, Buffer.from(nonce));
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'content-length': body.length,
      });
      response.end(body);
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      expect(await answer.text()).toBe(page.replaceAll(PH, nonce));
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });
});
