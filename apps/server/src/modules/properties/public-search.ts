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
  // Loading starts with the server and is not waited for: at a million listings it takes longer
  // than a start-up hook may. Readiness (/api/health/ready) says when it is done; a search that
  // comes before waits for it.
  app.addHook('onReady', async () => {
    search.index.ready().catch((error) => app.log.error({ err: error }, 'search index: loading failed'));
  });
  return search;
}
