import { describe, expect, it } from 'vitest';
import type { LocalityRate, Rates } from '~/shared/market';
import { marketRateOf, medianOf, placeFigures } from './place-figures';

const at = (iso: string) => new Date(iso).getTime();

describe('place figures', () => {
  it('takes the median as percentile_cont(0.5) does, rounded', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([7000])).toBe(7000);
    expect(medianOf([9000, 5000, 7000])).toBe(7000);
    // The mean of the middle two, whatever order they come in.
    expect(medianOf([8000, 5001, 6000, 100])).toBe(5501);
    expect(medianOf([5000, 5001])).toBe(5001);
  });

  it('gives the median of the available listings and, month by month, of all posted in the last twelve', () => {
    const now = new Date('2026-12-04T10:00:00Z');
    const { median, trend } = placeFigures(
      [
        { figure: 6000, created: at('2026-12-01T00:00:00Z'), sold: false },
        { figure: 8000, created: at('2026-12-03T00:00:00Z'), sold: true },
        { figure: 5000, created: at('2026-10-31T23:59:59Z'), sold: false },
        // The first day of the trend's first month is in it; the day before is not.
        { figure: 4000, created: at('2026-01-01T00:00:00Z'), sold: false },
        { figure: 1000, created: at('2025-12-31T23:59:59Z'), sold: false },
      ],
      now,
    );
    // Sold listings are not available: 1000, 4000, 5000, 6000.
    expect(median).toBe(4500);
    expect(trend).toEqual([
      { month: '2026-01', median: 4000, listings: 1 },
      { month: '2026-10', median: 5000, listings: 1 },
      { month: '2026-12', median: 7000, listings: 2 },
    ]);
  });

  it('has no median and no trend without figures', () => {
    expect(placeFigures([], new Date())).toEqual({ median: null, trend: [] });
  });

  it('finds the rate staff keep for a locality however they spelt it, in its city only', () => {
    const rate = (ratePerSqft: number): LocalityRate => ({
      ratePerSqft,
      rentByBhk: null,
      place: '',
      source: 'Test',
      recordedOn: '2026-01-01',
    });
    const rates: Rates = new Map([
      ['Noida|sec 62', rate(9000)],
      ['Gurugaon|sector 63', rate(12000)],
    ]);
    expect(marketRateOf(rates, 'Noida', 'sector-62')).toBe(9000);
    expect(marketRateOf(rates, 'Noida', 'sector-63')).toBeNull();
    expect(marketRateOf(rates, 'Gurugaon', 'sector-63')).toBe(12000);
  });
});
