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
export const SETTINGS_CHANNEL = 'settings_changed';
/** How long a write waits to hear its own change announced (see update()). */
const ECHO_WAIT_MS = 1000;

/**
 * The system settings, cached in memory. Several servers may share one PostgreSQL, so a trigger
 * announces every change (NOTIFY settings_changed, migration fleet-shared-state) and each server
 * drops its copy when it hears one. While the listening connection is down the cache is not used
 * (docs/decisions/0017-settings-across-servers.md).
 */
export class SettingsStore {
  private cached: SystemSettings | null = null;
  private listening = false;
  /** Bumped by every notification: a read that started before one must not fill the cache. */
  private generation = 0;
  private readonly waiters = new Set<() => void>();
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly database: Pick<Database, 'db' | 'listen'>) {}

  /** Starts listening for changes; until then (and whenever the connection is lost) reads go to the database. */
  async start(): Promise<void> {
    this.stop = await this.database.listen(SETTINGS_CHANNEL, {
      onNotify: () => {
        this.generation += 1;
        this.cached = null;
        for (const wake of this.waiters) wake();
      },
      onListening: (listening) => {
        this.generation += 1;
        this.cached = null;
        this.listening = listening;
      },
    });
  }

  async close(): Promise<void> {
    await this.stop?.();
    this.stop = null;
    this.listening = false;
  }

  async get(): Promise<SystemSettings> {
    if (this.cached && this.listening) return this.cached;
    const generation = this.generation;
    const [row] = await this.database.db.select().from(settings).where(eq(settings.key, KEY));
    const parsed = systemSettingsSchema.partial().safeParse(row?.value ?? {});
    const value = { ...DEFAULT_SYSTEM_SETTINGS, ...(parsed.success ? parsed.data : {}) };
    if (this.listening && generation === this.generation) this.cached = value;
    return value;
  }

  async update(patch: Partial<SystemSettings>): Promise<SystemSettings> {
    const next = { ...(await this.get()), ...patch };
    // The other servers hear the change when this server does, give or take a moment: answering
    // only once this server has heard its own notification means the next request, to any
    // server, sees the new settings.
    const heard = this.listening ? this.nextNotification() : Promise.resolve();
    await this.database.db
      .insert(settings)
      .values({ key: KEY, value: next })
      .onConflictDoUpdate({ target: settings.key, set: { value: next } });
    await heard;
    return next;
  }

  private nextNotification(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ECHO_WAIT_MS);
      this.waiters.add(done);
    });
  }
}
