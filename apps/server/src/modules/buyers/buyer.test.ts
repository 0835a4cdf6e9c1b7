import { TEXTS } from '@ncr/shared/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerRequirements, searchHistory } from '~/db/schema';
import { createListing, type ListingOverrides } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

const validForm = {
  name: 'Meera Kapoor',
  email: 'Meera@Example.test',
  propertyType: ['Flat / Apartment'],
  purpose: 'buy',
  location: 'Faridabad',
  budget: { min: 50, max: 100 },
  bhk: '3',
  area: '1200 sq ft',
  floor: 'Any',
  possession: 'ready',
  financing: { homeLoan: 'no', preApproved: 'yes' },
  preferences: { parking: 'yes', gated: 'no', amenities: ['Gym'], facing: 'east' },
  comments: 'Near a metro station please',
  date: '2026-01-05T10:00:00.000Z',
  consent: true,
};

describe('buyer requirements, matches and search history', () => {
  let ctx: TestContext;
  let seller: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, 'seller');
  });
  afterAll(() => ctx.close());

  const submit = (user: TestUser, body: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/buyer/submit', headers: bearer(user), payload: body as object });
  const submitOk = async (user: TestUser, body: unknown) => {
    const res = await submit(user, body);
    expect(res.statusCode, res.body).toBe(201);
  };
  const matches = async (user: TestUser, page = 1) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/buyer/matches?page=${page}`, headers: bearer(user) });
    expect(res.statusCode).toBe(200);
    return res.json() as { properties: { _id: string; status: string }[]; totalPages: number; total: number };
  };
  const listing = (overrides: ListingOverrides['data'], extra: Omit<ListingOverrides, 'data'> = {}) =>
    createListing(ctx, seller.id, { ...extra, data: overrides });
  const home = (city: string, type: string, bhk: string, price: number, locality?: string): ListingOverrides['data'] => ({
    seller: { city: city as never },
    property: { type: type as never, bhk: bhk as never, ...(locality ? { locality, address: `12, ${locality}, ${city}` } : {}) },
    pricing: { expectedPrice: price },
  });

  describe('POST /api/buyer/submit', () => {
    it('stores the whole form with the caller as owner and answers {details: {_id}}', async () => {
      const buyer = await createUser(ctx, 'buyer', { fullName: 'Meera' });
      const res = await submit(buyer, validForm);
      expect(res.statusCode).toBe(201);
      const id = res.json().details._id as string;
      const [row] = await ctx.app.db.select().from(buyerRequirements).where(eq(buyerRequirements.id, id));
      expect(row).toMatchObject({
        userId: buyer.id,
        name: 'Meera Kapoor',
        email: 'meera@example.test',
        phone: buyer.mobile,
        location: 'Faridabad',
        propertyTypes: ['Flat / Apartment'],
        budgetMin: 50,
        budgetMax: 100,
        bhk: '3',
        leadStatus: 'New',
      });
      expect(row?.requirements).toMatchObject({
        purpose: 'buy',
        area: '1200 sq ft',
        floor: 'Any',
        possession: 'ready',
        // No loan: pre-approval is stored as 'n/a' whatever was sent.
        financing: { homeLoan: 'no', preApproved: 'n/a' },
        preferences: { parking: 'yes', gated: 'no', amenities: ['Gym'], facing: 'east' },
        comments: 'Near a metro station please',
        additionalNotes: 'Near a metro station please',
        budget: { min: 50, max: 100 },
        clientDate: '2026-01-05T10:00:00.000Z',
      });
    });

    it('fills the spec defaults for fields left out', async () => {
      const buyer = await createUser(ctx, 'buyer');
      const res = await submit(buyer, { name: 'Ravi', location: 'Noida', consent: true });
      expect(res.statusCode).toBe(201);
      const [row] = await ctx.app.db.select().from(buyerRequirements).where(eq(buyerRequirements.id, res.json().details._id));
      expect(row).toMatchObject({ budgetMin: 50, budgetMax: 100, bhk: null, email: null, propertyTypes: [] });
      expect(row?.requirements).toMatchObject({
        purpose: 'buy',
        possession: 'ready',
        financing: { homeLoan: 'no', preApproved: 'n/a' },
        preferences: { parking: 'no', gated: 'no', amenities: [], facing: '' },
      });
    });

    it.each([
      ['consent missing', { consent: false }, `consent: ${TEXTS.buyerConsentBody}`],
      ['name empty', { name: '  ' }, 'name: Name is required'],
      ['location empty', { location: '' }, 'location: Location is required'],
      ['max below min', { budget: { min: 150, max: 100 } }, 'budget.max: Maximum budget must be at least the minimum'],
      ['min not an option', { budget: { min: 55, max: 100 } }, 'budget.min: Choose a minimum budget from the list'],
      ['loan without pre-approval answer', { financing: { homeLoan: 'yes', preApproved: 'n/a' } }, 'financing.preApproved:'],
      ['unknown property type', { propertyType: ['Castle'] }, 'propertyType.0:'],
      ['unknown purpose', { purpose: 'lease' }, 'purpose:'],
      ['bad e-mail', { email: 'not-an-email' }, 'email:'],
      ['unknown amenity', { preferences: { ...validForm.preferences, amenities: ['Helipad'] } }, 'preferences.amenities.0:'],
    ])('refuses a form with %s', async (_name, patch, message) => {
      const buyer = await createUser(ctx, 'buyer');
      const res = await submit(buyer, { ...validForm, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
      const rows = await ctx.app.db.select().from(buyerRequirements).where(eq(buyerRequirements.userId, buyer.id));
      expect(rows).toHaveLength(0);
    });

    it('keeps pre-approval when there is a loan', async () => {
      const buyer = await createUser(ctx, 'buyer');
      const res = await submit(buyer, { ...validForm, financing: { homeLoan: 'yes', preApproved: 'yes' } });
      expect(res.statusCode).toBe(201);
      const [row] = await ctx.app.db.select().from(buyerRequirements).where(eq(buyerRequirements.id, res.json().details._id));
      expect(row?.requirements).toMatchObject({ financing: { homeLoan: 'yes', preApproved: 'yes' } });
    });
  });

  describe('GET /api/buyer/requirements', () => {
    it('answers null before any submission, then the latest one', async () => {
      const buyer = await createUser(ctx, 'buyer');
      const get = () => ctx.app.inject({ method: 'GET', url: '/api/buyer/requirements', headers: bearer(buyer) });
      expect((await get()).json()).toEqual({ requirement: null });
      await submitOk(buyer, { ...validForm, location: 'Delhi' });
      await submitOk(buyer, { ...validForm, location: 'Gurugaon', bhk: '2' });
      const body = (await get()).json();
      expect(body.requirement.requirements).toMatchObject({ location: 'Gurugaon', bhk: '2', name: 'Meera Kapoor' });
      expect(Date.parse(body.requirement.createdAt)).not.toBeNaN();
    });

    it('fills the form fields from the stored columns when the JSON copy is partial (seeded rows)', async () => {
      const buyer = await createUser(ctx, 'buyer');
      await ctx.app.db.insert(buyerRequirements).values({
        userId: buyer.id,
        name: 'Seeded Buyer',
        email: null,
        phone: buyer.mobile,
        location: 'Gurugaon',
        propertyTypes: ['House / Villa'],
        budgetMin: 100,
        budgetMax: 300,
        bhk: '4',
        requirements: { purpose: 'investment', comments: '' },
      });
      const res = await ctx.app.inject({ method: 'GET', url: '/api/buyer/requirements', headers: bearer(buyer) });
      expect(res.json().requirement.requirements).toEqual({
        purpose: 'investment',
        comments: '',
        name: 'Seeded Buyer',
        email: '',
        location: 'Gurugaon',
        propertyType: ['House / Villa'],
        budget: { min: 100, max: 300 },
        bhk: '4',
      });
    });

    it("never shows another buyer's requirements", async () => {
      const other = await createUser(ctx, 'buyer');
      const res = await ctx.app.inject({ method: 'GET', url: '/api/buyer/requirements', headers: bearer(other) });
      expect(res.json()).toEqual({ requirement: null });
    });
  });

  describe('GET /api/buyer/matches', () => {
    it('is empty without requirements', async () => {
      const buyer = await createUser(ctx, 'buyer');
      expect(await matches(buyer)).toEqual({ properties: [], totalPages: 0, total: 0, because: {} });
    });

    it('returns the active listings inside location, type, budget and BHK, newest first', async () => {
      const day = (n: number) => new Date(Date.UTC(2026, 1, n));
      const inside = await listing(home('Faridabad', 'flat', '3', 75), { createdAt: day(2) });
      const atMin = await listing(home('Faridabad', 'flat', '3', 50), { createdAt: day(3) });
      const atMax = await listing(home('Faridabad', 'flat', '3', 100), { createdAt: day(1) });
      const outside = [
        await listing(home('Faridabad', 'flat', '3', 49)), // below the budget
        await listing(home('Faridabad', 'flat', '3', 101)), // above the budget
        await listing(home('Ghaziabad', 'flat', '3', 75)), // other city
        await listing(home('Faridabad', 'house', '3', 75)), // other type
        await listing(home('Faridabad', 'flat', '2', 75)), // other BHK
        await listing(home('Faridabad', 'flat', '3', 75), { status: 'Pending' }),
        await listing(home('Faridabad', 'flat', '3', 75), { status: 'Sold' }),
      ];
      const buyer = await createUser(ctx, 'buyer');
      await submitOk(buyer, validForm);
      const body = await matches(buyer);
      expect(body.properties.map((p) => p._id)).toEqual([atMin, inside, atMax]);
      expect(body.properties.every((p) => p.status === 'Active')).toBe(true);
      expect(body).toMatchObject({ total: 3, totalPages: 1 });
      for (const id of outside) expect(body.properties.map((p) => p._id)).not.toContain(id);
    });

    it('matches a city name exactly and case-insensitively, so Noida does not include Greater Noida', async () => {
      const noida = await listing(home('Noida', 'commercial', '1', 333));
      const greater = await listing(home('Greater Noida', 'commercial', '1', 333));
      const buyer = await createUser(ctx, 'buyer');
      const res = await submit(buyer, {
        ...validForm,
        location: 'noida',
        propertyType: ['Commercial Property'],
        bhk: '',
        budget: { min: 200, max: 500 },
      });
      expect(res.statusCode).toBe(201);
      const ids = (await matches(buyer)).properties.map((p) => p._id);
      expect(ids).toContain(noida);
      expect(ids).not.toContain(greater);
    });

    it('matches other text against locality and address, and treats the top budget as open-ended', async () => {
      const near = await listing(home('Delhi', 'house', '4', 2400, 'Zeta Enclave Block C'));
      const far = await listing(home('Delhi', 'house', '4', 2400, 'Omega Gardens'));
      const buyer = await createUser(ctx, 'buyer');
      await submitOk(buyer, {
        ...validForm,
        location: 'zeta enclave',
        propertyType: ['House / Villa', 'Flat / Apartment'],
        bhk: '4',
        budget: { min: 200, max: 500 },
      });
      const ids = (await matches(buyer)).properties.map((p) => p._id);
      expect(ids).toEqual([near]);
      expect(ids).not.toContain(far);
    });

    it("reads '5+' as five or more bedrooms and keeps plots when the buyer wants plots", async () => {
      const big = await listing(home('Delhi', 'house', '5+', 90, 'Kappa Vihar'));
      const four = await listing(home('Delhi', 'house', '4', 90, 'Kappa Vihar'));
      const plot = await listing(home('Delhi', 'plot', 'N/A', 90, 'Kappa Vihar'));
      const buyer = await createUser(ctx, 'buyer');
      await submitOk(buyer, { ...validForm, location: 'Kappa Vihar', propertyType: ['House / Villa'], bhk: '5+' });
      expect((await matches(buyer)).properties.map((p) => p._id)).toEqual([big]);

      await submitOk(buyer, { ...validForm, location: 'Kappa Vihar', propertyType: ['House / Villa', 'Plot / Land'], bhk: '5+' });
      const ids = (await matches(buyer)).properties.map((p) => p._id);
      expect(ids.sort()).toEqual([big, plot].sort());
      expect(ids).not.toContain(four);

      // No type chosen: every type is welcome.
      await submitOk(buyer, { ...validForm, location: 'Kappa Vihar', propertyType: [], bhk: '' });
      expect((await matches(buyer)).total).toBe(3);
    });

    it('pages the matches six at a time', async () => {
      const created: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        created.push(await listing(home('Delhi', 'flat', '2', 60, 'Sigma Residency'), { createdAt: new Date(Date.UTC(2026, 2, 1 + i)) }));
      }
      const buyer = await createUser(ctx, 'buyer');
      await submitOk(buyer, { ...validForm, location: 'Sigma Residency', bhk: '2' });
      const first = await matches(buyer, 1);
      const second = await matches(buyer, 2);
      expect(first).toMatchObject({ total: 8, totalPages: 2 });
      expect(first.properties).toHaveLength(6);
      expect([...first.properties, ...second.properties].map((p) => p._id)).toEqual([...created].reverse());
    });

    it('uses only the latest requirements', async () => {
      const buyer = await createUser(ctx, 'buyer');
      const old = await listing(home('Delhi', 'flat', '1', 30, 'Lambda Towers'));
      await submitOk(buyer, { ...validForm, location: 'Lambda Towers', bhk: '1', budget: { min: 20, max: 50 } });
      expect((await matches(buyer)).properties.map((p) => p._id)).toEqual([old]);
      await submitOk(buyer, { ...validForm, location: 'Lambda Towers', bhk: '1', budget: { min: 60, max: 90 } });
      expect((await matches(buyer)).properties).toEqual([]);
    });
  });

  describe('GET /api/buyer/search-history', () => {
    const record = (userId: string, query: Record<string, string>, minutesAgo: number) =>
      ctx.app.db.insert(searchHistory).values({ userId, query, createdAt: new Date(Date.now() - minutesAgo * 60_000) });

    it("lists the caller's searches newest first, once per set of filters, without paging", async () => {
      const buyer = await createUser(ctx, 'buyer');
      const other = await createUser(ctx, 'buyer');
      await record(buyer.id, { location: 'Noida' }, 30);
      await record(buyer.id, { location: 'Delhi', propertyType: 'flat', budget: '50-100' }, 20);
      await record(buyer.id, { location: 'Noida', page: '2' }, 10);
      await record(buyer.id, { title: 'metro', bhk: '3' }, 5);
      await record(other.id, { location: 'Faridabad' }, 1);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/buyer/search-history', headers: bearer(buyer) });
      expect(res.statusCode).toBe(200);
      expect(res.json().history.map((h: { query: object }) => h.query)).toEqual([
        { bhk: '3', title: 'metro' },
        { location: 'Noida' },
        { budget: '50-100', location: 'Delhi', propertyType: 'flat' },
      ]);
    });

    it('keeps at most the 20 most recent', async () => {
      const buyer = await createUser(ctx, 'buyer');
      for (let i = 0; i < 25; i += 1) await record(buyer.id, { title: `search ${i}` }, 100 - i);
      const history = (await ctx.app.inject({ method: 'GET', url: '/api/buyer/search-history', headers: bearer(buyer) })).json().history;
      expect(history).toHaveLength(20);
      expect(history[0].query).toEqual({ title: 'search 24' });
      expect(history[19].query).toEqual({ title: 'search 5' });
    });

    it('lists a search the buyer ran through GET /api/property/search (recorded by the search module)', async () => {
      const buyer = await createUser(ctx, 'buyer');
      const search = await ctx.app.inject({
        method: 'GET',
        url: '/api/property/search?location=Ghaziabad&propertyType=flat&page=1',
        headers: bearer(buyer),
      });
      expect(search.statusCode).toBe(200);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/buyer/search-history', headers: bearer(buyer) });
      expect(res.json().history.map((h: { query: object }) => h.query)).toEqual([{ location: 'Ghaziabad', propertyType: 'flat' }]);
    });

    it('is empty for a buyer who never searched', async () => {
      const buyer = await createUser(ctx, 'buyer');
      const res = await ctx.app.inject({ method: 'GET', url: '/api/buyer/search-history', headers: bearer(buyer) });
      expect(res.json()).toEqual({ history: [] });
    });
  });
});
