import { describe, expect, it } from 'vitest';
import { readTypedBudget, readTypedSearch } from './typed-search';

const sale = (text: string) => readTypedBudget(text, 'sale')?.budget;
const rent = (text: string) => readTypedBudget(text, 'rent')?.budget;

describe('typed budgets', () => {
  it('reads lakh and crore as people write them, in lakhs', () => {
    expect(sale('under 80 lakh')).toEqual({ ok: true, range: { min: null, max: 80 } });
    expect(sale('below 80L')).toEqual({ ok: true, range: { min: null, max: 80 } });
    expect(sale('1.2 cr')).toEqual({ ok: true, range: { min: null, max: 120 } });
    expect(sale('above 2 Cr')).toEqual({ ok: true, range: { min: 200, max: null } });
    expect(sale('2cr+')).toEqual({ ok: true, range: { min: 200, max: null } });
    expect(sale('50 lakh to 1 crore')).toEqual({ ok: true, range: { min: 50, max: 100 } });
    expect(sale('between 40 and 60 lakhs')).toEqual({ ok: true, range: { min: 40, max: 60 } });
    expect(sale('50L-1.5Cr')).toEqual({ ok: true, range: { min: 50, max: 150 } });
    expect(sale('₹75,00,000')).toEqual({ ok: true, range: { min: null, max: 75 } });
    expect(sale('Rs. 85 lacs')).toEqual({ ok: true, range: { min: null, max: 85 } });
    expect(sale('80')).toEqual({ ok: true, range: { min: null, max: 80 } });
  });

  it('reads a rent in rupees a month', () => {
    expect(rent('under 25k')).toEqual({ ok: true, range: { min: null, max: 25_000 } });
    expect(rent('₹18,000')).toEqual({ ok: true, range: { min: null, max: 18_000 } });
    expect(rent('15-20 thousand')).toEqual({ ok: true, range: { min: 15_000, max: 20_000 } });
  });

  it('says what is wrong instead of guessing a filter', () => {
    expect(sale('1 crore to 50 lakh')).toEqual({ ok: false, message: 'The lower amount of a budget must be less than the higher one' });
    expect(sale('under 5000 cr')?.ok).toBe(true);
    expect(sale('under 50000 cr')).toMatchObject({ ok: false });
    expect(rent('under 200 rupees')).toMatchObject({ ok: false });
    expect(sale('sector 62')).toBeUndefined();
    expect(sale('DLF phase two')).toBeUndefined();
  });
});

describe('typed searches', () => {
  it('takes BHK, type and budget out of the words', () => {
    expect(readTypedSearch('2 BHK in Noida under 80 lakh')).toEqual({
      bhks: ['2'],
      types: [],
      budget: { ok: true, range: { min: null, max: 80 } },
      words: 'Noida',
    });
    expect(readTypedSearch('3bhk flat gurgaon 1.2 cr')).toMatchObject({ bhks: ['3'], types: ['flat'], words: 'gurgaon' });
    expect(readTypedSearch('2 bhk flat for rent in sector 62 under 25k')).toMatchObject({
      purpose: 'rent',
      bhks: ['2'],
      budget: { ok: true, range: { min: null, max: 25_000 } },
    });
  });

  it('leaves a sector number in the words', () => {
    expect(readTypedSearch('sector 62 noida')).toEqual({ bhks: [], types: [], budget: null, words: 'sector 62 noida' });
    expect(readTypedSearch('sector 62-63')).toMatchObject({ budget: null, words: 'sector 62-63' });
  });
});

describe('typed searches within a rental search', () => {
  it('reads an amount as a rent a month', () => {
    expect(readTypedSearch('2 bhk under 25k', 'rent')).toEqual({
      purpose: 'rent',
      bhks: ['2'],
      types: [],
      budget: { ok: true, range: { min: null, max: 25_000 } },
      words: '',
    });
    expect(readTypedSearch('2 bhk under 25k')).toMatchObject({ budget: { ok: false } });
  });
});
