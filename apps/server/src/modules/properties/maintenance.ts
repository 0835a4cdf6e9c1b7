import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { propertyRepository } from './property.repository';
import { pruneListingChanges } from './search/source';

const EVERY_MS = 10 * 60 * 1000;

/**
 * Every ten minutes (and at start): the change log the search index follows loses what is older
 * than it keeps (decision 0044), on both databases. On PGlite also: the embedded database runs no
 * autovacuum, so nothing would ever refresh the planner's statistics or the visibility map; this
 * vacuums and analyzes the listings when they changed. A real PostgreSQL server does that itself.
 */
export function startSearchMaintenance(app: FastifyInstance): void {
  let vacuumedAt = -1;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      await pruneListingChanges(app.db);
      if (app.dbKind !== 'pglite') return;
      const version = await propertyRepository.version(app.db);
      if (version === vacuumedAt) return;
      await app.db.execute(sql`vacuum analyze properties`);
      vacuumedAt = version;
    } catch (error) {
      app.log.warn({ err: error }, 'search maintenance failed');
    }
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
