import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const CHECK_TIMEOUT_MS = 3000;

const checkSchema = z.object({ status: z.enum(['ok', 'error']), kind: z.string() });
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: checkSchema,
  storage: checkSchema,
  rateLimits: checkSchema,
  searchIndex: checkSchema,
  /** This server's page renderers warmed up after its start (docs/decisions/0129); ok at once when it renders no page. */
  pages: checkSchema,
  /**
   * The read replica (DATABASE_READ_URL), where visitors' searches and listing pages read; kind
   * `primary` without one (they read the primary, checked as `database`). Reported on its own and
   * not part of `status`: every server shares it, so taking servers out of the balancer for it
   * would stop the writes and members' pages that still work (docs/decisions/0100).
   */
  replica: checkSchema,
});
export type Readiness = z.infer<typeof readinessSchema>;

/** Runs one dependency check, bounded in time; failures are logged, never shown to the caller. */
async function probe(app: FastifyInstance, what: string, kind: string, check: () => Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'ok' as const, kind };
  } catch (error) {
    app.log.error({ err: error }, `readiness: ${what} unavailable`);
    return { status: 'error' as const, kind };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this server can do its work: database, media storage, the shared rate-limit counters,
 * and its search index loaded (seconds at a million listings).
 */
export async function readiness(app: FastifyInstance): Promise<Readiness> {
  const counter = app.rateLimitCounter;
  const replicaPing = app.replicaPing;
  const [database, storage, rateLimits, searchIndex, replica] = await Promise.all([
    probe(app, 'database', app.dbKind, app.dbPing),
    probe(app, 'media storage', app.media.kind, () => app.media.check()),
    counter ? probe(app, 'rate-limit counters', counter.kind, () => counter.check()) : { status: 'ok' as const, kind: 'memory' },
    probe(app, 'search index', 'memory', app.searchIndexReady),
    replicaPing ? probe(app, 'read replica', 'postgres', replicaPing) : null,
  ]);
  // Not a dependency that fails: a renderer warming up is not an error to log, only not ready yet.
  const pages = { status: app.pagesWarm() ? ('ok' as const) : ('error' as const), kind: 'warm-up' };
  const ready = [database, storage, rateLimits, searchIndex, pages].every((c) => c.status === 'ok');
  return {
    status: ready ? 'ready' : 'not-ready',
    database,
    storage,
    rateLimits,
    searchIndex,
    pages,
    replica: replica ?? { status: database.status, kind: 'primary' },
  };
}
