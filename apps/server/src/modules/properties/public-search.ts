import type { FastifyInstance } from 'fastify';
import { SearchIndexSource } from './search-index-source';
import { listingVersionSource, type VersionSource } from './version-source';

/** What every public read of listings shares: the listing version and the search index at it. */
export interface PublicSearch {
  version: VersionSource;
  index: SearchIndexSource;
}

export async function createPublicSearch(app: FastifyInstance): Promise<PublicSearch> {
  const search = { version: await listingVersionSource(app), index: new SearchIndexSource(app.db) };
  // Loaded before the server answers, so no visitor's search waits for the whole index.
  app.addHook('onReady', async () => {
    await search.index.at(await search.version());
  });
  return search;
}
