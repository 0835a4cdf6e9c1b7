import { hideContacts } from '@ncr/shared/contact-privacy';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { notifications } from '~/db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'createdAt' | 'readAt'>;
export const NOTIFICATION_LIST_LIMIT = 50;

export const notificationRepository = {
  /**
   * Inserts the notification unless one with its dedupe key exists; true when inserted. Its text
   * reaches a person other than the listing's seller: contacts in it are hidden (docs/decisions/0097).
   */
  async add(db: Db, values: NewNotification): Promise<boolean> {
    const rows = await db
      .insert(notifications)
      .values({ ...values, text: hideContacts(values.text) })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    return rows.length > 0;
  },

  async exists(db: Db, dedupeKey: string): Promise<boolean> {
    const rows = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.dedupeKey, dedupeKey)).limit(1);
    return rows.length > 0;
  },

  async latest(db: Db, userId: string): Promise<NotificationRow[]> {
    return db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT);
  },

  async unreadCount(db: Db, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  },

  /** Marks the caller's own notifications read (others' ids are ignored); all when ids is undefined. */
  async markRead(db: Db, userId: string, ids: string[] | undefined): Promise<void> {
    const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
    const where =
      ids === undefined ? mine : and(mine, inArray(notifications.id, ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000']));
    await db.update(notifications).set({ readAt: new Date() }).where(where);
  },
};
