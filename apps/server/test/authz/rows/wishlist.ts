import { createListing } from '../../fixtures';
import { type Actor, expectFor, type MatrixRow } from '../types';

// Rows for the wishlist routes: one per route (and per ownership case), each actor's expected status.
// Each member's wishlist is their own (the route takes no user id), so the ownership cases are
// about the listing: someone else's Pending listing cannot be saved.
export const wishlistRows: MatrixRow[] = [
  { name: 'wishlist list', method: 'GET', request: () => ({ url: '/api/wishlist' }), expect: expectFor.members(200) },
  { name: 'wishlist ids', method: 'GET', request: () => ({ url: '/api/wishlist/ids' }), expect: expectFor.members(200) },
  {
    name: 'wishlist add (public listing)',
    method: 'POST',
    request: async (f) => ({ url: '/api/wishlist/add', body: { propertyId: await createListing(f.ctx, f.users.otherSeller.id) } }),
    expect: expectFor.members(200),
  },
  {
    name: "wishlist add (seller's Pending listing: only that seller)",
    method: 'POST',
    request: async (f) => ({
      url: '/api/wishlist/add',
      body: { propertyId: await createListing(f.ctx, f.users.seller.id, { status: 'Pending' }) },
    }),
    expect: { anonymous: 401, buyer: 404, seller: 200, otherSeller: 404, subadmin: 403, admin: 403 } satisfies Record<Actor, number>,
  },
  {
    name: 'wishlist remove',
    method: 'DELETE',
    request: async (f, actor) => {
      const id = await createListing(f.ctx, f.users.otherSeller.id);
      // Members remove an entry they really hold.
      if (actor === 'buyer' || actor === 'seller' || actor === 'otherSeller') {
        await f.ctx.app.inject({
          method: 'POST',
          url: '/api/wishlist/add',
          headers: { authorization: `Bearer ${f.users[actor].token}` },
          payload: { propertyId: id },
        });
      }
      return { url: `/api/wishlist/remove/${id}` };
    },
    expect: expectFor.members(200),
  },
];
