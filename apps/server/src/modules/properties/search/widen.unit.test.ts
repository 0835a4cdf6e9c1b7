import { describe, expect, it } from 'vitest';
import { widenings } from './widen';

const labels = (given: Record<string, string>) => widenings(given).map((w) => w.label);

describe('widenings', () => {
  it('offers the budget a step up first, each other filter dropped, then the city last', () => {
    const given = { location: 'Noida', locality: 'Sector 62', bhk: '2', maxPrice: '80', sort: 'price-asc' };
    expect(widenings(given)).toEqual([
      { label: 'Budget up to ₹1 Cr', filters: { location: 'Noida', locality: 'Sector 62', bhk: '2', maxPrice: '100', sort: 'price-asc' } },
      { label: 'Any BHK', filters: { location: 'Noida', locality: 'Sector 62', maxPrice: '80', sort: 'price-asc' } },
      { label: 'All of Noida', filters: { location: 'Noida', bhk: '2', maxPrice: '80', sort: 'price-asc' } },
      { label: 'All of Delhi NCR', filters: { bhk: '2', maxPrice: '80', sort: 'price-asc' } },
      { label: 'Any budget', filters: { location: 'Noida', locality: 'Sector 62', bhk: '2', sort: 'price-asc' } },
    ]);
  });

  it('reads a budget range and the Min/Max pair together, and lowers a minimum too', () => {
    const [up, down] = widenings({ budget: '50-100', minPrice: '60' });
    expect(up).toEqual({ label: 'Budget up to ₹1.25 Cr', filters: { minPrice: '60', maxPrice: '125' } });
    expect(down).toEqual({ label: 'Budget from ₹45 L', filters: { minPrice: '45', maxPrice: '100' } });
    expect(widenings({ minPrice: '5' })[0]).toEqual({ label: 'Budget from ₹4 L', filters: { minPrice: '4' } });
  });

  it("widens a rental's rent a month, in rupees", () => {
    expect(widenings({ purpose: 'rent', location: 'gurgaon', locality: 'DLF Phase 2', maxRent: '32000' })).toEqual([
      { label: 'Rent up to ₹40,000/month', filters: { purpose: 'rent', location: 'gurgaon', locality: 'DLF Phase 2', maxRent: '40000' } },
      { label: 'All of Gurugaon', filters: { purpose: 'rent', location: 'gurgaon', maxRent: '32000' } },
      { label: 'All of Delhi NCR', filters: { purpose: 'rent', maxRent: '32000' } },
      { label: 'Any rent', filters: { purpose: 'rent', location: 'gurgaon', locality: 'DLF Phase 2' } },
    ]);
  });

  it('names every other filter it drops', () => {
    expect(
      labels({
        propertyType: 'flat,house',
        furnishing: 'furnished',
        availability: 'ready',
        minArea: '900',
        postedWithin: '7',
        minDiscount: '20',
        title: 'green meadows',
        locality: 'Sector 62',
      }),
    ).toEqual([
      'Any property type',
      'Any furnishing',
      'Any availability',
      'Any area',
      'Posted any time',
      'Any discount',
      'Without “green meadows”',
      'All localities',
    ]);
  });

  it('has nothing to offer a search with no filters', () => {
    expect(widenings({})).toEqual([]);
    expect(widenings({ sort: 'newest', showSold: 'true' })).toEqual([]);
  });
});
