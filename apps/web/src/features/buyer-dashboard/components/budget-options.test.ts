import { describe, expect, it } from 'vitest';
import { budgetOptions } from './budget-options';

describe('the requirement form’s budget', () => {
  const lakhs = { min: 'Minimum budget (lakhs)', max: 'Maximum budget (lakhs)' };

  it('asks a rent a month from ₹5,000 up to ₹2,00,000+ to rent', () => {
    const rent = budgetOptions(true, lakhs);
    expect(rent.minLabel).toBe('Minimum rent a month (₹)');
    expect(rent.min[0]).toEqual({ value: '5000', label: '₹5,000 a month' });
    expect(rent.max.at(-1)).toEqual({ value: '200000', label: '₹2,00,000+ a month' });
    expect(rent.defaults).toEqual({ min: '10000', max: '30000' });
  });

  it('keeps the lakh lists to buy', () => {
    const buy = budgetOptions(false, lakhs);
    expect(buy.minLabel).toBe(lakhs.min);
    expect(buy.defaults).toEqual({ min: '50', max: '100' });
  });
});
