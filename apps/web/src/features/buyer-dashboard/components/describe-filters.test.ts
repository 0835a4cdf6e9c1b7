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

  it('reads the metro, sold and map filters too', () => {
    expect(describeFilters({ location: 'Delhi', nearMetro: 'true', showSold: 'true', bbox: '77.1,28.5,77.3,28.7' })).toEqual([
      'Location: Delhi',
      'Near metro station',
      'Sold included',
      'Area on the map',
    ]);
  });

  it('keeps a key it does not know readable', () => {
    expect(describeFilters({ postedWithin: '1', colour: 'blue' })).toEqual(['Posted within 1 day', 'colour: blue']);
  });
});

describe('describeFilters of a rental search', () => {
  it('says Rent and reads the rent pair as one range a month', () => {
    expect(describeFilters({ purpose: 'rent', location: 'Noida', minRent: '10000', maxRent: '20000' })).toEqual([
      'Rent',
      'Location: Noida',
      '₹10,000–₹20,000 a month',
    ]);
    expect(describeFilters({ purpose: 'rent', maxRent: '15000' })).toEqual(['Rent', 'Up to ₹15,000 a month']);
    expect(describeFilters({ purpose: 'rent', minRent: '25000' })).toEqual(['Rent', 'From ₹25,000 a month']);
  });
});
