import { describe, expect, it } from 'vitest';
import { describeFilters } from './describe-filters';

describe('describeFilters', () => {
  it('reads every filter of the search page, refinements included, in a buyer’s words', () => {
    expect(
      describeFilters({
        location: 'Noida',
        locality: 'Sector 62',
        minPrice: '50',
        maxPrice: '150',
        minArea: '1000',
        postedWithin: '7',
        minDiscount: '20',
        sort: 'discount-desc',
      }),
    ).toEqual([
      'Location: Noida',
      'Locality: Sector 62',
      'From ₹50 L',
      'Under ₹1.5 Cr',
      'From 1000 sq ft',
      'Posted within 7 days',
      '20% or more below market',
      'Sorted: Best deals: furthest below market',
    ]);
  });

  it('keeps a key it does not know readable', () => {
    expect(describeFilters({ postedWithin: '1', colour: 'blue' })).toEqual(['Posted within 1 day', 'colour: blue']);
  });
});
