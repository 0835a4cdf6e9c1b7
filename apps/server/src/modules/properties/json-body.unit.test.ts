import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody, LIGHT_LEVELS } from './json-body';

// A text that compresses better at higher levels: repeated markup with varying numbers.
const page = Array.from({ length: 2_000 }, (_, i) => `<li class="card"><a href="/property/${i * 7919}">Flat ${i % 37}</a></li>`).join('');

describe('EncodedBody', () => {
  it('compresses a page lightly when first asked and well from its second request on, then keeps that form', () => {
    const body = new EncodedBody(page);
    const first = body.as('gzip');
    const second = body.as('gzip');
    expect(second.length).toBeLessThan(first.length);
    expect(body.as('gzip')).toBe(second);
    for (const sent of [first, second]) expect(gunzipSync(sent).toString()).toBe(page);
  });

  it('keeps the light form of an answer made at light levels from the first request on', () => {
    const body = new EncodedBody(page, LIGHT_LEVELS);
    const first = body.as('br');
    expect(body.as('br')).toBe(first);
  });
});
