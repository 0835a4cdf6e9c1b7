import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '~/app';
import { loadEnv } from '~/config/env';
import { openPglite } from '~/db/client';
import { users } from '~/db/schema';
import { seed } from '~/db/seed/seed';

const stats = async (db: Awaited<ReturnType<typeof openPglite>>['db']) => {
  const result = (await db.execute(
    sql`select reltuples::int as tuples, relallvisible::int as visible from pg_class where relname = 'properties'`,
  )) as unknown as { rows: { tuples: number; visible: number }[] };
  return result.rows[0];
};

// PGlite runs no autovacuum: the properties module vacuums and analyzes listings when it starts.
describe.skipIf(Boolean(inject('pgUrl')))('search maintenance on the embedded database', () => {
  it('gathers statistics and sets the visibility map at start', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ncr-maint-'));
    const database = await openPglite();
    try {
      const [admin] = await database.db.insert(users).values({ role: 'admin', email: 'm@example.test', fullName: 'M' }).returning();
      await seed(database.db, { listings: 300, media: path.join(dir, 'media'), adminId: admin?.id as string, bulk: true });
      expect((await stats(database.db))?.visible).toBe(0);
      const env = loadEnv({
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
        TOKEN_SECRET: randomBytes(32).toString('hex'),
        WEB_DIST: path.join(dir, 'none'),
      });
      const app = await buildApp({ env, database });
      await app.ready();
      expect(await stats(database.db)).toEqual({ tuples: 300, visible: expect.any(Number) });
      expect((await stats(database.db))?.visible).toBeGreaterThan(0);
      await app.close();
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
