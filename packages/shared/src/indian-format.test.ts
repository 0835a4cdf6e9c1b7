import { describe, expect, it } from 'vitest';
import { indiaDay, indianDay, indianNumber } from './indian-format';

// Intl's en-IN formats are the reference: the functions must write exactly what they write.
const intlNumber = (digits: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits });

describe('indianNumber', () => {
  it('writes what Intl en-IN writes, for prices, rates, areas, counts and awkward values', () => {
    const values = [
      0,
      -0,
      1,
      5,
      999,
      1000,
      1234,
      12345,
      123456,
      1234567,
      12345678,
      123456789,
      1234567890123,
      0.5,
      1.005,
      2.675,
      82.5,
      99.995,
      999.9999,
      0.001,
      0.0049,
      1e-7,
      1.5e-7,
      1e21,
      2.5e22,
      9_999_999.995,
      -1234.5,
      -0.001,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.MAX_SAFE_INTEGER,
      0.1 + 0.2,
    ];
    // Random prices in lakhs with two decimals, rupees, areas and fractions at every scale.
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 3000; i++) {
      const scale = 10 ** Math.floor(random() * 12);
      values.push(
        random() * scale,
        Math.round(random() * scale * 100) / 100,
        Math.round(random() * scale),
        (Math.round(random() * 2000) + 0.5) / 100,
      );
    }
    for (const digits of [0, 1, 2, 3]) {
      const reference = intlNumber(digits);
      for (const value of values)
        expect(`${value} (${digits})  ${indianNumber(value, digits)}`).toBe(`${value} (${digits})  ${reference.format(value)}`);
    }
    expect(indianNumber(1234567.891)).toBe('12,34,567.891');
  });
});

describe('indianDay and indiaDay', () => {
  it('write the day as Intl en-IN does, Sept included, and the Indian calendar day of an instant', () => {
    const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const india = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 7 * 3_600_000 + 13 * 60_000) {
      expect(indianDay(new Date(t))).toBe(day.format(t));
      expect(indiaDay(t)).toBe(india.format(t));
    }
    expect(indianDay(new Date(Date.UTC(2026, 8, 5)))).toBe('5 Sept 2026');
    // 18:29:59 UTC is 23:59:59 in India; a second later it is the next day there.
    expect(indiaDay(Date.UTC(2026, 10, 30, 18, 29, 59))).toBe('2026-11-30');
    expect(indiaDay(new Date(Date.UTC(2026, 10, 30, 18, 30)))).toBe('2026-12-01');
  });
});
