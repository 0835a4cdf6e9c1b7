import { NAME_CONTROL_MESSAGE } from '@ncr/shared/schemas/text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactQueries, users } from '~/db/schema';
import { createListing, samplePropertyData } from './fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from './helpers';

// docs/decisions/0098: every name field refuses control characters (CR, LF, TAB, other C0/C1)
// with a 400 naming the field, and stores nothing.
describe('names with control characters', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let buyer: TestUser;
  let seller: TestUser;
  let listingId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin');
    buyer = await createUser(ctx, 'buyer');
    seller = await createUser(ctx, 'seller');
    listingId = await createListing(ctx, seller.id);
  });
  afterAll(() => ctx.close());

  const names = ['Asha\r\nBcc: victim@example.test', 'Asha\nVerma', 'Asha\tVerma', 'Asha\u0085Verma', 'Asha Verma\r'];

  it.each(names.map((name) => [JSON.stringify(name), name]))('are refused everywhere: %s', async (_label, name) => {
    const calls = [
      { method: 'PUT', url: '/api/auth/profile', headers: bearer(buyer), payload: { fullName: name }, field: 'fullName' },
      {
        method: 'POST',
        url: '/api/admin/subadmin',
        headers: bearer(admin),
        payload: { fullName: name, email: `new${Math.random()}@example.test`, password: 'long-password-1' },
        field: 'fullName',
      },
      {
        method: 'POST',
        url: '/api/contact',
        headers: {},
        payload: { name, email: 'a@example.test', phone: '9876543210', message: 'Hello' },
        field: 'name',
      },
      {
        method: 'POST',
        url: `/api/property/${listingId}/enquiries`,
        headers: {},
        payload: { name, phone: '9876543210', message: 'Hello' },
        field: 'name',
      },
      {
        method: 'POST',
        url: '/api/buyer/submit',
        headers: bearer(buyer),
        payload: { name, location: 'Noida' },
        field: 'name',
      },
      {
        method: 'PUT',
        url: `/api/property/${listingId}`,
        headers: bearer(seller),
        payload: { propertyData: { seller: { ...samplePropertyData().seller, fullName: name } } },
        field: 'seller.fullName',
      },
    ] as const;
    for (const call of calls) {
      const res = await ctx.app.inject({ method: call.method, url: call.url, headers: call.headers, payload: call.payload });
      expect({ url: call.url, status: res.statusCode, error: res.json().error }).toEqual({
        url: call.url,
        status: 400,
        error: `${call.field}: ${NAME_CONTROL_MESSAGE}`,
      });
    }
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row?.fullName).toBe(buyer.fullName);
    expect(await ctx.app.db.select().from(contactQueries)).toEqual([]);
  });
});
