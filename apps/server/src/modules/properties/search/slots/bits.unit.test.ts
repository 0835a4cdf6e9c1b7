import { describe, expect, it } from 'vitest';
import { rng } from '~/db/seed/demo-listings';
import { type Band, hintedRuns, matchRuns, RunList, wordsIn } from './bits';

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

// matchRuns against a slot-by-slot reading of the same sets: however many sets of one, unions and
// sets to leave out a search has (fewer than one pass takes, as many, more), with stretches
// dropped and slots tested, everywhere or only in unsure bands. One list of runs serves every
// round, as the index reuses its own.
describe('matchRuns', () => {
  const random = rng(9);
  const WORDS = 40;
  const randomSet = (density: number) =>
    Uint32Array.from({ length: WORDS }, () => {
      let word = 0;
      for (let b = 0; b < 32; b++) if (random() < density) word |= 1 << b;
      return word >>> 0;
    });
  const has = (bits: Uint32Array, slot: number) => ((bits[slot >>> 5] as number) >>> (slot & 31)) & 1;
  const list = new RunList();

  it('keeps the slots in every union and in none of the sets left out, less those dropped or rejected', () => {
    for (let round = 0; round < 300; round++) {
      const from = randomSet(0.9);
      const any = Array.from({ length: Math.floor(random() * 7) }, () =>
        Array.from({ length: random() < 0.7 ? 1 : 2 + Math.floor(random() * 2) }, () => randomSet(0.7)),
      );
      const none = Array.from({ length: Math.floor(random() * 4) }, () => randomSet(0.15));
      const hints = Uint32Array.from({ length: Math.ceil(WORDS / 32) }, () => (random() * 2 ** 32) >>> 0);
      const runs = hintedRuns(hints, WORDS, list);
      const inRuns = (slot: number) => has(hints, slot >>> 5) === 1;
      const order = Int32Array.from({ length: WORDS * 32 }, (_, i) => i).sort(() => random() - 0.5);
      const start = Math.floor(random() * order.length);
      const drop = random() < 0.5 ? [{ slots: order, from: start, to: Math.min(order.length, start + Math.floor(random() * 300)) }] : [];
      const dropped = new Set(drop.flatMap(({ slots, from: f, to }) => Array.from(slots.subarray(f, to))));
      const rejected = (slot: number) => slot % 7 === 3;
      const band: Band = { upTo: randomSet(0.5), below: randomSet(0.2), hints: Uint32Array.from(hints, (h) => h & 0xaaaaaaaa) };
      const unsure = random() < 0.5 ? [band] : null;
      const check = random() < 0.6 ? { keep: (slot: number) => !rejected(slot), unsure, hints } : null;
      const isUnsure = (slot: number) =>
        !unsure || (has(band.hints, slot >>> 5) === 1 && has(band.upTo, slot) === 1 && has(band.below as Uint32Array, slot) === 0);

      const target = new Uint32Array(WORDS);
      const count = matchRuns(target, runs, from, any, none, check, drop);
      let expected = 0;
      for (let slot = 0; slot < WORDS * 32; slot++) {
        const kept =
          inRuns(slot) &&
          has(from, slot) === 1 &&
          any.every((sets) => sets.some((set) => has(set, slot) === 1)) &&
          none.every((set) => has(set, slot) === 0) &&
          !dropped.has(slot) &&
          !(check && isUnsure(slot) && rejected(slot));
        expect(has(target, slot), `slot ${slot} of round ${round}`).toBe(kept ? 1 : 0);
        if (kept) expected++;
      }
      expect(count).toBe(expected);
    }
  });
});
