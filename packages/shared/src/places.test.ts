import { describe, expect, it } from 'vitest';
import { cityOfSlug, placePath, placeSlug } from './places';

describe('place slugs', () => {
  it('writes names in lower case with hyphens', () => {
    expect(placeSlug('Sector 62')).toBe('sector-62');
    expect(placeSlug('  DLF Phase 2 ')).toBe('dlf-phase-2');
    expect(placeSlug('Greater Noida West (Noida Extension)')).toBe('greater-noida-west-noida-extension');
    expect(placeSlug('Vasant Kunj, Pocket B-4')).toBe('vasant-kunj-pocket-b-4');
  });

  it('reads the spellings of a sector alike', () => {
    for (const name of ['Sec 62', 'sec-62', 'Sector62', 'SECTOR 62', 'sector_62', 'Sec. 62']) expect(placeSlug(name)).toBe('sector-62');
    // Only a sector followed by its number: words that begin with "sec" stay as written.
    expect(placeSlug('Secunderabad Colony')).toBe('secunderabad-colony');
    expect(placeSlug('Dwarka Sec 12')).toBe('dwarka-sector-12');
  });

  it('finds a city by any of its spellings', () => {
    expect(cityOfSlug('gurgaon')).toBe('Gurugaon');
    expect(cityOfSlug('gurugram')).toBe('Gurugaon');
    expect(cityOfSlug('greater-noida')).toBe('Greater Noida');
    expect(cityOfSlug('new-delhi')).toBe('Delhi');
    expect(cityOfSlug('mumbai')).toBeUndefined();
  });

  it('makes the one address of a place', () => {
    expect(placePath('sale', 'Greater Noida')).toBe('/property-in/greater-noida');
    expect(placePath('sale', 'Noida', 'Sec 62')).toBe('/property-in/noida/sector-62');
    expect(placePath('rent', 'Gurugaon', 'DLF Phase 2')).toBe('/rent-in/gurugaon/dlf-phase-2');
    expect(placePath('sale', 'Delhi', '')).toBe('/property-in/delhi');
  });
});
