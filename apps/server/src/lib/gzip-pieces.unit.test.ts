import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, deflatePiece, deflatePieceOffLoop, gzipOfPieces, storedPiece } from './gzip-pieces';

const text = (n: number) =>
  Buffer.from(Array.from({ length: n }, (_, i) => `<li><a href="/property/${i * 7919}">Flat ${i % 37}, ₹${i} लाख</a></li>`).join(''));

describe('gzip from pieces deflated apart', () => {
  it('combines CRC-32s as computing one over both would', () => {
    for (const [a, b] of [
      [randomBytes(1), randomBytes(0)],
      [randomBytes(0), randomBytes(7)],
      [randomBytes(100), randomBytes(70_001)],
      [text(300), text(1)],
    ] as const) {
      expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    }
  });

  it('makes one gzip stream that a standard decoder reads whole, its checksum and length checked', async () => {
    const parts = [text(400), Buffer.from('<header>Signed in</header>'), text(1_500), randomBytes(70_000), Buffer.alloc(0), text(2)];
    const pieces = [
      deflatePiece(parts[0] as Buffer, 1),
      storedPiece(parts[1] as Buffer),
      await deflatePieceOffLoop(parts[2] as Buffer, 6),
      storedPiece(parts[3] as Buffer),
      storedPiece(parts[4] as Buffer),
      deflatePiece(parts[5] as Buffer, 6),
    ];
    const gzipped = gzipOfPieces(pieces);
    expect(gunzipSync(gzipped).equals(Buffer.concat(parts))).toBe(true);
    // Deflated pieces compress; stored ones are their content and a few bytes a block.
    expect(gzipped.length).toBeLessThan(Buffer.concat(parts).length / 2 + 70_000);
    expect(storedPiece(parts[3] as Buffer).deflated.length).toBe(70_000 + 2 * 5);
  });

  it('is refused by the decoder when a piece is changed: the trailer checks what was sent', () => {
    const pieces = [storedPiece(Buffer.from('a member page')), deflatePiece(text(50), 1)];
    const gzipped = gzipOfPieces(pieces);
    gzipped.writeUInt8(gzipped.readUInt8(12) ^ 1, 12);
    expect(() => gunzipSync(gzipped)).toThrow();
  });
});
