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
  /** Bytes of each segment. */
  segmentLengths: number[];
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
    segmentLengths: segments.map((segment) => segment.length),
    length: segments.reduce((sum, segment) => sum + segment.length, 0),
    deflatedLength: deflated.reduce((sum, part) => sum + part.length, 0),
  };
}

/**
 * Where the nonce goes in a gzip body of one nonce length, and its CRC-32 worked out from the
 * nonce's bytes alone. CRC-32 is linear: the CRC of the page with the nonce in every gap is the
 * CRC of the page with zero bytes there, XOR what each nonce byte adds at its place. That addition
 * depends only on the byte's value and its distance to the end, and the same nonce fills every gap,
 * so `crcTables[i · 256 + b]` holds what byte value b at index i of the nonce adds over all gaps:
 * one look-up per nonce byte per answer, rather than a pass over the page or combine maths per gap.
 */
export interface GzipLayout {
  nonceLength: number;
  /** Bytes of the whole gzip body. */
  length: number;
  /** Offsets in the body of each gap's nonce. */
  nonceAt: number[];
  /** Offset of the CRC-32 in the trailer. */
  crcAt: number;
  /** CRC-32 of the page with zero bytes for each nonce. */
  zeroCrc: number;
  crcTables: Uint32Array;
}

const layouts = new WeakMap<SplicedGzip, Map<number, GzipLayout>>();

/** The layout of `gzip`'s bodies with a nonce of `nonceLength` bytes (worked out once per length). */
export function gzipLayout(gzip: SplicedGzip, nonceLength: number): GzipLayout {
  if (nonceLength > STORED_BLOCK_MAX) throw new Error('A nonce longer than one stored block');
  let byLength = layouts.get(gzip);
  if (!byLength) layouts.set(gzip, (byLength = new Map()));
  const known = byLength.get(nonceLength);
  if (known) return known;
  const gaps = gzip.deflated.length - 1;
  const nonceAt: number[] = [];
  let at = GZIP_HEADER.length;
  gzip.deflated.forEach((part, index) => {
    if (index > 0) {
      nonceAt.push(at + 5);
      at += 5 + nonceLength;
    }
    at += part.length;
  });
  // The page's CRC with zeros for the nonces: chained as zlib's crc32_combine does, once per length.
  const zeros = Buffer.alloc(nonceLength);
  let zeroCrc = gzip.crcs[0] ?? 0;
  for (let index = 1; index <= gaps; index += 1) {
    zeroCrc = crc32(zeros, zeroCrc);
    zeroCrc = (multmodp(gzip.shifts[index] ?? 0, zeroCrc) ^ (gzip.crcs[index] ?? 0)) >>> 0;
  }
  // For nonce index i: the sum over gaps of x^(8·bytes after that byte), then times each byte's effect.
  const crcTables = new Uint32Array(nonceLength * 256);
  const afterGap: number[] = [];
  let after = 0;
  for (let index = gaps; index >= 1; index -= 1) {
    after += gzip.segmentLengths[index] ?? 0;
    afterGap[index] = after;
    after += nonceLength;
  }
  for (let i = 0; i < nonceLength; i += 1) {
    let shift = 0;
    for (let gap = 1; gap <= gaps; gap += 1) shift ^= x2nmodp((afterGap[gap] ?? 0) + nonceLength - 1 - i, 3);
    // Gaps whose effects cancel, or none: this byte changes nothing (and multmodp needs a ≠ 0).
    if (shift === 0) continue;
    const table = crcTables.subarray(i * 256, i * 256 + 256);
    for (let bit = 1; bit < 256; bit <<= 1) table[bit] = multmodp(shift, BYTE_CRC[bit] ?? 0);
    for (let value = 3; value < 256; value += 1)
      if (value & (value - 1)) table[value] = (table[value & (value - 1)] ?? 0) ^ (table[value & -value] ?? 0);
  }
  const layout = {
    nonceLength,
    length: at + 8,
    nonceAt,
    crcAt: at,
    zeroCrc,
    crcTables,
  };
  byLength.set(nonceLength, layout);
  return layout;
}

/**
 * A new gzip body of the page for nonces of the layout's length: header, the compressed segments
 * with a stored block for the nonce between them, and the length; the nonce and CRC-32 are left
 * for stampGzip.
 */
export function gzipBody(gzip: SplicedGzip, layout: GzipLayout): Buffer {
  const gaps = gzip.deflated.length - 1;
  const out = Buffer.allocUnsafe(layout.length);
  let at = GZIP_HEADER.copy(out, 0);
  gzip.deflated.forEach((part, index) => {
    if (index > 0) {
      // BFINAL 0, BTYPE 00 (stored), padded to the byte; then LEN and its complement, little-endian.
      out[at] = 0;
      out.writeUInt16LE(layout.nonceLength, at + 1);
      out.writeUInt16LE(~layout.nonceLength & 0xffff, at + 3);
      at += 5 + layout.nonceLength;
    }
    at += part.copy(out, at);
  });
  out.writeUInt32LE((gzip.length + gaps * layout.nonceLength) >>> 0, layout.crcAt + 4);
  return out;
}

/** Writes `nonce` into every gap of a body of gzipBody's, and the CRC-32 that goes with it. */
export function stampGzip(layout: GzipLayout, body: Buffer, nonce: Buffer): void {
  if (nonce.length !== layout.nonceLength) throw new Error('A nonce of another length than the layout’s');
  let crc = layout.zeroCrc;
  for (let i = 0; i < nonce.length; i += 1) crc ^= layout.crcTables[i * 256 + (nonce[i] ?? 0)] ?? 0;
  for (const at of layout.nonceAt) nonce.copy(body, at);
  body.writeUInt32LE(crc >>> 0, layout.crcAt);
}

/** The gzip body of the page with `nonce` between every two segments. */
export function spliceGzip(gzip: SplicedGzip, nonce: Buffer): Buffer {
  const layout = gzipLayout(gzip, nonce.length);
  const body = gzipBody(gzip, layout);
  stampGzip(layout, body, nonce);
  return body;
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

/** The CRC (no pre- or post-inversion) of each single byte value: zlib's crc_table. */
const BYTE_CRC = new Uint32Array(256);
for (let value = 0; value < 256; value += 1) {
  let crc = value;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ POLY : crc >>> 1;
  BYTE_CRC[value] = crc >>> 0;
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
