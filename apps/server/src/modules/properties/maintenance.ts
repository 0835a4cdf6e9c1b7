import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { propertyRepository } from './property.repository';

const EVERY_MS = 10 * 60 * 1000;

/**
 * The embedded database runs no autovacuum, so nothing would ever refresh the planner's
 * statistics (search plans go wrong as listings grow) or the visibility map (counts stop being
 * index-only scans). On PGlite this vacuums and analyzes the listings at start and then every
 * ten minutes when they changed. A real PostgreSQL server does this itself.
 */
export function startSearchMaintenance(app: FastifyInstance): void {
  if (app.dbKind !== 'pglite') return;
  let doneAt = -1;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const version = await propertyRepository.version(app.db);
      if (version === doneAt) return;
      await app.db.execute(sql`vacuum analyze properties`);
      doneAt = version;
    } catch (error) {
      app.log.warn({ err: error }, 'search maintenance (vacuum analyze) failed');
    }
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
