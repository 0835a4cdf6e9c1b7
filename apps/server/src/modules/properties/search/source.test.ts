import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingChanges, listingVersion, properties } from '~/db/schema';
import { createListing } from '../../../../test/fixtures';
import { createTestApp, createUser, type TestContext } from '../../../../test/helpers';
import { propertyRepository } from '../property.repository';
import { parseFilters } from './filters';
import { pruneListingChanges, SearchIndexSource } from './source';

// The change log the search index follows (decision 0044): what a write logs, and how an index
// that fell behind the pruned log catches up.
describe('search index change log', () => {
  let ctx: TestContext;
  let sellerId = '';
  const inNoida = parseFilters({ location: 'Noida' });
  const version = () => propertyRepository.version(ctx.app.db);

  beforeAll(async () => {
    ctx = await createTestApp();
    sellerId = (await createUser(ctx, 'seller')).id;
  });
  afterAll(() => ctx.close());

  it('logs every changed listing under the version its statement bumped to', async () => {
    const id = await createListing(ctx, sellerId, { data: { seller: { city: 'Noida' } } });
    const afterInsert = await version();
    await ctx.app.db.update(properties).set({ priceLakhs: 77 }).where(eq(properties.id, id));
    const afterUpdate = await version();
    const logged = await ctx.app.db.select().from(listingChanges).where(eq(listingChanges.propertyId, id));
    expect(logged.map((c) => c.version)).toEqual(expect.arrayContaining([afterInsert, afterUpdate]));
  });

  it('follows changes made after it loaded, and reloads everything once the log was pruned past it', async () => {
    const source = new SearchIndexSource(ctx.app.db);
    const before = (await source.at(await version())).search(inNoida, 0, 100).total;
    const second = await createListing(ctx, sellerId, { data: { seller: { city: 'Noida' } } });
    expect((await source.at(await version())).search(inNoida, 0, 100)).toEqual(expect.objectContaining({ total: before + 1 }));

    // Fall behind: a change, then the log pruned past it before this index looks.
    await ctx.app.db.update(properties).set({ status: 'Pending' }).where(eq(properties.id, second));
    await ctx.app.db.execute(sql`update listing_changes set at = now() - interval '2 hours'`);
    await pruneListingChanges(ctx.app.db);
    expect(await ctx.app.db.select().from(listingChanges)).toEqual([]);
    const [mark] = await ctx.app.db.select().from(listingVersion);
    expect(mark?.changesKeptAfter).toBe(await version());
    const index = await source.at(await version());
    expect(index.search(inNoida, 0, 100)).toEqual(expect.objectContaining({ total: before }));
    expect(index.matches(inNoida, second)).toBe(false);
  });
});
