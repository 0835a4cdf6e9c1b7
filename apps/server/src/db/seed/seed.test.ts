import { existsSync } from 'node:fs';
import path from 'node:path';
import { CITIES, PROPERTY_TYPES } from '@ncr/shared/enums';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, DEMO_LISTINGS } from '~/bootstrap';
import { contactQueries, marketRates, properties, users } from '~/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { DEMO_MARKET_RATES } from './demo-listings';
import { DEMO_RENTALS } from './demo-rentals';

describe('first admin and demo data', () => {
  let ctx: TestContext;
  const printed: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp();
    await bootstrap(ctx.app.db, { ...ctx.app.env, seedDemo: true }, (m) => printed.push(m));
    // The whole demo (its listings and their rendered photos): 17 s in a loaded CI run, once over 60 s.
  }, 180_000);
  afterAll(() => ctx.close());

  it('creates one admin and prints its generated password once', async () => {
    expect(printed.join('\n')).toMatch(/password: \S{12,}/);
    await bootstrap(ctx.app.db, { ...ctx.app.env, seedDemo: true }, (m) => printed.push(m));
    const [admins] = await ctx.app.db.select({ n: count() }).from(users).where(sql`${users.role} = 'admin'`);
    expect(admins?.n).toBe(1);
    expect(printed.filter((m) => m.includes('First admin created'))).toHaveLength(1);
  });

  it("gives every public demo listing a figure against its locality's demo rate, at least 20% below it (docs/decisions/0103)", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/property/search?limit=24&showSold=true' });
    const { total } = res.json() as { total: number };
    const pages = Math.ceil(total / 24);
    const markets: ({ percentBelow: number; source: string; title?: string } | null)[] = [];
    for (let page = 1; page <= pages; page++) {
      const body = (await ctx.app.inject({ method: 'GET', url: `/api/property/search?limit=24&showSold=true&page=${page}` })).json();
      for (const listing of body.properties)
        markets.push(listing.market ? { ...listing.market, title: listing.propertyData?.property?.title } : null);
    }
    expect(markets).toHaveLength(total);
    expect(markets.every((m) => m !== null && m.source === 'Demo rate (2026)')).toBe(true);
    // The least discounted, named if it fails (plots are measured in square yards).
    const least = markets.reduce((a, m) => ((m?.percentBelow ?? 0) < (a?.percentBelow ?? 0) ? m : a), markets[0]);
    expect(least?.percentBelow, JSON.stringify(least)).toBeGreaterThanOrEqual(20);
    const [rates] = await ctx.app.db.select({ n: count() }).from(marketRates);
    expect(rates?.n).toBe(DEMO_MARKET_RATES.length);
  });

  it('fills an empty database once, across all six cities and all types, with images on disk', async () => {
    const [total] = await ctx.app.db.select({ n: count() }).from(properties);
    expect(total?.n).toBe(DEMO_LISTINGS + DEMO_RENTALS);
    const [rentals] = await ctx.app.db.select({ n: count() }).from(properties).where(sql`${properties.purpose} = 'rent'`);
    expect(rentals?.n).toBe(DEMO_RENTALS);
    const cities = await ctx.app.db.selectDistinct({ city: properties.city }).from(properties);
    expect(cities.map((c) => c.city).sort()).toEqual([...CITIES].sort());
    const types = await ctx.app.db.selectDistinct({ type: properties.type }).from(properties);
    expect(types.map((t) => t.type).sort()).toEqual([...PROPERTY_TYPES].sort());
    const [withMedia] = await ctx.app.db.select().from(properties).limit(1);
    const url = withMedia?.media[0] ?? '';
    expect(url).toMatch(/^\/media\/demo-(flat|house|plot|shop|office)-\d\d-detail\.webp$/);
    expect(existsSync(path.join(ctx.app.env.dataDir, 'media', path.basename(url)))).toBe(true);
    expect(existsSync(path.join(ctx.app.env.dataDir, 'media', path.basename(url).replace('-detail', '-card')))).toBe(true);
  });

  it('shows what the product does: verified listings, price cuts, and the views, enquiries and visits a seller sees', async () => {
    const listings: { verifiedAt?: string | null; priceDrop?: { fromLakhs: number; toLakhs: number } | null; priceLakhs?: number }[] = [];
    for (let page = 1; ; page++) {
      const body = (await ctx.app.inject({ method: 'GET', url: `/api/property/search?limit=24&page=${page}` })).json();
      listings.push(...body.properties);
      if (listings.length >= body.total) break;
    }
    const verified = listings.filter((l) => l.verifiedAt);
    const cut = listings.filter((l) => l.priceDrop);
    // Some, not all: a badge everyone carries says nothing.
    expect(verified.length).toBeGreaterThan(listings.length / 6);
    expect(verified.length).toBeLessThan(listings.length / 2);
    expect(cut.length).toBeGreaterThan(20);
    for (const listing of cut) expect(listing.priceDrop?.toLakhs).toBeLessThan(listing.priceDrop?.fromLakhs ?? 0);

    // A demo seller's insights: every live listing viewed, some enquired about, some visited.
    const [seller] = await ctx.app.db.select().from(users).where(sql`${users.mobile} = '+919811000001'`);
    if (!seller) throw new Error('demo seller missing');
    const token = await ctx.app.tokens.sign({ id: seller.id, role: 'seller', tokenVersion: seller.tokenVersion });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/insights', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const own = (res.json() as { listings: { status: string; figures: Record<string, { last7Days: number }> }[] }).listings.filter(
      (l) => l.status === 'Active',
    );
    expect(own.length).toBeGreaterThan(10);
    expect(own.every((l) => (l.figures.views?.last7Days ?? 0) >= 3)).toBe(true);
    expect(own.filter((l) => (l.figures.enquiries?.last7Days ?? 0) > 0).length).toBeGreaterThan(own.length / 6);
    expect(own.some((l) => (l.figures.visits?.last7Days ?? 0) > 0)).toBe(true);
    // The staff queue opens on the demo's own open queries, not on answered enquiries.
    const [unread] = await ctx.app.db.select({ n: count() }).from(contactQueries).where(sql`${contactQueries.status} = 'Unread'`);
    expect(unread?.n).toBe(1);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given', async () => {
    const other = await createTestApp({ ADMIN_EMAIL: 'Owner@Example.in', ADMIN_PASSWORD: 'a-long-password' });
    const lines: string[] = [];
    await bootstrap(other.app.db, { ...other.app.env, seedDemo: false }, (m) => lines.push(m));
    expect(lines).toEqual(['Admin account ready: owner@example.in']);
    const rows = await other.app.db.select({ email: users.email, role: users.role }).from(users);
    expect(rows).toEqual([{ email: 'owner@example.in', role: 'admin' }]);
    await other.close();
  });
});
