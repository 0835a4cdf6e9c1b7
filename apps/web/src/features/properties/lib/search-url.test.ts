import { ALL_FILTER } from '@ncr/shared/constants';
import { describe, expect, it } from 'vitest';
import { searchQueryFromParams } from './search-url';

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
