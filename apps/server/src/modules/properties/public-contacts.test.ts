import { contactKey, findContacts } from '@ncr/shared/contact-privacy';
import { PUBLIC_LISTING_TEXT } from '@ncr/shared/public-text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, users, wishlist } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

// docs/decisions/0097: every free-text field of a public listing (PUBLIC_LISTING_TEXT) is masked
// in every answer built from it, whatever spelling hides the number or the address.

/** Spellings the first mask let through: a zero-width space, other digits, pairs, brackets, a fullwidth at-sign. */
const TRICKY = ['98110\u200b00001', '९८११०००००२', '９８１１０００００３', '98 11 00 00 04', '+91 (981) 100-0005', 'owner.six＠example.com'];
const TRICKY_KEYS = new Set(TRICKY.map(contactKey));
// A uuid's digits can look like a number (contacts-scan.ts leaves them out too).
const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const tricky = (i: number) => TRICKY[i % TRICKY.length] as string;

/** The contacts of TRICKY that an answer still carries, in any spelling. */
const leaked = (body: string) => findContacts(body).filter((c) => TRICKY_KEYS.has(contactKey(c)));

describe('contacts typed into any public field', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  let id: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const seller = await createUser(ctx, 'seller', { fullName: `Ravi ${tricky(3)}` });
    buyer = await createUser(ctx, 'buyer');
    const listing = {
      isFeatured: true,
      data: {
        title: `Flat, call ${tricky(0)}`,
        seller: { city: 'Noida' as const, fullName: `Owner ${tricky(1)}` },
        property: {
          type: 'flat' as const,
          bhk: '3' as const,
          area: tricky(2),
          address: `Tower ${tricky(3)}, Sector 62`,
          locality: 'Sector 62',
          floorNumber: tricky(4),
          floor: tricky(5),
          age: tricky(0),
          title: `Sunny flat ${tricky(1)}`,
          description: `Ring ${tricky(2)} or mail ${tricky(5)}`,
          amenities: ['Gym', `Call ${tricky(4)}`],
        },
        pricing: { expectedPrice: 90, pricePerSqft: tricky(3), bookingAmount: tricky(4), vacantDate: tricky(1) },
        comments: `WhatsApp ${tricky(0)}`,
      },
    };
    id = await createListing(ctx, seller.id, listing);
    // A second listing like it, so 'Similar properties' shows the first.
    await createListing(ctx, seller.id, listing);
    await ctx.app.db.insert(wishlist).values({ userId: buyer.id, propertyId: id });
  });
  afterAll(() => ctx.close());

  it('masks every allow-listed field in the detail, search, featured, similar and wishlist answers', async () => {
    const get = (url: string, user?: TestUser) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });
    for (const [url, user] of [
      [`/api/property/${id}`],
      ['/api/property/search?location=Noida'],
      ['/api/property/featured'],
      [`/api/property/${id}/similar`],
      ['/api/property/facets?location=Noida'],
      ['/api/property/suggest?q=tower'],
      ['/api/wishlist', buyer],
    ] as [string, TestUser?][]) {
      const res = await get(url, user);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(leaked(res.body), url).toEqual([]);
    }
    const detail = (await get(`/api/property/${id}`)).json();
    expect(detail.userId.fullName).toBe('Ravi [phone hidden]');
    expect(detail.propertyData.seller.fullName).toBe('Owner [phone hidden]');
    expect(detail.propertyData.property.amenities).toEqual(['Gym', 'Call [phone hidden]']);
    expect(detail.propertyData.property.description).toBe('Ring [phone hidden] or mail [e-mail hidden]');
    for (const path of PUBLIC_LISTING_TEXT.filter((p) => p.startsWith('propertyData.') && !p.endsWith('[]'))) {
      const value = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], detail);
      expect(typeof value === 'string' ? findContacts(value) : [], path).toEqual([]);
    }
  });

  it('an enquiry reaches the seller with the contacts typed into it hidden', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/property/${id}/enquiries`,
      payload: {
        name: '98110 00009 Asha',
        email: 'asha@example.com',
        phone: '+91 98110 00009',
        message: `Call me on ${tricky(1)} or ${tricky(5)}`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const seller = await ctx.app.inject({ method: 'GET', url: '/api/seller/enquiries', headers: bearer(await sellerOf()) });
    expect(seller.statusCode, seller.body).toBe(200);
    const [enquiry] = seller.json().enquiries;
    expect(enquiry.message).toBe('Call me on [phone hidden] or [e-mail hidden]');
    expect(enquiry.name).toBe('[phone hidden]');
    expect(findContacts(seller.body.replace(UUIDS, ''))).toEqual([]);
  });

  const sellerOf = async (): Promise<TestUser> => {
    const [row] = await ctx.app.db.select({ ownerId: properties.ownerId }).from(properties).where(eq(properties.id, id));
    const [user] = await ctx.app.db
      .select()
      .from(users)
      .where(eq(users.id, row?.ownerId ?? ''));
    if (!user) throw new Error('no seller');
    const token = await ctx.app.tokens.sign({ id: user.id, role: user.role, tokenVersion: user.tokenVersion });
    return { id: user.id, role: user.role, token, email: user.email, mobile: user.mobile, fullName: user.fullName };
  };
});
