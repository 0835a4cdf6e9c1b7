import { MIN_DISCOUNT_TO_PUBLISH_MAX } from '@ncr/shared/schemas/admin';
import { z } from 'zod';
import type { Database } from '~/db/client';
import { settings } from '~/db/schema';
import { type PublicState, SYSTEM_SETTINGS_KEY } from '~/shared/public-state';

export const systemSettingsSchema = z.object({
  autoApproveListings: z.boolean(),
  maintenanceMode: z.boolean(),
  enableUserRegistration: z.boolean(),
  propertyLimitPerUser: z.number().int().min(0).max(10000),
  /** Approval refuses listings less than this many percent below their locality's market rate; 0: off (docs/decisions/0103). */
  minDiscountToPublish: z.number().int().min(0).max(MIN_DISCOUNT_TO_PUBLISH_MAX),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  autoApproveListings: false,
  maintenanceMode: false,
  enableUserRegistration: true,
  propertyLimitPerUser: 0,
  minDiscountToPublish: 20,
};

// Built once: zod compiles a schema on its first parse, and building `.partial()` on every read
// made each read compile it again (about 4% of an uncached listing page's time on PostgreSQL).
const storedSettingsSchema = systemSettingsSchema.partial();

/** The stored row over the defaults; a stored value that no longer fits is ignored. */
function withDefaults(stored: unknown): SystemSettings {
  const parsed = storedSettingsSchema.safeParse(stored ?? {});
  return { ...DEFAULT_SYSTEM_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

/**
 * The system settings. With the embedded database this process is the only writer (DATA_DIR is
 * locked), so they are cached and the cache is replaced on every write. With PostgreSQL several
 * servers may write, and a change made on one must hold on the very next request to any other:
 * each read asks the database, in the read it shares with the listing version
 * (shared/public-state.ts; docs/decisions/0017-settings-across-servers.md explains why not
 * LISTEN/NOTIFY).
 */
export class SettingsStore {
  private cached: SystemSettings | null = null;
  private readonly cacheable: boolean;
  private readonly read: () => Promise<SystemSettings>;
  private readonly readLagging: () => Promise<SystemSettings>;

  /** `readLaggingState`: the same read on the read replica (docs/decisions/0100); the primary's when left out. */
  constructor(
    private readonly database: Pick<Database, 'db' | 'kind'>,
    readState: () => Promise<PublicState>,
    readLaggingState: () => Promise<PublicState> = readState,
  ) {
    this.cacheable = database.kind === 'pglite';
    this.read = async () => withDefaults((await readState()).settings);
    this.readLagging = async () => withDefaults((await readLaggingState()).settings);
  }

  async get(): Promise<SystemSettings> {
    if (this.cached) return this.cached;
    const value = await this.read();
    if (this.cacheable) this.cached = value;
    return value;
  }

  /**
   * The settings as the read replica has them, for a visitor's page (maintenance notice,
   * registration): an admin's change reaches it once the replica has replayed it. Anything that
   * acts on a setting (sign-in, posting, the admin's own screen) reads `get()`.
   */
  async getLagging(): Promise<SystemSettings> {
    if (this.cacheable) return this.get();
    return this.readLagging();
  }

  async update(patch: Partial<SystemSettings>): Promise<SystemSettings> {
    const next = { ...(await this.get()), ...patch };
    await this.database.db
      .insert(settings)
      .values({ key: SYSTEM_SETTINGS_KEY, value: next })
      .onConflictDoUpdate({ target: settings.key, set: { value: next } });
    if (this.cacheable) this.cached = next;
    return next;
  }
}
