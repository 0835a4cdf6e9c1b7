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
  const [database, storage, rateLimits, searchIndex] = await Promise.all([
    probe(app, 'database', app.dbKind, app.dbPing),
    probe(app, 'media storage', app.media.kind, () => app.media.check()),
    counter ? probe(app, 'rate-limit counters', counter.kind, () => counter.check()) : { status: 'ok' as const, kind: 'memory' },
    probe(app, 'search index', 'memory', app.searchIndexReady),
  ]);
  const ready = [database, storage, rateLimits, searchIndex].every((c) => c.status === 'ok');
  return { status: ready ? 'ready' : 'not-ready', database, storage, rateLimits, searchIndex };
}
