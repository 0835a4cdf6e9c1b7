import { DEFAULT_NOTIFICATION_PREFS, type NotificationPrefs, notificationPrefsSchema } from '@ncr/shared/schemas/admin';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { users } from '~/db/schema';

/** Stored preferences over the defaults; unknown or broken stored values fall back to them. */
export function prefsOf(stored: Record<string, boolean> | null): NotificationPrefs {
  const parsed = notificationPrefsSchema.partial().safeParse(stored ?? {});
  return { ...DEFAULT_NOTIFICATION_PREFS, ...(parsed.success ? parsed.data : {}) };
}

export async function getPrefs(db: Db, userId: string): Promise<NotificationPrefs> {
  const [row] = await db.select({ prefs: users.notificationPrefs }).from(users).where(eq(users.id, userId));
  return prefsOf(row?.prefs ?? null);
}

export async function savePrefs(db: Db, userId: string, patch: Partial<NotificationPrefs>): Promise<NotificationPrefs> {
  const next = { ...(await getPrefs(db, userId)), ...patch };
  await db.update(users).set({ notificationPrefs: next }).where(eq(users.id, userId));
  return next;
}

/** Live staff members with an e-mail address, and their preferences. */
export async function staffRecipients(db: Db) {
  const rows = await db
    .select({ id: users.id, email: users.email, prefs: users.notificationPrefs })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'subadmin']), isNull(users.deletedAt), isNotNull(users.email)));
  return rows.map((r) => ({ id: r.id, email: r.email as string, prefs: prefsOf(r.prefs) }));
}
