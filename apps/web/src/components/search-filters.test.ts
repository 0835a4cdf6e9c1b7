import { ALL_FILTER } from '@ncr/shared/constants';
import { describe, expect, it } from 'vitest';
import { budgetPairOf, enumeratedChoices } from './search-choices';
import { EMPTY_FILTERS, filtersFromParams, filtersToQuery, withPurpose } from './search-filters';

describe('the search bar and the URL', () => {
  it('Buy sends no purpose, as every search before rentals; Rent sends purpose=rent and the rent pair', () => {
    expect(filtersToQuery({ ...EMPTY_FILTERS, location: 'Noida', budget: '50-100' })).toEqual({ location: 'Noida', budget: '50-100' });
    expect(filtersToQuery({ ...EMPTY_FILTERS, purpose: 'rent', location: 'Noida', minRent: '10000', maxRent: '20000' })).toEqual({
      purpose: 'rent',
      location: 'Noida',
      minRent: '10000',
      maxRent: '20000',
    });
  });

  it('never sends a budget of the other purpose, which the server refuses', () => {
    expect(filtersToQuery({ ...EMPTY_FILTERS, purpose: 'rent', budget: '50-100' })).toEqual({ purpose: 'rent' });
    expect(filtersToQuery({ ...EMPTY_FILTERS, minRent: '10000' })).toEqual({});
    const rental = withPurpose({ ...EMPTY_FILTERS, budget: '50-100' }, 'rent');
    expect(rental.budget).toBe(ALL_FILTER);
    expect(withPurpose({ ...rental, minRent: '5000' }, 'sale').minRent).toBe(ALL_FILTER);
  });

  it('reads the purpose back from the URL, Buy when there is none', () => {
    expect(filtersFromParams(new URLSearchParams('purpose=rent&maxRent=20000')).purpose).toBe('rent');
    expect(filtersFromParams(new URLSearchParams('location=Noida')).purpose).toBe('sale');
  });
});

describe('the controls’ choices come from the declared search dimensions', () => {
  it('offers rents a month from ₹5,000 to ₹2,00,000+ for a rental, lakhs for a sale', () => {
    const rent = budgetPairOf(true);
    expect([rent.min, rent.max]).toEqual(['minRent', 'maxRent']);
    expect(rent.labelOf(rent.choices[0] ?? 0, 'min')).toBe('₹5,000');
    expect(rent.labelOf(200_000, 'min')).toBe('₹2,00,000+');
    expect(rent.labelOf(200_000, 'max')).toBe('₹2,00,000');
    expect(rent.ranges.map((r) => r.label)).toContain('₹10,000 - ₹20,000');
    const sale = budgetPairOf(false);
    expect([sale.min, sale.max, sale.labelOf(150, 'max')]).toEqual(['minPrice', 'maxPrice', '₹1.5 Cr']);
  });

  it('labels enumerated values as the dimension does', () => {
    expect(enumeratedChoices('furnishing').map((c) => c.label)).toEqual(['Unfurnished', 'Semi-furnished', 'Fully furnished']);
  });
});
