import { describe, expect, it } from 'vitest';
import { rng } from '~/db/seed/demo-listings';
import { hintedRuns, wordsIn } from './slot-bits';

// The runs against the words listed one by one, for hints of every shape: empty, full, sparse,
// long stretches across hint words, and limits inside a hint word.
describe('hintedRuns', () => {
  const random = rng(7);
  const naive = (hints: Uint32Array, limit: number) => {
    const words: number[] = [];
    for (let w = 0; w < Math.min(limit, hints.length * 32); w++) if ((hints[w >>> 5] as number) & (1 << (w & 31))) words.push(w);
    return words;
  };
  const expand = (runs: Int32Array) => {
    const words: number[] = [];
    for (let r = 0; r < runs.length; r += 2) {
      expect(runs[r] as number).toBeLessThan(runs[r + 1] as number);
      if (r > 0) expect(runs[r] as number).toBeGreaterThan(runs[r - 1] as number);
      for (let w = runs[r] as number; w < (runs[r + 1] as number); w++) words.push(w);
    }
    return words;
  };

  it('cover exactly the words whose hint is on, below the limit, in maximal runs', () => {
    for (let round = 0; round < 500; round++) {
      const hints = new Uint32Array(1 + Math.floor(random() * 6));
      const shape = round % 4;
      for (let i = 0; i < hints.length; i++) {
        if (shape === 0) hints[i] = (random() * 2 ** 32) >>> 0;
        else if (shape === 1) hints[i] = random() < 0.5 ? 0xffffffff : 0;
        else if (shape === 2) hints[i] = random() < 0.3 ? 1 << Math.floor(random() * 32) : 0;
        else hints[i] = (0xffffffff << Math.floor(random() * 32)) >>> 0;
      }
      const limit = Math.floor(random() * (hints.length * 32 + 8));
      const runs = hintedRuns(hints, limit);
      expect(expand(runs)).toEqual(naive(hints, limit));
      expect(wordsIn(runs)).toBe(naive(hints, limit).length);
    }
  });
});
