import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingVersion, settings } from '~/db/schema';
import { sharedReads } from './shared-reads';

/** The key of the system settings' row (modules/settings). */
export const SYSTEM_SETTINGS_KEY = 'system';

export interface PublicState {
  listingVersion: number;
  /** The stored system settings as they are in their row (undefined when there is none). */
  settings: unknown;
}

/**
 * The listing version and the stored system settings in one read (docs/decisions/0075). On
 * PostgreSQL both are read from the database whenever they are needed (0011, 0017), and a
 * visitor's listing page needed them four times: its cache key (both), the listing's answer
 * (version) and the maintenance notice (settings). One prepared statement answers both, shared
 * by the callers that asked before it was sent, and callers of one turn of the event loop share
 * the same read (gather). PGlite keeps both in memory; there the settings' first value is read
 * through this once.
 */
export function publicStateRead(db: Db): () => Promise<PublicState> {
  const statement = db
    .select({ version: listingVersion.version, settings: settings.value })
    .from(listingVersion)
    .leftJoin(settings, eq(settings.key, SYSTEM_SETTINGS_KEY))
    .where(eq(listingVersion.id, 1))
    .prepare('public_state');
  return sharedReads(
    async () => {
      const [row] = await statement.execute();
      return { listingVersion: Number(row?.version ?? 0), settings: row?.settings ?? undefined };
    },
    { gather: true },
  );
}
