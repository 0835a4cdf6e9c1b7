import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '~/db/client';
import { settings } from '~/db/schema';

export const systemSettingsSchema = z.object({
  autoApproveListings: z.boolean(),
  maintenanceMode: z.boolean(),
  enableUserRegistration: z.boolean(),
  propertyLimitPerUser: z.number().int().min(0).max(10000),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  autoApproveListings: false,
  maintenanceMode: false,
  enableUserRegistration: true,
  propertyLimitPerUser: 0,
};

const KEY = 'system';

/**
 * The system settings. With the embedded database this process is the only writer (DATA_DIR is
 * locked), so they are cached and the cache is replaced on every write. With PostgreSQL several
 * servers may write, and a change made on one must hold on the very next request to any other:
 * each read asks the database (one primary-key lookup of a one-row table), exactly as listing
 * versions do (docs/decisions/0017-settings-across-servers.md explains why not LISTEN/NOTIFY).
 */
export class SettingsStore {
  private cached: SystemSettings | null = null;
  private readonly cacheable: boolean;

  constructor(private readonly database: Pick<Database, 'db' | 'kind'>) {
    this.cacheable = database.kind === 'pglite';
  }

  async get(): Promise<SystemSettings> {
    if (this.cached) return this.cached;
    const [row] = await this.database.db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
    const parsed = systemSettingsSchema.partial().safeParse(row?.value ?? {});
    const value = { ...DEFAULT_SYSTEM_SETTINGS, ...(parsed.success ? parsed.data : {}) };
    if (this.cacheable) this.cached = value;
    return value;
  }

  async update(patch: Partial<SystemSettings>): Promise<SystemSettings> {
    const next = { ...(await this.get()), ...patch };
    await this.database.db
      .insert(settings)
      .values({ key: KEY, value: next })
      .onConflictDoUpdate({ target: settings.key, set: { value: next } });
    if (this.cacheable) this.cached = next;
    return next;
  }
}
