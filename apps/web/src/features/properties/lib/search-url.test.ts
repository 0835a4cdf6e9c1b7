import { ALL_FILTER } from '@ncr/shared/constants';
import { describe, expect, it } from 'vitest';
import { budgetChange, searchQueryFromParams, shownBudget, withChanges } from './search-url';

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
