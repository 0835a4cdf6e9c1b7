import type { BuyerRecord, SellerRow, StatusCounts } from '@ncr/shared/schemas/admin';
import type { ContactQuery } from '@ncr/shared/schemas/contact';
import type { Listing } from '@ncr/shared/schemas/property';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerRequirements, contactQueries, properties } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

// Issue 24: the admin work queues. The Pending queue of listings (status filter with counts),
// search by title, locality and seller (name or mobile), bulk approve; and the searches of the
// Buyers, Sellers and Messages tables (docs/decisions/0054).

interface ListingPage {
  properties: Listing[];
  total: number;
  totalPages: number;
  counts: StatusCounts;
}

describe('admin work queues', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let subadmin: TestUser;
  let seller: TestUser;
  let buyer: TestUser;
  // Listings by role in the tests below.
  const pending: string[] = [];
  let active: string;
  let sold: string;
  let sellerPending: string;

  const get = async <T>(url: string, user: TestUser = subadmin): Promise<T> => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const listings = (query: string) => get<ListingPage>(`/api/property/admin${query}`);
  const ids = (page: { properties: Listing[] }) => page.properties.map((p) => p._id).sort();
  const approve = (body: unknown, user: TestUser | null = subadmin) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/property/admin/approve',
      payload: body as object,
      headers: user ? bearer(user) : {},
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin');
    subadmin = await createUser(ctx, 'subadmin');
    seller = await createUser(ctx, 'seller', { fullName: 'Tarini Oberoi', mobile: '+919345671299' });
    buyer = await createUser(ctx, 'buyer', { fullName: 'Ishaan Account', email: 'ishaan.acc@example.test', mobile: '+919345600011' });
    const base = Date.now() - 100 * 60_000;
    // Three staff-posted Pending listings with their own title, locality and seller block.
    const blocks = [
      { title: 'Quillon Residency', locality: 'Zircon Enclave', fullName: 'Bhavya Kapoor', mobileNumber: '+91 93456 71201' },
      { title: 'Marwah Heights', locality: 'Zircon Enclave', fullName: 'Devika Rawat', mobileNumber: '9345671202' },
      { title: 'Orchid Vista', locality: 'Wexford Vihar', fullName: 'Bhavya Kapoor', mobileNumber: '093456 71201' },
    ];
    for (const [i, block] of blocks.entries()) {
      pending.push(
        await createListing(ctx, admin.id, {
          status: 'Pending',
          createdAt: new Date(base + i * 60_000),
          data: {
            title: block.title,
            property: {
              type: 'flat',
              title: block.title,
              locality: block.locality,
              address: `Tower ${i + 1}, ${block.locality}, Gurugaon`,
            },
            seller: { fullName: block.fullName, mobileNumber: block.mobileNumber, city: 'Gurugaon' },
          },
        }),
      );
    }
    active = await createListing(ctx, admin.id, {
      createdAt: new Date(base + 10 * 60_000),
      data: { title: 'Zircon Court', property: { type: 'flat', title: 'Zircon Court', locality: 'Zircon Enclave' } },
    });
    sold = await createListing(ctx, admin.id, { status: 'Sold', createdAt: new Date(base + 11 * 60_000) });
    // A seller's own Pending listing: the seller block names someone else; the account is the seller.
    sellerPending = await createListing(ctx, seller.id, {
      status: 'Pending',
      createdAt: new Date(base + 12 * 60_000),
      data: { seller: { fullName: 'Typed Name', mobileNumber: '+91 90000 00000' } },
    });
    // A deleted Pending listing is in no queue.
    const gone = await createListing(ctx, admin.id, { status: 'Pending', data: { seller: { fullName: 'Bhavya Kapoor' } } });
    await ctx.app.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, gone));

    // Buyers' requirements (leads) and contact messages to search.
    await ctx.app.db.insert(buyerRequirements).values([
      {
        userId: buyer.id,
        name: 'Ishaan Verma',
        email: 'ishaan.v@example.test',
        phone: '+91 93456 33301',
        location: 'Noida',
        requirements: {},
      },
      { userId: buyer.id, name: 'Lead Without Contacts', location: 'Delhi', requirements: {} },
    ]);
    await ctx.app.db.insert(contactQueries).values([
      { name: 'Farah Siddiqui', email: 'farah@example.test', phone: '+91 93456 44401', message: 'Is the Quillon flat still available?' },
      { name: 'Gurmeet Bains', phone: '9345644402', message: 'Please call about 50% discount offers' },
    ]);
  });
  afterAll(() => ctx.close());

  describe('listings: the Pending queue', () => {
    it('filters by status and counts each status under the other filters', async () => {
      const all = await listings('?page=1');
      expect(all.counts).toEqual({ all: 6, Pending: 4, Active: 1, Sold: 1, Rejected: 0 });
      expect(all.total).toBe(6);
      const queue = await listings('?status=Pending');
      expect(ids(queue)).toEqual([...pending, sellerPending].sort());
      expect(queue.properties.every((p) => p.status === 'Pending')).toBe(true);
      expect(queue.total).toBe(4);
      // The counts do not depend on the status chosen, so every tab shows its number.
      expect(queue.counts).toEqual(all.counts);
      expect(ids(await listings('?status=Sold'))).toEqual([sold]);
      expect(ids(await listings('?status=Active'))).toEqual([active]);
      expect((await listings('?status=all')).total).toBe(6);
      // Under a search, the counts are the search's.
      expect((await listings('?q=zircon')).counts).toEqual({ all: 3, Pending: 2, Active: 1, Sold: 0, Rejected: 0 });
      expect((await listings('?q=zircon&status=Pending')).total).toBe(2);
    });

    it('searches by title and by locality across all listings', async () => {
      expect(ids(await listings('?q=Quillon%20Residency'))).toEqual([pending[0]]);
      expect(ids(await listings('?q=marwah'))).toEqual([pending[1]]);
      expect(ids(await listings('?q=zircon%20enclave&status=Pending'))).toEqual([pending[0], pending[1]].sort());
      expect(ids(await listings('?q=Wexford%20Vihar'))).toEqual([pending[2]]);
    });

    it('searches by seller name and by seller mobile, from the seller block or the account', async () => {
      expect(ids(await listings('?q=bhavya%20kapoor'))).toEqual([pending[0], pending[2]].sort());
      expect(ids(await listings('?q=Tarini'))).toEqual([sellerPending]);
      // One number written four ways finds both listings that carry it, however it was typed.
      for (const typed of ['+91 93456 71201', '9345671201', '+919345671201', '093456-71201']) {
        expect(ids(await listings(`?q=${encodeURIComponent(typed)}`)), typed).toEqual([pending[0], pending[2]].sort());
      }
      // Part of a number.
      expect(ids(await listings('?q=71202'))).toEqual([pending[1]]);
      // The owner's account mobile (a seller's own listing).
      expect(ids(await listings(`?q=${encodeURIComponent('+91 93456 71299')}`))).toEqual([sellerPending]);
      expect((await listings('?q=93456%2099999')).total).toBe(0);
    });

    it('refuses bad filters and search text with a clear 400', async () => {
      for (const [query, message] of [
        ['?status=Waiting', 'status: Choose all, Pending, Active, Sold or Rejected'],
        ['?status=pending', 'status: Choose all, Pending, Active, Sold or Rejected'],
        ['?featured=maybe', 'featured: Choose all, featured or not-featured'],
        ['?page=0', 'page: Enter a whole page number from 1'],
        ['?page=two', 'page: Enter a whole page number from 1'],
        [`?q=${'a'.repeat(101)}`, 'q: Search text must be at most 100 characters'],
        ['?q=%00', 'NUL byte'],
      ] as const) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/property/admin${query}`, headers: bearer(admin) });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error, query).toContain(message);
      }
    });

    it('approves the selected listings in bulk; they leave the queue and the rest are reported', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      const res = await approve({ ids: [pending[0], active, pending[1], missing] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        approved: [pending[0], pending[1]],
        skipped: [
          { _id: active, reason: 'already Active' },
          { _id: missing, reason: 'not found' },
        ],
      });
      const rows = await ctx.app.db
        .select({ id: properties.id, status: properties.status })
        .from(properties)
        .where(inArray(properties.id, [pending[0] as string, pending[1] as string]));
      expect(rows.map((r) => r.status)).toEqual(['Active', 'Active']);
      const queue = await listings('?status=Pending');
      expect(ids(queue)).toEqual([pending[2], sellerPending].sort());
      expect(queue.counts).toMatchObject({ Pending: 2, Active: 3 });
      // Approving again changes nothing and says why.
      const again = await approve({ ids: [pending[0]] }, admin);
      expect(again.json()).toEqual({ success: true, approved: [], skipped: [{ _id: pending[0], reason: 'already Active' }] });
      const soldAgain = await approve({ ids: [sold] }, admin);
      expect(soldAgain.json().skipped).toEqual([{ _id: sold, reason: 'already Sold' }]);
    });

    it('lets only staff approve in bulk, and refuses a bad selection with a clear 400', async () => {
      expect((await approve({ ids: [sellerPending] }, null)).statusCode).toBe(401);
      expect((await approve({ ids: [sellerPending] }, seller)).statusCode).toBe(403);
      expect((await approve({ ids: [sellerPending] }, buyer)).statusCode).toBe(403);
      const [row] = await ctx.app.db.select({ status: properties.status }).from(properties).where(eq(properties.id, sellerPending));
      expect(row?.status).toBe('Pending');
      const tooMany = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
      for (const [body, message] of [
        [{ ids: [] }, 'ids: Select at least one listing'],
        [{ ids: ['nope'] }, 'Invalid id'],
        [{ ids: [sellerPending, sellerPending] }, 'Each listing may be named once'],
        [{ ids: tooMany }, 'Approve at most 100 listings at a time'],
        [{ ids: sellerPending }, 'ids: Send the selected listings as a list of ids'],
        [{}, 'ids: Send the selected listings as a list of ids'],
      ] as const) {
        const res = await approve(body, admin);
        expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(res.json().error).toContain(message);
      }
    });
  });

  describe('buyers, sellers and messages: search', () => {
    const buyers = async (q: string) =>
      (await get<{ buyers: BuyerRecord[]; total: number }>(`/api/buyer/all?q=${encodeURIComponent(q)}`)).buyers;
    const sellers = async (q: string) =>
      (await get<{ sellers: SellerRow[]; total: number }>(`/api/seller/all?q=${encodeURIComponent(q)}`)).sellers;
    const queries = async (q: string) =>
      (await get<{ queries: ContactQuery[]; total: number }>(`/api/contact/all?q=${encodeURIComponent(q)}`)).queries;

    it('finds buyers by name, e-mail or phone, of the lead or of the account', async () => {
      expect((await buyers('ishaan verma')).map((b) => b.name)).toEqual(['Ishaan Verma']);
      expect((await buyers('ISHAAN.V@EXAMPLE')).map((b) => b.name)).toEqual(['Ishaan Verma']);
      for (const typed of ['+91 93456 33301', '9345633301', '33301'])
        expect(
          (await buyers(typed)).map((b) => b.name),
          typed,
        ).toEqual(['Ishaan Verma']);
      // The account's name, e-mail and mobile find every lead of that buyer.
      expect((await buyers('Ishaan Account')).length).toBe(2);
      expect((await buyers('ishaan.acc@')).length).toBe(2);
      expect((await buyers('93456 00011')).length).toBe(2);
      expect(await buyers('Nobody Such')).toEqual([]);
      const page = await get<{ total: number; totalPages: number }>('/api/buyer/all?q=nobody%20such');
      expect(page).toMatchObject({ total: 0, totalPages: 1 });
    });

    it('finds sellers by name, e-mail or phone, accounts and sellers of staff listings', async () => {
      expect((await sellers('tarini')).map((s) => s._id)).toEqual([seller.id]);
      expect((await sellers('+91 93456 71299')).map((s) => s._id)).toEqual([seller.id]);
      // The staff-listing row of one mobile written in two ways.
      const bhavya = await sellers('9345671201');
      expect(bhavya.map((s) => [s.kind, s.name, s.totalListings])).toEqual([['staff-listing', 'Bhavya Kapoor', 2]]);
      expect((await sellers('devika')).map((s) => s.name)).toEqual(['Devika Rawat']);
      expect(await sellers('no seller like this')).toEqual([]);
    });

    it('finds messages by sender, e-mail, phone or message text', async () => {
      expect((await queries('farah')).map((q) => q.name)).toEqual(['Farah Siddiqui']);
      expect((await queries('farah@example')).map((q) => q.name)).toEqual(['Farah Siddiqui']);
      expect((await queries('+91 93456 44402')).map((q) => q.name)).toEqual(['Gurmeet Bains']);
      expect((await queries('quillon FLAT')).map((q) => q.name)).toEqual(['Farah Siddiqui']);
      // "%" is text, not a wildcard.
      expect((await queries('50%')).map((q) => q.name)).toEqual(['Gurmeet Bains']);
      expect(await queries('%%')).toEqual([]);
      expect(await queries('no such message')).toEqual([]);
    });

    it('keeps these lists for staff and refuses bad search text with a clear 400', async () => {
      for (const url of ['/api/buyer/all?q=a', '/api/seller/all?q=a', '/api/contact/all?q=a']) {
        expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
        expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(seller) })).statusCode, url).toBe(403);
        expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(buyer) })).statusCode, url).toBe(403);
        const long = await ctx.app.inject({ method: 'GET', url: `${url}${'b'.repeat(100)}`, headers: bearer(admin) });
        expect(long.statusCode, url).toBe(400);
        expect(long.json().error).toBe('q: Search text must be at most 100 characters');
        const page = await ctx.app.inject({ method: 'GET', url: `${url}&page=-1`, headers: bearer(admin) });
        expect(page.statusCode, url).toBe(400);
        expect(page.json().error).toBe('page: Enter a whole page number from 1');
      }
    });
  });
});
