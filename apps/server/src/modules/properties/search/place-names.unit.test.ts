import { describe, expect, it } from 'vitest';
import { PlaceNames } from './columns';

describe('place names', () => {
  it('name a locality by its best spelling, whatever order the listings come in', () => {
    const spellings = ['sector-62', 'Sec 62', 'Sector 62', 'SECTOR62'];
    const shown = new Set<string>();
    // Every order of the four spellings.
    const orders = (items: string[]): string[][] =>
      items.length <= 1
        ? [items]
        : items.flatMap((item, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
    for (const order of orders(spellings)) {
      const names = new PlaceNames();
      const codes = new Set(order.map((name) => names.codeOf(name)));
      expect(codes.size).toBe(1);
      shown.add(names.list[0] as string);
    }
    expect([...shown]).toEqual(['Sector 62']);
  });
});
