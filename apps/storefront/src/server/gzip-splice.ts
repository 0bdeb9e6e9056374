import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A kept page's gzip body, compressed once at store time with gaps where each answer's CSP nonce
 * goes (page-cache.ts). Every segment between two nonces is its own raw-deflate run ended by a
 * full flush: byte-aligned, and no back-reference reaches into a nonce or across it, so any bytes
 * may be put between two runs as a deflate stored block. An answer then costs a copy of the
 * compressed bytes, not a compression. Brotli has no such stored block one can splice in safely,
 * so kept pages answer gzip (or identity), never br.
 */
export interface SplicedGzip {
  /** Raw deflate of each segment; all but the last end with a full flush, the last finishes the stream. */
  deflated: Buffer[];
  /** CRC-32 of each segment's bytes on their own. */
  crcs: number[];
  /** The operator that shifts a CRC over each segment's length (crc32_combine's, see combine). */
  shifts: number[];
  /** Bytes of the page without its nonces. */
  length: number;
  /** Bytes of the compressed segments together. */
  deflatedLength: number;
}

/** gzip's header: deflate, no name or time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
const STORED_BLOCK_MAX = 0xffff;

export function compressSegments(segments: readonly Buffer[], level = 6): SplicedGzip {
  const deflated = segments.map((segment, index) =>
    deflateRawSync(segment, {
      level,
      finishFlush: index === segments.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
    }),
  );
  return {
    deflated,
    crcs: segments.map((segment) => crc32(segment)),
    shifts: segments.map((segment) => x2nmodp(segment.length, 3)),
    length: segments.reduce((sum, segment) => sum + segment.length, 0),
    deflatedLength: deflated.reduce((sum, part) => sum + part.length, 0),
  };
}

/**
 * The gzip body of the page with `nonce` between every two segments: header, the compressed
 * segments with the nonce as a stored block between them, CRC-32 and length of the whole page.
 * The CRC is chained without reading the page again: the nonce's own through zlib's crc32, each
 * segment's stored one combined in (a page's CRC-32 per answer would cost a read of 40–110 KB).
 */
export function spliceGzip(gzip: SplicedGzip, nonce: Buffer): Buffer {
  if (nonce.length > STORED_BLOCK_MAX) throw new Error('A nonce longer than one stored block');
  const gaps = gzip.deflated.length - 1;
  const block = Buffer.allocUnsafe(5 + nonce.length);
  // BFINAL 0, BTYPE 00 (stored), padded to the byte; then LEN and its complement, little-endian.
  block[0] = 0;
  block.writeUInt16LE(nonce.length, 1);
  block.writeUInt16LE(~nonce.length & 0xffff, 3);
  nonce.copy(block, 5);
  const total = GZIP_HEADER.length + gzip.deflatedLength + gaps * block.length + 8;
  const out = Buffer.allocUnsafe(total);
  let at = GZIP_HEADER.copy(out, 0);
  let crc = gzip.crcs[0] ?? 0;
  gzip.deflated.forEach((part, index) => {
    if (index > 0) {
      at += block.copy(out, at);
      crc = crc32(nonce, crc);
      crc = (multmodp(gzip.shifts[index] ?? 0, crc) ^ (gzip.crcs[index] ?? 0)) >>> 0;
    }
    at += part.copy(out, at);
  });
  out.writeUInt32LE(crc >>> 0, at);
  out.writeUInt32LE((gzip.length + gaps * nonce.length) >>> 0, at + 4);
  return out;
}

/**
 * CRC-32 arithmetic from zlib's crc32.c (crc32_combine_gen/op), which Node's zlib does not expose:
 * polynomials modulo the CRC's, reflected. crc(A + B) = multmodp(x^(8·|B|), crc(A)) ^ crc(B).
 */
const POLY = 0xedb88320;

function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X2N: number[] = [];
X2N[0] = 0x40000000;
for (let k = 1; k < 32; k += 1) X2N[k] = multmodp(X2N[k - 1] ?? 0, X2N[k - 1] ?? 0);

/** x^(n·2^k) modulo the polynomial: with k = 3, the shift over n bytes. */
function x2nmodp(n: number, k: number): number {
  let p = 0x80000000;
  while (n) {
    if (n & 1) p = multmodp(X2N[k & 31] ?? 0, p);
    n = Math.floor(n / 2);
    k += 1;
  }
  return p;
}
