import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Env } from '~/config/env';
import type { Db } from '~/db/client';
import { users } from '~/db/schema';
import { DEMO_RENTALS } from '~/db/seed/demo-rentals';
import { isEmpty, seed } from '~/db/seed/seed';
import { hashPassword } from '~/lib/passwords';
import { createMediaStorage } from '~/storage/create-media-storage';

/** The media folder (MEDIA_DIR, default DATA_DIR/media); with S3_BUCKET media goes to the bucket instead. */
export const mediaDir = (env: Env) => env.mediaDir;
// Seven listings per locality and type (CLUSTER in demo-listings.ts), seven clusters in each of the six cities.
export const DEMO_LISTINGS = 294;

/** Creates or updates a staff admin account with the given e-mail and password. */
export async function upsertAdmin(db: Db, email: string, password: string): Promise<{ id: string; created: boolean }> {
  const normalised = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.email, normalised), isNull(users.deletedAt)));
  if (existing) {
    // Promoting an account or changing its password revokes its earlier tokens.
    const [row] = await db
      .update(users)
      .set({ role: 'admin', passwordHash, tokenVersion: existing.role === 'admin' ? undefined : 1 })
      .where(eq(users.id, existing.id))
      .returning({ id: users.id });
    return { id: row?.id ?? existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({ role: 'admin', email: normalised, fullName: 'Administrator', passwordHash })
    .returning({ id: users.id });
  if (!row) throw new Error('could not create the admin');
  return { id: row.id, created: true };
}

/**
 * The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD when no admin exists, else generated and
 * printed once. Returns the admin's id.
 */
export async function ensureFirstAdmin(db: Db, env: Env, print: (message: string) => void): Promise<string> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
    .limit(1);
  if (admin) return admin.id;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const { id } = await upsertAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    print(`Admin account ready: ${env.ADMIN_EMAIL.toLowerCase()}`);
    return id;
  }
  const email = 'admin@ncrurgentsale.local';
  const password = randomBytes(12).toString('base64url');
  const { id } = await upsertAdmin(db, email, password);
  print(
    [
      '',
      '  First admin created. Sign in at /admin-login with:',
      `    e-mail:   ${email}`,
      `    password: ${password}`,
      '  This password is shown only once. Change it under Admin > Settings.',
      '',
    ].join('\n'),
  );
  return id;
}

export async function bootstrap(db: Db, env: Env, print: (message: string) => void): Promise<void> {
  const adminId = await ensureFirstAdmin(db, env, print);
  if (env.seedDemo && (await isEmpty(db))) {
    await seed(db, { listings: DEMO_LISTINGS, media: createMediaStorage(env), adminId });
    print(
      `Demo data added: ${DEMO_LISTINGS} listings for sale and ${DEMO_RENTALS} to rent across Delhi NCR (SEED_DEMO=false turns this off).`,
    );
  }
}
