import { describe, expect, it } from 'vitest';
import { rng } from '~/db/seed/demo-listings';
import { medianOf } from './market';

// medianOf selects instead of sorting; percentile_cont(0.5) over the sorted values is the reference.
const bySorting = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const position = 0.5 * (sorted.length - 1);
  const low = sorted[Math.floor(position)] as number;
  const high = sorted[Math.ceil(position)] as number;
  return low + (high - low) * (position - Math.floor(position));
};

describe('medianOf', () => {
  it('equals the median of the sorted values for odd and even counts, repeats, runs and one value', () => {
    const random = rng(7);
    const shapes: number[][] = [[5], [3, 1], [2, 2, 2, 2], [1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1, 0]];
    for (let n = 0; n < 400; n++) {
      const length = 1 + Math.floor(random() * 300);
      const spread = random() < 0.3 ? 4 : 100_000; // few distinct values, or many
      shapes.push(Array.from({ length }, () => Math.floor(random() * spread) + (random() < 0.5 ? 0.25 : 0)));
    }
    for (const values of shapes) {
      expect(medianOf(Float64Array.from(values)), values.join(',')).toEqual({ median: bySorting(values), count: values.length });
    }
  });
});
