import { describe, expect, it } from 'vitest';
import { rng } from '~/db/seed/demo-listings';
import { SlotTexts } from './texts';

describe('SlotTexts', () => {
  it('gives back each slot’s last text through replacements, growth and a new layout', () => {
    const texts = new SlotTexts();
    const expected: string[] = [];
    const random = rng(68);
    texts.grow(500);
    for (let step = 0; step < 20_000; step++) {
      const slot = Math.floor(random() * 500);
      // Long and short texts, and letters of more than one byte.
      const text = `${'flat in sector '.repeat(Math.floor(random() * 40))}${step} नोएडा ₹`;
      texts.set(slot, text);
      expected[slot] = text;
    }
    for (let slot = 0; slot < 500; slot++) expect(texts.get(slot)).toBe(expected[slot] ?? '');
    const order = Int32Array.from({ length: 500 }, (_, i) => (i * 7) % 500);
    texts.reorder(order, 500);
    for (let slot = 0; slot < 500; slot++) expect(texts.get(slot)).toBe(expected[order[slot] as number] ?? '');
  });
});
