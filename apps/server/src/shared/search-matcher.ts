import type { SavedSearchFilters } from '@ncr/shared/schemas/alerts';

/**
 * The public search's own filter logic, offered by the properties module (app.searchMatcher) so a
 * saved search matches exactly the listings the search with the same filters shows.
 */
export interface SearchMatcher {
  /** The filters a search keeps (empty and 'All' dropped); throws a 400 for a value the search refuses. */
  normalise(filters: SavedSearchFilters): Record<string, string>;
  /** True when the listing is public and the search with these filters shows it. */
  matches(filters: Record<string, string>, propertyId: string): Promise<boolean>;
  /** The newest `limit` listings the search with these filters shows for sale or rent now, Sold ones left out. */
  newest(filters: Record<string, string>, limit: number): Promise<string[]>;
}
