import { describe, expect, it } from 'vitest';
import { emiOf } from './emi';

describe('emiOf', () => {
  it('matches the instalment banks quote: ₹50 lakh at 8.5% over 20 years is ₹43,391 a month', () => {
    expect(emiOf(5_000_000, 8.5, 20)).toEqual({ monthly: 43_391, interest: 5_413_879, total: 10_413_879 });
  });

  it('divides the loan evenly at 0%, and grows with the rate and shrinks with the years', () => {
    expect(emiOf(1_200_000, 0, 10)?.monthly).toBe(10_000);
    const base = emiOf(4_000_000, 8.5, 20)?.monthly ?? 0;
    expect(emiOf(4_000_000, 9.5, 20)?.monthly).toBeGreaterThan(base);
    expect(emiOf(4_000_000, 8.5, 25)?.monthly).toBeLessThan(base);
  });

  it('gives no figure for values that are no loan', () => {
    expect(emiOf(0, 8.5, 20)).toBeNull();
    expect(emiOf(Number.NaN, 8.5, 20)).toBeNull();
    expect(emiOf(1_000_000, -1, 20)).toBeNull();
    expect(emiOf(1_000_000, 8.5, 0)).toBeNull();
    expect(emiOf(1_000_000, 8.5, 80)).toBeNull();
  });
});
