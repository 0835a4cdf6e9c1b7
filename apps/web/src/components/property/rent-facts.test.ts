import { describe, expect, it } from 'vitest';
import { availableFromText, isRental, rentTerms, shownMarket } from './rent-facts';

const rental = {
  purpose: 'rent',
  pricing: { monthlyRent: 32000, securityDeposit: 64000, maintenance: 3500, availableFrom: '2027-01-01', tenantsPreferred: 'family' },
};

describe('a rental’s terms', () => {
  it('reads rent, deposit, maintenance, available from and tenants as tenants ask about them', () => {
    expect(rentTerms(rental)).toEqual([
      ['Rent', '₹32,000/month'],
      ['Security deposit', '₹64,000'],
      ['Maintenance', '₹3,500/month'],
      ['Available from', '1 Jan 2027'],
      ['Tenants preferred', 'Family'],
    ]);
  });

  it('leaves out maintenance not charged, and says None for no deposit', () => {
    const terms = rentTerms({ purpose: 'rent', pricing: { monthlyRent: 9000, securityDeposit: 0, tenantsPreferred: 'any' } });
    expect(terms).toEqual([
      ['Rent', '₹9,000/month'],
      ['Security deposit', 'None'],
      ['Tenants preferred', 'Anyone'],
    ]);
  });

  it('gives a sale no rent terms', () => {
    expect(isRental({ pricing: {} })).toBe(false);
    expect(rentTerms({ purpose: 'sale', pricing: { monthlyRent: 1 } })).toEqual([]);
    expect(availableFromText('')).toBeUndefined();
  });
});

describe('the market comparison a listing shows', () => {
  const market = { ratePerSqft: 9500, percentBelow: 20 };
  it('shows a sale’s, and a rental’s only when it compares rents', () => {
    expect(shownMarket({ propertyData: { purpose: 'sale' }, market })).toBe(market);
    expect(shownMarket({ propertyData: rental, market })).toBeNull();
    const rentMarket = { ...market, basis: 'rent' };
    expect(shownMarket({ propertyData: rental, market: rentMarket })).toBe(rentMarket);
  });
});
