import { describe, expect, it } from 'vitest';
import { suggestListingTitle } from './listing-title';

describe('suggestListingTitle', () => {
  it('names rooms, kind and place as buyers search, and nothing of the address', () => {
    expect(suggestListingTitle({ type: 'flat', bhk: '3', locality: 'Sector 62', city: 'Noida' })).toBe('3 BHK Flat in Sector 62, Noida');
    expect(suggestListingTitle({ type: 'house', bhk: '5+', locality: 'DLF Phase 3', city: 'Gurugaon' })).toBe(
      '5+ BHK Independent House in DLF Phase 3, Gurugaon',
    );
    expect(suggestListingTitle({ type: 'plot', bhk: 'N/A', plotSize: '200', locality: 'Sector 56', city: 'Gurugaon' })).toBe(
      '200 sq yd Plot in Sector 56, Gurugaon',
    );
    expect(suggestListingTitle({ type: 'commercial', locality: 'Sector 18', city: 'Noida' })).toBe(
      'Commercial Property in Sector 18, Noida',
    );
    expect(suggestListingTitle({ type: 'flat', bhk: '2', locality: 'call 9876543210', city: 'Noida' })).toBe(
      '2 BHK Flat in call [phone hidden], Noida',
    );
    expect(suggestListingTitle({ type: 'flat', locality: '', city: '' })).toBe('');
  });
});
