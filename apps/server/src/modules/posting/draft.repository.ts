import type { PostingDraft, PostingDraftInput } from '@ncr/shared/schemas/posting-draft';
import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { postingDrafts } from '~/db/schema';

type DraftRow = typeof postingDrafts.$inferSelect;
const toDraft = (row: DraftRow): PostingDraft => ({ data: row.data, step: row.step === 2 ? 2 : 1, updatedAt: row.updatedAt.toISOString() });

// One posting in progress per poster (docs/decisions/0127).
export const draftRepository = {
  async get(db: Db, userId: string): Promise<PostingDraft | null> {
    const [row] = await db.select().from(postingDrafts).where(eq(postingDrafts.userId, userId)).limit(1);
    return row ? toDraft(row) : null;
  },

  async put(db: Db, userId: string, draft: PostingDraftInput): Promise<PostingDraft> {
    const [row] = await db
      .insert(postingDrafts)
      .values({ userId, data: draft.data, step: draft.step })
      .onConflictDoUpdate({ target: postingDrafts.userId, set: { data: draft.data, step: draft.step, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('draft not stored');
    return toDraft(row);
  },

  async remove(db: Db, userId: string): Promise<void> {
    await db.delete(postingDrafts).where(eq(postingDrafts.userId, userId));
  },
};
