import { ENUMERATED_DIMENSIONS } from '@ncr/shared/search/dimensions';
import { describe, expect, it } from 'vitest';
import { rng } from '~/db/seed/demo-listings';
import { Bands } from '../slots/ladder';
import { FacetCube, radixFor } from './cube';

// The combination key is sold or not, then each column's code in mixed radix: exact as long as
// the product of the radices fits 2^53, which the constructor checks. With 1024 codes a column
// (the key before), a sixth column passed 2^53 and keys collided without an error.
const random = rng(5);
const BUDGETS = [
  { min: 0, max: 10 },
  { min: 10, max: null },
];
const prices = new Bands([10, 20]);

/** The most columns of `radix` codes a key holds, with the sold bit. */
const mostColumns = (radix: number) => Math.floor((53 - 1) / Math.log2(radix));

/** Counts a cube of `columns` columns takes for random listings, against counting them one by one. */
function expectExactCounts(radices: number[]): void {
  const cube = new FacetCube(radices, prices, BUDGETS);
  cube.grow(2000);
  // Codes spread over each column's whole room, the last code too, so every digit of the key matters.
  const listings = Array.from({ length: 2000 }, (_, slot) => ({
    slot,
    codes: radices.map((radix) => (random() < 0.3 ? radix - 1 : Math.floor(random() * Math.min(radix, 3)))),
    sold: random() < 0.2,
    price: random() * 30,
  }));
  for (const l of listings) cube.add(l.slot, l.codes, l.sold, l.price);
  const wanted = radices.map((radix, c) =>
    c % 2 === 0 ? null : Uint8Array.from({ length: radix }, (_, code) => (code === radix - 1 ? 1 : 0)),
  );
  const found = cube.count({ wanted, withSold: false, bands: prices.range(null, null) }, radices);
  const passes = (l: (typeof listings)[number], except: number) =>
    !l.sold && l.codes.every((code, c) => c === except || !wanted[c] || wanted[c]?.[code] === 1);
  radices.forEach((radix, c) => {
    const expected = new Array<number>(radix).fill(0);
    for (const l of listings) if (passes(l, c)) expected[l.codes[c] as number] = (expected[l.codes[c] as number] as number) + 1;
    expect(found.columns[c], `column ${c}`).toEqual(expected);
  });
  const inBudget = (l: (typeof listings)[number], r: number) => {
    const { min, max } = BUDGETS[r] as { min: number; max: number | null };
    return l.price >= min && (max === null || l.price < max);
  };
  expect(found.budgets).toEqual(BUDGETS.map((_, r) => listings.filter((l) => passes(l, -1) && inBudget(l, r)).length));
}

describe('FacetCube combination keys', () => {
  it('count exactly with the columns the declared list has', () => {
    expectExactCounts(ENUMERATED_DIMENSIONS.map((d) => radixFor(d.values.length)));
  });

  it('count exactly with the most columns a key holds', () => {
    const radix = radixFor(Math.max(...ENUMERATED_DIMENSIONS.map((d) => d.values.length)));
    const most = mostColumns(radix);
    // Room for four more columns than the declared list has, and more.
    expect(most).toBeGreaterThanOrEqual(ENUMERATED_DIMENSIONS.length + 4);
    expectExactCounts(new Array<number>(most).fill(radix));
  });

  it('refuse, with a clear error, columns whose keys would pass 2^53', () => {
    const radix = 32;
    expect(() => new FacetCube(new Array<number>(mostColumns(radix) + 1).fill(radix), prices, BUDGETS)).toThrow(
      /combination key holds at most 2\^53 values/,
    );
  });

  it('hold no listing whose code is beyond its column room, and say it cannot count then', () => {
    const cube = new FacetCube([32, 32], prices, BUDGETS);
    cube.grow(4);
    cube.add(0, [1, 2], false, 5);
    expect(cube.complete).toBe(true);
    cube.add(1, [32, 0], false, 5);
    expect(cube.complete).toBe(false);
    cube.remove(1);
    expect(cube.complete).toBe(true);
  });
});
