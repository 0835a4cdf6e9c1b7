import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody, LIGHT_LEVELS } from './json-body';

// A text that compresses better at higher levels: repeated markup with varying numbers.
const page = Array.from({ length: 2_000 }, (_, i) => `<li class="card"><a href="/property/${i * 7919}">Flat ${i % 37}</a></li>`).join('');

describe('EncodedBody', () => {
  it.each([
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const)(
    'compresses a page lightly when first asked and well from its second request on, then keeps that form (%s)',
    async (encoding, decode) => {
      const body = new EncodedBody(page);
      const first = await body.as(encoding);
      const second = await body.as(encoding);
      expect(second.length).toBeLessThan(first.length);
      expect(await body.as(encoding)).toBe(second);
      for (const sent of [first, second]) expect(decode(sent).toString()).toBe(page);
    },
  );

  it('compresses lightly at brotli 1 and gzip 1', () => {
    const body = new EncodedBody(page, LIGHT_LEVELS);
    const quality = (q: number) => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: q } });
    expect(body.as('br')).toEqual(quality(1));
    expect(body.as('gzip')).toEqual(gzipSync(page, { level: 1 }));
  });

  it('keeps the light form of an answer made at light levels from the first request on', async () => {
    const body = new EncodedBody(page, LIGHT_LEVELS);
    const first = await body.as('br');
    expect(await body.as('br')).toBe(first);
  });

  it('compresses a page at its best levels off the event loop once for requests that come while it is under way', async () => {
    const body = new EncodedBody(page);
    await body.as('gzip');
    const [a, b] = [body.as('gzip'), body.as('gzip')];
    expect(a).toBeInstanceOf(Promise);
    expect(b).toBe(a);
    expect(gunzipSync(await a).toString()).toBe(page);
  });

  it('compresses a page at light levels on the spot', () => {
    for (const body of [new EncodedBody(page), new EncodedBody(page, LIGHT_LEVELS)]) {
      const first = body.as('gzip');
      expect(Buffer.isBuffer(first)).toBe(true);
      expect(gunzipSync(first as Buffer).toString()).toBe(page);
    }
  });

  it.each([
    ['gzip', gzipSync(page, { level: 1 }), 'br', brotliDecompressSync],
    ['br', brotliCompressSync(page), 'gzip', gunzipSync],
  ] as const)(
    'sends a form compressed elsewhere (%s) as it came, and makes the text and other forms from it when asked',
    async (encoding, form, other, decode) => {
      const body = new EncodedBody({ encoding, body: form, length: Buffer.byteLength(page) }, LIGHT_LEVELS);
      expect(body.length).toBe(Buffer.byteLength(page));
      expect(await body.as(encoding)).toBe(form);
      expect(decode(await body.as(other)).toString()).toBe(page);
      expect(body.content.toString()).toBe(page);
      expect(await body.as(encoding)).toBe(form);
    },
  );

  it('compresses a small answer on the spot', () => {
    const json = JSON.stringify({ properties: [{ title: 'Flat' }], total: 1 }).repeat(40);
    const gz = new EncodedBody(json, LIGHT_LEVELS).as('gzip');
    expect(Buffer.isBuffer(gz)).toBe(true);
    expect(gunzipSync(gz as Buffer).toString()).toBe(json);
  });
});
