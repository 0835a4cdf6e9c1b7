import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '~/db/client';
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

// One server process owns a database (see docs/decisions/0002-embedded-database.md), so the
// settings are cached in memory and the cache is replaced on every write.
export class SettingsStore {
  private cached: SystemSettings | null = null;

  constructor(private readonly db: Db) {}

  async get(): Promise<SystemSettings> {
    if (this.cached) return this.cached;
    const [row] = await this.db.select().from(settings).where(eq(settings.key, KEY));
    const parsed = systemSettingsSchema.partial().safeParse(row?.value ?? {});
    this.cached = { ...DEFAULT_SYSTEM_SETTINGS, ...(parsed.success ? parsed.data : {}) };
    return this.cached;
  }

  async update(patch: Partial<SystemSettings>): Promise<SystemSettings> {
    const next = { ...(await this.get()), ...patch };
    await this.db
      .insert(settings)
      .values({ key: KEY, value: next })
      .onConflictDoUpdate({ target: settings.key, set: { value: next } });
    this.cached = next;
    return next;
  }
}
