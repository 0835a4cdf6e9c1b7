import type { SearchMatcher } from '~/shared/search-matcher';
import { givenFilters, parseFilters } from './filters';
import type { PublicSearch } from './public-search';

/** Saved searches match with the search index itself, so an alert and the search never disagree. */
export function createSearchMatcher(search: PublicSearch): SearchMatcher {
  return {
    normalise(filters) {
      const given = givenFilters(filters);
      parseFilters(given);
      return given;
    },
    async matches(filters, propertyId) {
      // The listing was just written: the index at the primary's version has it.
      const index = await search.index.at(await search.writtenVersion());
      return index.matches(parseFilters(filters), propertyId);
    },
    async newest(filters, limit) {
      const { showSold: _sold, sort: _sort, ...rest } = filters;
      const index = await search.index.at(await search.version());
      return index.search(parseFilters(rest), 0, limit).ids;
    },
  };
}
