import { describe, expect, it } from 'vitest';
import { searchName } from './search-name';

describe('searchName', () => {
  it('names a sale search by what and where, as before rentals', () => {
    expect(searchName({ location: 'Noida', bhk: '3' })).toBe('Noida · 3 BHK');
    expect(searchName({})).toBe('All properties');
  });

  it('names a rental search Rent first, with its rent a month', () => {
    expect(searchName({ purpose: 'rent', location: 'Noida', minRent: '10000', maxRent: '20000' })).toBe(
      'Rent · Noida · ₹10,000–₹20,000 a month',
    );
    expect(searchName({ purpose: 'rent' })).toBe('All rentals');
  });
});
