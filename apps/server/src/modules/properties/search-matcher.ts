import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { properties } from '~/db/schema';
import type { SearchMatcher } from '~/shared/search-matcher';
import { searchWhere } from './property.repository';
import { givenFilters, parseFilters } from './search-filters';

export function createSearchMatcher(db: Db): SearchMatcher {
  return {
    normalise(filters) {
      const given = givenFilters(filters);
      parseFilters(given);
      return given;
    },
    async matches(filters, propertyId) {
      const where = and(eq(properties.id, propertyId), searchWhere(parseFilters(filters))) as SQL;
      const rows = await db.select({ id: properties.id }).from(properties).where(where).limit(1);
      return rows.length > 0;
    },
  };
}
