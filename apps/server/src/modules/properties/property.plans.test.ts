import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '~/db/schema';
import { seed } from '~/db/seed/seed';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers';
import { checkSearchPlans, type PlanCheck, pageRowsPlan, pageRowsVerdict, settleListings } from './testing/search-plans';

// With enough listings for the planner to care, every public read must go through an index, on
// PGlite and on PostgreSQL alike. The plans are those of the very query builders the routes run;
// filters and sorts themselves are answered by the in-memory search index (docs/decisions/0044).
const LISTINGS = 20_000;

describe(`search query plans at ${LISTINGS} listings`, () => {
  let ctx: TestContext;
  let mediaDir: string;
  let checks: PlanCheck[];
  let settled = '';
  let beforeStatistics: PlanCheck;

  beforeAll(async () => {
    ctx = await createTestApp();
    mediaDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-plans-'));
    const admin = await createUser(ctx, 'admin');
    await seed(ctx.app.db, { listings: LISTINGS, media: mediaDir, adminId: admin.id, bulk: true });
    const loaded = await ctx.app.db.select({ id: properties.id }).from(properties).limit(6);
    beforeStatistics = pageRowsVerdict(
      await pageRowsPlan(
        ctx.app.db,
        loaded.map((s) => s.id),
      ),
    );
    // What autovacuum does on PostgreSQL and the search maintenance does on PGlite.
    settled = await settleListings(ctx.app.db);
    const sample = await ctx.app.db.select({ id: properties.id }).from(properties).limit(6);
    checks = await checkSearchPlans(
      ctx.app.db,
      sample.map((s) => s.id),
    );
  }, 300_000);
  afterAll(async () => {
    await ctx.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('checks the index reads, page rows, featured, counts and the detail', () => {
    expect(checks.map((c) => c.name)).toEqual([
      'index: changed listings',
      'page rows by id',
      'featured',
      'counts by city',
      'counts by type',
      'detail',
    ]);
  });

  it('reads page rows through the primary key before the table has statistics', () => {
    expect(beforeStatistics.indexed, beforeStatistics.plan).toBe(true);
  });

  it('uses an index and never a sequential scan of properties', () => {
    const failures = checks.filter((c) => !c.indexed).map((c) => `${c.name}:\n${c.plan}`);
    expect(failures, `visibility map: ${settled}`).toEqual([]);
  });
});
