import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';

// A gzip answer put together from pieces deflated apart (docs/decisions/0139): a member's page is
// a kept visitor's page with a few parts of their own in between, and compressing the whole page
// again for each of them was the largest cost of a member's page. A piece deflated with a sync
// flush ends on a byte boundary with no final block, so pieces deflated apart, one after another,
// make one valid deflate stream; the gzip trailer's checksum is combined from theirs.

/** A run of deflate blocks that another may follow, with the CRC-32 and length of what it holds. */
export interface DeflatedPiece {
  deflated: Uint8Array;
  crc: number;
  /** Bytes of content. */
  length: number;
}

const syncFlush = { finishFlush: constants.Z_SYNC_FLUSH };
const deflateRawOff = promisify(deflateRaw);

/** `content` deflated at `level` on the spot: small parts, or a page on a render thread. */
export function deflatePiece(content: Uint8Array, level: number): DeflatedPiece {
  return { deflated: deflateRawSync(content, { level, ...syncFlush }), crc: crc32(content), length: content.length };
}

/** `content` deflated at `level` on libuv's thread pool: a kept page's pieces, made once. */
export async function deflatePieceOffLoop(content: Uint8Array, level: number): Promise<DeflatedPiece> {
  return { deflated: await deflateRawOff(content, { level, ...syncFlush }), crc: crc32(content), length: content.length };
}

const STORED_MAX = 0xffff;

/**
 * `content` in stored (uncompressed) blocks: a few hundred bytes of one person's own (who they
 * are, their hearts) cost less sent as they are than a compressor set up for them.
 */
export function storedPiece(content: Uint8Array): DeflatedPiece {
  const blocks = Math.max(1, Math.ceil(content.length / STORED_MAX));
  const deflated = new Uint8Array(content.length + 5 * blocks);
  let at = 0;
  for (let from = 0; from < content.length || at === 0; from += STORED_MAX) {
    const length = Math.min(STORED_MAX, content.length - from);
    // BFINAL 0, BTYPE 00 (stored), then LEN and its complement, little-endian.
    deflated.set([0, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff], at);
    deflated.set(content.subarray(from, from + length), at + 5);
    at += 5 + length;
  }
  return { deflated, crc: crc32(content), length: content.length };
}

const GZIP_HEADER = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];
// An empty stored block with BFINAL set: the end of the deflate stream.
const FINAL_BLOCK = [1, 0, 0, 0xff, 0xff];

/** One gzip member holding the pieces' contents one after another. */
export function gzipOfPieces(pieces: readonly DeflatedPiece[]): Buffer {
  let size = GZIP_HEADER.length + FINAL_BLOCK.length + 8;
  for (const piece of pieces) size += piece.deflated.length;
  const out = Buffer.allocUnsafe(size);
  out.set(GZIP_HEADER, 0);
  let at = GZIP_HEADER.length;
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    out.set(piece.deflated, at);
    at += piece.deflated.length;
    crc = crc32Combine(crc, piece.crc, piece.length);
    length += piece.length;
  }
  out.set(FINAL_BLOCK, at);
  at += FINAL_BLOCK.length;
  out.writeUInt32LE(crc >>> 0, at);
  out.writeUInt32LE(length % 2 ** 32, at + 4);
  return out;
}

// CRC-32 combination as zlib's crc32_combine computes it: the CRC of A then B is A's CRC times
// x^(8·length of B) modulo the CRC polynomial, added to B's, in the reflected bit order zlib uses.
const POLY = 0xedb88320;

/** a·b modulo the polynomial. */
function multModP(a: number, b: number): number {
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

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const X2N = (() => {
  const table = new Array<number>(32);
  let p = 0x40000000; // x^1
  table[0] = p;
  for (let k = 1; k < 32; k++) table[k] = p = multModP(p, p);
  return table;
})();

/** x^(n·2^k) modulo the polynomial. */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000; // x^0
  while (n > 0) {
    if (n & 1) p = multModP(X2N[k & 31] as number, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multModP(x2nModP(lengthB, 3), crcA >>> 0) ^ crcB) >>> 0;
}
