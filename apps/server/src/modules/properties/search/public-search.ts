import type { FastifyInstance } from 'fastify';
import { listingVersionSource, type VersionSource } from '~/shared/version-source';
import { SearchIndexSource } from './source';

/**
 * What every public read of listings shares: the listing version and the search index at it. The
 * index loads and follows the change log from the read replica (docs/decisions/0100); `version`
 * is the replica's too, so a visitor's search never waits for it. `writtenVersion` is the
 * primary's, for a reader that must see a write just made (an alert of a listing just
 * published): the index then waits until the replica has replayed it.
 */
export interface PublicSearch {
  version: VersionSource;
  writtenVersion: VersionSource;
  index: SearchIndexSource;
}

export async function createPublicSearch(app: FastifyInstance): Promise<PublicSearch> {
  const search = {
    version: await listingVersionSource(app, 'replica'),
    writtenVersion: await listingVersionSource(app, 'primary'),
    index: new SearchIndexSource(app.readDb),
  };
  // Loading starts with the server and is not waited for: at a million listings it takes longer
  // than a start-up hook may. Readiness (/api/health/ready) says when it is done; a search that
  // comes before waits for it.
  app.addHook('onReady', async () => {
    search.index.ready().catch((error) => app.log.error({ err: error }, 'search index: loading failed'));
  });
  return search;
}
