import { describe, expect, it } from 'vitest';
import { ReleasingMap } from './releasing-map';

describe('ReleasingMap', () => {
  it('keeps entries in order, moves a touched one to the end and replaces a value in place', () => {
    const map = new ReleasingMap<string, number>();
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    map.touch('a');
    map.set('b', 20);
    expect(map.entries()).toEqual([
      ['b', 20],
      ['c', 3],
      ['a', 1],
    ]);
    expect(map.firstKey()).toBe('b');
    expect(map.size).toBe(3);
  });

  it('takes an entry out once, and deletes only what it holds', () => {
    const map = new ReleasingMap<number, string>();
    map.set(1, 'one');
    expect(map.take(1)).toBe('one');
    expect(map.take(1)).toBeUndefined();
    expect(map.get(1)).toBeUndefined();
    expect(map.delete(1)).toBe(false);
    map.set(2, 'two');
    expect(map.delete(2)).toBe(true);
    expect(map.size).toBe(0);
    expect(map.firstKey()).toBeUndefined();
  });

  it('lets its entries be deleted while a copy of them is read, and clears', () => {
    const map = new ReleasingMap<number, string>();
    for (const n of [1, 2, 3]) map.set(n, String(n));
    for (const [key] of map.entries()) if (key !== 2) map.delete(key);
    expect(map.entries()).toEqual([[2, '2']]);
    map.clear();
    expect(map.size).toBe(0);
    expect(map.get(2)).toBeUndefined();
  });
});
