import { addDays, indiaDay } from '@ncr/shared/schemas/visit';
import { createListing } from '../../fixtures';
import { createUser, type TestUser } from '../../helpers';
import { ACTORS, type Actor, expectFor, type MatrixFixtures, type MatrixRow } from '../types';

// Rows for acting on a listing (issue 12): enquiries, site visits, similar listings, verification.
const visitBody = () => ({ date: addDays(indiaDay(Date.now()), 2), slot: 'afternoon', phone: '+91 98765 43210' });

/** A fresh public listing of the matrix seller. */
const listing = (f: MatrixFixtures) => createListing(f.ctx, f.users.seller.id);

/**
 * A fresh visit on the matrix seller's listing, booked by the matrix buyer or by `buyer`. Bookings
 * are capped per account each day (docs/decisions/0048): rows that only need some visit book it
 * with a fresh buyer, so the matrix buyer stays under the cap and the matrix measures roles.
 */
async function bookedVisit(f: MatrixFixtures, buyer: TestUser = f.users.buyer): Promise<string> {
  const id = await listing(f);
  const res = await f.ctx.app.inject({
    method: 'POST',
    url: `/api/property/${id}/visits`,
    payload: visitBody(),
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  return res.json()._id;
}

/** One phone per actor: enquiries are also capped per phone (docs/decisions/0048). */
const enquiryPhone = (actor: Actor) => `+91 98765 4321${ACTORS.indexOf(actor)}`;

const ownerOnly = (owner: Actor, status: number, others: number): Record<Actor, number> => ({
  anonymous: 401,
  buyer: others,
  seller: others,
  otherSeller: others,
  subadmin: others,
  admin: others,
  [owner]: status,
});

export const actingRows: MatrixRow[] = [
  {
    name: 'enquiry from a listing',
    method: 'POST',
    request: async (f, actor) => ({
      url: `/api/property/${await listing(f)}/enquiries`,
      body: { name: 'Matrix Visitor', phone: enquiryPhone(actor), message: 'Still available?' },
    }),
    expect: expectFor.anyone(201),
  },
  {
    name: 'call-back request on a listing',
    method: 'POST',
    request: async (f, actor) => ({
      url: `/api/property/${await listing(f)}/callback`,
      body: { name: 'Matrix Caller', phone: `+91 98765 4322${ACTORS.indexOf(actor)}`, slot: 'evening' },
    }),
    expect: expectFor.anyone(201),
  },
  {
    name: 'free consultation call-back request (no listing)',
    method: 'POST',
    request: (_f, actor) => ({
      url: '/api/callback',
      body: { name: 'Matrix Consultee', phone: `+91 98765 4323${ACTORS.indexOf(actor)}`, slot: 'morning' },
    }),
    expect: expectFor.anyone(201),
  },
  {
    name: "seller's enquiries",
    method: 'GET',
    request: () => ({ url: '/api/seller/enquiries' }),
    expect: { ...ownerOnly('seller', 200, 403), otherSeller: 200 },
  },
  {
    name: 'book a site visit',
    method: 'POST',
    request: async (f) => ({ url: `/api/property/${await listing(f)}/visits`, body: visitBody() }),
    expect: expectFor.buyers(201),
  },
  {
    name: 'all site visits',
    method: 'GET',
    request: () => ({ url: '/api/visits' }),
    expect: expectFor.staff(),
  },
  {
    name: 'change a site visit',
    method: 'PUT',
    request: async (f) => ({ url: `/api/visits/${await bookedVisit(f, await createUser(f.ctx, 'buyer'))}`, body: { status: 'Confirmed' } }),
    expect: expectFor.staff(),
  },
  {
    name: "buyer's site visits",
    method: 'GET',
    request: () => ({ url: '/api/buyer/visits' }),
    expect: expectFor.buyers(),
  },
  {
    // Only the buyer who booked it; another buyer's visit would answer 404 (visits.test.ts).
    name: 'cancel own site visit',
    method: 'POST',
    request: async (f) => ({ url: `/api/buyer/visits/${await bookedVisit(f)}/cancel` }),
    expect: expectFor.buyers(),
  },
  {
    name: "seller's site visits",
    method: 'GET',
    request: () => ({ url: '/api/seller/visits' }),
    expect: { ...ownerOnly('seller', 200, 403), otherSeller: 200 },
  },
  {
    name: 'similar listings',
    method: 'GET',
    request: async (f) => ({ url: `/api/property/${await listing(f)}/similar` }),
    expect: expectFor.anyone(),
  },
  {
    name: 'verify a listing',
    method: 'PUT',
    request: async (f) => ({ url: `/api/property/${await listing(f)}/verification`, body: { verified: true } }),
    expect: expectFor.staff(),
  },
];
