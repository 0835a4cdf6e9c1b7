import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rng } from '~/db/seed/demo-listings';
import { SlotIds } from './ids';

describe('SlotIds', () => {
  it('finds every slot by its id as a Map would, through adds, deletes and reuse', () => {
    const ids = new SlotIds();
    const expected = new Map<string, number>();
    const live: string[] = [];
    const free: number[] = [];
    let next = 0;
    const random = rng(67);
    ids.grow(4096);
    for (let step = 0; step < 6000; step++) {
      if (live.length > 0 && random() < 0.35) {
        const id = live.splice(Math.floor(random() * live.length), 1)[0] as string;
        const slot = expected.get(id) as number;
        ids.delete(slot);
        expected.delete(id);
        free.push(slot);
      } else {
        const slot = free.pop() ?? next++;
        const id = randomUUID();
        ids.set(slot, id);
        expected.set(id, slot);
        live.push(id);
      }
    }
    expect(ids.size).toBe(expected.size);
    for (const [id, slot] of expected) {
      expect(ids.slotOf(id)).toBe(slot);
      expect(ids.idOf(slot)).toBe(id);
    }
    expect(ids.slotOf(randomUUID())).toBeUndefined();
  });

  it('keeps ids that differ in a few digits apart (the tests’ own ids)', () => {
    const ids = new SlotIds();
    ids.grow(3000);
    const made = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    for (let n = 0; n < 3000; n++) ids.set(n, made(n));
    for (let n = 0; n < 3000; n += 2) ids.delete(n);
    for (let n = 0; n < 3000; n++) expect(ids.slotOf(made(n))).toBe(n % 2 === 0 ? undefined : n);
  });

  it('orders slots as their ids order as text, and finds nothing for what is not a lower-case uuid', () => {
    const ids = new SlotIds();
    const texts = Array.from({ length: 200 }, () => randomUUID());
    ids.grow(texts.length);
    for (const [slot, id] of texts.entries()) ids.set(slot, id);
    const slots = texts.map((_, slot) => slot).sort((a, b) => ids.compare(a, b));
    expect(slots.map((slot) => texts[slot])).toEqual([...texts].sort());
    expect(ids.slotOf((texts[0] as string).toUpperCase())).toBeUndefined();
    expect(ids.slotOf('not-a-uuid')).toBeUndefined();
    expect(() => ids.set(0, 'p1')).toThrowError(/uuid/);
  });

  it('lays slots out in a new order and still finds each', () => {
    const ids = new SlotIds();
    const texts = Array.from({ length: 100 }, () => randomUUID());
    ids.grow(texts.length);
    for (const [slot, id] of texts.entries()) ids.set(slot, id);
    const order = Int32Array.from(texts.keys()).reverse();
    ids.reorder(order, texts.length);
    for (const [slot, id] of texts.entries()) expect(ids.slotOf(id)).toBe(texts.length - 1 - slot);
  });
});
