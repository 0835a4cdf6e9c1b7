import { ADMIN_TABLE_PAGE_SIZE } from '@ncr/shared/constants';
import type { Listing } from '@ncr/shared/schemas/property';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { SOLD_CSV_HEADER } from './sold-csv';

/** A small RFC 4180 reader, enough to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('sold properties', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let seller: TestUser;
  const soldIds: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin');
    seller = await createUser(ctx, 'seller', { fullName: 'Rohit Khanna' });
    for (let i = 0; i < ADMIN_TABLE_PAGE_SIZE + 3; i++) {
      const id = await createListing(ctx, i % 2 === 0 ? admin.id : seller.id, {
        status: 'Sold',
        data: { title: `Sold flat ${i}`, property: { title: `Sold flat ${i}` } },
      });
      await ctx.app.db
        .update(properties)
        .set({ soldDate: new Date(Date.UTC(2026, 0, 1 + i)), soldPrice: 50 + i })
        .where(eq(properties.id, id));
      soldIds.push(id);
    }
    await createListing(ctx, seller.id, { status: 'Active' });
    await createListing(ctx, seller.id, { status: 'Pending' });
  });
  afterAll(() => ctx.close());

  it('lists only Sold listings, latest sale first, paginated', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/sold?page=1', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const first: { properties: Listing[]; totalPages: number; total: number } = res.json();
    expect(first.total).toBe(ADMIN_TABLE_PAGE_SIZE + 3);
    expect(first.totalPages).toBe(2);
    expect(first.properties).toHaveLength(ADMIN_TABLE_PAGE_SIZE);
    expect(first.properties.every((p) => p.status === 'Sold')).toBe(true);
    expect(first.properties[0]?._id).toBe(soldIds.at(-1));
    expect(first.properties[0]?.soldDetails?.price).toBe(50 + ADMIN_TABLE_PAGE_SIZE + 2);
    const second = (await ctx.app.inject({ method: 'GET', url: '/api/admin/sold?page=2', headers: bearer(admin) })).json();
    expect(second.properties).toHaveLength(3);
  });

  it('exports every sold listing as an attached CSV with a header row, escaped and formula-safe', async () => {
    const id = soldIds[1] as string;
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, id));
    await ctx.app.db
      .update(properties)
      .set({
        buyerName: '=HYPERLINK("http://evil.example","click")',
        buyerContact: '+91 98220 00001',
        propertyData: {
          ...(row?.propertyData ?? {}),
          property: { ...((row?.propertyData.property as object) ?? {}), title: 'Flat, "corner" unit' },
        },
      })
      .where(eq(properties.id, id));

    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/sold/export.csv', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sold-properties-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual(SOLD_CSV_HEADER);
    expect(rows).toHaveLength(1 + ADMIN_TABLE_PAGE_SIZE + 3);
    const col = (name: string) => SOLD_CSV_HEADER.indexOf(name);
    const edited = rows.find((r) => r[col('Listing ID')] === id) as string[];
    expect(edited[col('Property')]).toBe('Flat, "corner" unit');
    expect(edited[col('Buyer')]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(edited[col('Buyer Contact')]).toBe("'+91 98220 00001");
    expect(edited[col('Sold Price (Lakh)')]).toBe('51');
    expect(edited[col('Sold Date')]).toBe('2026-01-02');
    // Owned by a seller: contact from the account; staff-posted: from the seller block (spec §6).
    expect(edited[col('Seller')]).toBe('Rohit Khanna');
    const staffRow = rows.find((r) => r[col('Listing ID')] === soldIds[0]) as string[];
    const [staffListing] = await ctx.app.db
      .select()
      .from(properties)
      .where(eq(properties.id, soldIds[0] as string));
    expect(staffRow[col('Seller')]).toBe(staffListing?.sellerName);
  });

  it('follows a sale made through PUT /api/property/{id}: listed, exported, and gone again when marked available', async () => {
    const id = await createListing(ctx, seller.id, {
      status: 'Active',
      data: { title: 'Sale flow flat', property: { title: 'Sale flow flat' } },
    });
    const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: `/api/property/${id}`, headers: bearer(admin), payload });
    expect((await put({ status: 'Sold', soldDetails: { date: new Date().toISOString(), price: 77.5 } })).statusCode).toBe(200);
    const sold = async () => {
      const ids: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/sold?page=${page}`, headers: bearer(admin) });
        ids.push(...res.json().properties.map((p: Listing) => p._id));
      }
      return ids;
    };
    expect(await sold()).toContain(id);
    expect(
      (await put({ buyerName: 'Anita Desai', buyerContact: '98765 43210', soldDetails: { price: 76, date: '2026-02-14T12:00:00Z' } }))
        .statusCode,
    ).toBe(200);
    const csv = (await ctx.app.inject({ method: 'GET', url: '/api/admin/sold/export.csv', headers: bearer(admin) })).body;
    const line = parseCsv(csv.slice(1)).find((r) => r.at(-1) === id);
    expect(line).toEqual(expect.arrayContaining(['Sale flow flat', '76', '2026-02-14', 'Anita Desai', '98765 43210']));
    expect((await put({ status: 'Active' })).statusCode).toBe(200);
    expect(await sold()).not.toContain(id);
  });

  it('is for staff only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/sold/export.csv', headers: bearer(seller) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/sold/export.csv' })).statusCode).toBe(401);
  });
});
