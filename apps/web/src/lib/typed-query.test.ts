import { describe, expect, it } from 'vitest';
import { typedBudgetChanges, typedChanges } from './typed-query';

describe('typedChanges', () => {
  it('turns BHK, a budget and a city said in words into those filters', () => {
    expect(typedChanges('2 BHK in Noida under 80 lakh', { budget: '50-100' })).toEqual({
      ok: true,
      changes: {
        bhk: '2',
        budget: undefined,
        minPrice: undefined,
        maxPrice: '80',
        location: 'Noida',
        locality: undefined,
        title: undefined,
      },
    });
    expect(typedChanges('3bhk flat sector 62 1.2 cr', {})).toEqual({
      ok: true,
      changes: { bhk: '3', propertyType: 'flat', budget: undefined, minPrice: undefined, maxPrice: '120', title: 'sector 62' },
    });
  });

  it('keeps words alone as words, and a city name as the city', () => {
    expect(typedChanges('Green Meadows', {})).toEqual({ ok: true, changes: { title: 'Green Meadows' } });
    expect(typedChanges('gurgaon', {})).toEqual({ ok: true, changes: { location: 'Gurugaon', locality: undefined, title: undefined } });
  });

  it('reads an amount on a rental search as a rent a month, and Rent in words switches to rentals', () => {
    expect(typedChanges('under 25k', { purpose: 'rent' })).toEqual({
      ok: true,
      changes: { minRent: undefined, maxRent: '25000', title: undefined },
    });
    expect(typedChanges('2 bhk for rent 15-20 thousand', { budget: '50-100' })).toEqual({
      ok: true,
      changes: {
        purpose: 'rent',
        budget: undefined,
        minPrice: undefined,
        maxPrice: undefined,
        bhk: '2',
        minRent: '15000',
        maxRent: '20000',
        title: undefined,
      },
    });
  });

  it('gives the message of a budget that cannot be one, and no filter', () => {
    expect(typedChanges('flat 1 crore to 50 lakh', {})).toEqual({
      ok: false,
      message: 'The lower amount of a budget must be less than the higher one',
    });
  });
});

describe('typedBudgetChanges', () => {
  it('sets both sides of the budget, and is null without an amount', () => {
    expect(typedBudgetChanges('50 L to 1.2 Cr', false)).toEqual({
      ok: true,
      changes: { budget: undefined, minPrice: '50', maxPrice: '120' },
    });
    expect(typedBudgetChanges('above 30000', true)).toEqual({ ok: true, changes: { minRent: '30000', maxRent: undefined } });
    expect(typedBudgetChanges('whatever', false)).toBeNull();
    expect(typedBudgetChanges('under 500 rupees', true)).toMatchObject({ ok: false });
  });
});
