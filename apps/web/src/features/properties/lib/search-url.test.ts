import { ALL_FILTER } from '@ncr/shared/constants';
import { describe, expect, it } from 'vitest';
import {
  budgetChange,
  isRentSearch,
  keptRefinements,
  purposeChange,
  searchQueryFromParams,
  shownBudget,
  shownRent,
  withChanges,
} from './search-url';

describe('searchQueryFromParams', () => {
  it("reads a city spelt as people write it as the site's spelling, and leaves other values as they are", () => {
    expect(searchQueryFromParams(new URLSearchParams('location=Gurgaon&title=Gurgaon&bhk=2'))).toEqual({
      location: 'Gurugaon',
      title: 'Gurgaon',
      bhk: '2',
    });
    expect(searchQueryFromParams(new URLSearchParams('location=gurugram'))).toEqual({ location: 'Gurugaon' });
    expect(searchQueryFromParams(new URLSearchParams('location=Atlantis'))).toEqual({ location: 'Atlantis' });
    expect(searchQueryFromParams(new URLSearchParams(`location=${ALL_FILTER}&title=`))).toEqual({});
  });
});

describe('the budget the Min/Max pair shows', () => {
  it('shows a budget range from a link as its two bounds, and the tighter bound where both are given', () => {
    expect(shownBudget({ budget: '50-100' })).toEqual({ minPrice: '50', maxPrice: '100' });
    expect(shownBudget({ budget: '0-25' })).toEqual({ maxPrice: '25' });
    expect(shownBudget({ budget: '200-' })).toEqual({ minPrice: '200' });
    expect(shownBudget({ budget: '50-100', minPrice: '75', maxPrice: '150' })).toEqual({ minPrice: '75', maxPrice: '100' });
    expect(shownBudget({ minPrice: '30' })).toEqual({ minPrice: '30' });
    expect(shownBudget({ budget: 'cheap' })).toEqual({});
    expect(shownBudget({ minPrice: 'abc', maxPrice: 'NaN' })).toEqual({});
    expect(shownBudget({ budget: '50-100', maxPrice: 'Infinity' })).toEqual({ minPrice: '50', maxPrice: '100' });
    expect(shownBudget({})).toEqual({});
  });

  it('turns a range into the pair when one side changes, so the URL holds the budget one way', () => {
    expect(budgetChange({ budget: '50-100', location: 'Noida' }, { maxPrice: '75' })).toEqual({
      minPrice: '50',
      maxPrice: '75',
      budget: undefined,
    });
    expect(budgetChange({ budget: '50-100' }, { minPrice: '' })).toEqual({ minPrice: '', maxPrice: '100', budget: undefined });
    expect(withChanges({ budget: '50-100', page: '2' }, budgetChange({ budget: '50-100' }, { minPrice: '' }))).toEqual({ maxPrice: '100' });
  });
});

describe('Buy or Rent in the URL', () => {
  it('Rent sets purpose=rent and drops a sale budget; Buy removes the purpose and the rent pair', () => {
    const sale = { location: 'Noida', budget: '50-100', minPrice: '50', maxPrice: '100' };
    expect(withChanges(sale, purposeChange('rent'))).toEqual({ location: 'Noida', purpose: 'rent' });
    const rental = { location: 'Noida', purpose: 'rent', minRent: '10000', maxRent: '20000', page: '3' };
    expect(withChanges(rental, purposeChange('sale'))).toEqual({ location: 'Noida' });
    expect(isRentSearch(rental)).toBe(true);
    expect(isRentSearch({ purpose: 'sale' })).toBe(false);
  });

  it('reads the purpose and the rent pair from a link', () => {
    expect(searchQueryFromParams(new URLSearchParams('purpose=rent&minRent=10000&maxRent=20000'))).toEqual({
      purpose: 'rent',
      minRent: '10000',
      maxRent: '20000',
    });
    expect(shownRent({ minRent: '10000', maxRent: 'abc' })).toEqual({ minRent: '10000' });
  });
});

describe('what a search from the bar keeps', () => {
  it('keeps the refinements, and a locality and an area of the map only in their own city', () => {
    const current = { location: 'Noida', locality: 'Sector 62', bbox: '77.3,28.5,77.4,28.6', bhk: '2', q: 'park' };
    expect(keptRefinements(current, 'Noida')).toMatchObject({ locality: 'Sector 62', bbox: '77.3,28.5,77.4,28.6' });
    const elsewhere = keptRefinements(current, 'Gurugaon');
    expect(elsewhere).not.toHaveProperty('locality');
    expect(elsewhere).not.toHaveProperty('bbox');
  });
});
