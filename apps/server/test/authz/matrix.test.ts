import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, wishlist } from '~/db/schema';
import { createListing } from '../fixtures';
import { createTestApp, createUser, type TestContext } from '../helpers';
import { leaksToAnyone, leaksToMember } from './contacts-scan';
import { actingRows } from './rows/acting';
import { adminRows } from './rows/admin';
import { alertsRows } from './rows/alerts';
import { authRows } from './rows/auth';
import { buyersRows } from './rows/buyers';
import { contactRows } from './rows/contact';
import { foundationRows } from './rows/foundation';
import { insightsRows } from './rows/insights';
import { postingRows } from './rows/posting';
import { propertiesRows } from './rows/properties';
import { wishlistRows } from './rows/wishlist';
import { ACTORS, type Actor, type MatrixFixtures, type MatrixRow } from './types';

// Every /api route, called by every kind of actor, with the status each must get.
const ROWS: MatrixRow[] = [
  ...foundationRows,
  ...authRows,
  ...propertiesRows,
  ...wishlistRows,
  ...postingRows,
  ...buyersRows,
  ...contactRows,
  ...adminRows,
  ...actingRows,
  ...insightsRows,
  ...alertsRows,
];

// Staff see people's details by design; every other answer is scanned for them (contacts-scan.ts).
// A pin's exact point is its owner's and staff's; every other answer is scanned for its digits.
const EXACT_PIN = { lat: 28.612_345, lng: 77.365_432 };
const seesExactPin = (actor: Actor) => actor === 'seller' || seesPeople(actor);
const seesPeople = (actor: Actor) => actor === 'admin' || actor === 'subadmin';

describe('authorization matrix', () => {
  let ctx: TestContext;
  let fixtures: MatrixFixtures;

  beforeAll(async () => {
    // Generous limits so the matrix measures roles, not rate limits.
    ctx = await createTestApp();
    fixtures = {
      ctx,
      users: {
        buyer: await createUser(ctx, 'buyer'),
        seller: await createUser(ctx, 'seller'),
        otherSeller: await createUser(ctx, 'seller'),
        subadmin: await createUser(ctx, 'subadmin'),
        admin: await createUser(ctx, 'admin'),
      },
    };
    // Public listings whose stored data holds people's contacts: the owner's mobile in the seller
    // block (every listing), a buyer's name and phone on a sale, contacts typed into free text.
    const { seller } = fixtures.users;
    const sold = await createListing(ctx, seller.id, {
      status: 'Sold',
      data: { seller: { city: 'Noida', mobileNumber: '+91 98765 40001' } },
    });
    await ctx.app.db.update(properties).set({ buyerName: 'Kiran Buyer', buyerContact: '+91 98765 40002' }).where(eq(properties.id, sold));
    const typedContacts = await createListing(ctx, seller.id, {
      isFeatured: true,
      data: {
        title: 'Flat, call 98765 40003',
        seller: { city: 'Noida', mobileNumber: '9876540004' },
        property: { type: 'flat', bhk: '2', description: 'Owner: +91-98765-40005, owner.direct@example.com. Landline 0120 4567 890.' },
        pricing: { expectedPrice: 75 },
        comments: 'WhatsApp 98765.40006',
      },
    });
    // And a listing with the spellings that hide a contact from a simple mask (docs/decisions/0097)
    // in every free-text field of the public shape, by an owner whose name holds one too.
    const tricky = [
      '98765\u200b40007',
      '९८७६५४०००८',
      '９８７６５４０００９',
      '98 76 54 00 10',
      '+91 (987) 654-0011',
      'owner.tricky＠example.com',
    ];
    const spelt = (i: number) => tricky[i % tricky.length] as string;
    const trickyOwner = await createUser(ctx, 'seller', { fullName: `Ravi ${spelt(3)}` });
    const trickyListing = await createListing(ctx, trickyOwner.id, {
      isFeatured: true,
      data: {
        title: `Flat ${spelt(0)}`,
        seller: { city: 'Noida', fullName: `Owner ${spelt(3)}`, mobileNumber: '9876540012' },
        property: {
          type: 'flat',
          bhk: '2',
          area: spelt(1),
          address: `Tower ${spelt(2)}, Sector 62`,
          floorNumber: spelt(3),
          floor: spelt(4),
          age: spelt(5),
          title: `Sunny ${spelt(0)}`,
          description: `Ring ${spelt(1)}`,
          amenities: ['Gym', `Call ${spelt(2)}`],
        },
        pricing: { expectedPrice: 70, pricePerSqft: spelt(3), bookingAmount: spelt(4), vacantDate: spelt(5) },
        comments: `Mail ${spelt(5)}`,
      },
    });
    // A public listing of the seller's with a pin placed to the door: only its owner and staff
    // are given that point; everyone else gets it rounded (issue 64).
    await createListing(ctx, seller.id, {
      data: { seller: { city: 'Noida' }, property: { type: 'flat', bhk: '3', locality: 'Sector 62', pin: EXACT_PIN } },
    });
    // Members' own lists hold them too: wishlists (and, once the buyer submits requirements in
    // Noida, the buyer's matches).
    for (const member of [fixtures.users.buyer, fixtures.users.otherSeller]) {
      await ctx.app.db.insert(wishlist).values({ userId: member.id, propertyId: typedContacts });
      await ctx.app.db.insert(wishlist).values({ userId: member.id, propertyId: trickyListing });
    }
  });
  afterAll(() => ctx.close());

  for (const row of ROWS) {
    it(`${row.method} ${row.name}`, async () => {
      const got: Record<string, number> = {};
      const leaks: Record<string, string[]> = {};
      for (const actor of ACTORS) {
        const request = await row.request(fixtures, actor);
        const user = actor === 'anonymous' ? null : fixtures.users[actor];
        const res = await ctx.app.inject({
          method: row.method,
          url: request.url,
          headers: { ...(user ? { authorization: `Bearer ${user.token}` } : {}), ...request.headers },
          ...(request.payload ? { payload: request.payload } : request.body !== undefined ? { payload: request.body as object } : {}),
        });
        got[actor] = res.statusCode;
        if (!seesExactPin(actor)) {
          const shown = [EXACT_PIN.lat, EXACT_PIN.lng].filter((degrees) => res.body.includes(String(degrees)));
          if (shown.length > 0) leaks[actor] = shown.map((degrees) => `the exact pin ${degrees}`);
        }
        if (!seesPeople(actor) && !row.answersCaller) {
          leaks[actor] = [
            ...(leaks[actor] ?? []),
            ...(user ? await leaksToMember(ctx.app.db, user.id, res.body) : leaksToAnyone(res.body)),
          ];
        }
      }
      expect(got).toEqual(row.expect);
      // The public shape: no answer to anyone but staff carries another person's phone or e-mail,
      // nor to anyone but the owner and staff a pin's exact point.
      expect(leaks).toEqual(Object.fromEntries(Object.keys(leaks).map((actor) => [actor, []])));
    });
  }
});
