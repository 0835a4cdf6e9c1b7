import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '~/db/client';
import { listingVersion } from '~/db/schema';

export type VersionSource = () => Promise<number>;

/** The listing version: bumped by a trigger in the same transaction as any listing change. */
async function readListingVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: listingVersion.version }).from(listingVersion).where(eq(listingVersion.id, 1));
  return Number(row?.version ?? 0);
}

/**
 * How a public read learns the listing version (docs/decisions/0011-search-at-scale.md).
 *
 * PGlite: this process is the database's only client (DATA_DIR is locked), and PGlite calls
 * notification listeners before the committing query returns, so the trigger's notification keeps
 * an in-memory copy exact and no query is needed. PostgreSQL: other processes may write and
 * notifications arrive on another connection at their own pace, so each read asks the database,
 * in the read it shares with the system settings (shared/public-state.ts).
 *
 * `from`: 'replica' for visitors' reads, which may lag (the version the read replica has
 * replayed, so that the index and the rows read from it are at that version or later);
 * 'primary' for reads that must follow a write just made (saved-search alerts of a new listing).
 * Both are the one read without a replica (docs/decisions/0100).
 */
export async function listingVersionSource(app: FastifyInstance, from: 'primary' | 'replica'): Promise<VersionSource> {
  if (app.dbKind === 'pglite') {
    const client = (app.db as unknown as { $client: PGlite }).$client;
    let current = -1;
    // Listen first, then read, so a change in between is not missed.
    const unlisten = await client.listen('listing_version', (payload) => {
      current = Math.max(current, Number(payload));
    });
    current = Math.max(current, await readListingVersion(app.db));
    // The database may already be closed (shutdown closes it too); then there is nothing to undo.
    app.addHook('onClose', async () => {
      if (!client.closed) await unlisten();
    });
    return async () => current;
  }
  const read = from === 'replica' ? app.laggingPublicState : app.publicState;
  return async () => (await read()).listingVersion;
}
