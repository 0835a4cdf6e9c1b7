import { savedSearches } from '~/db/schema';
import { unsubscribeToken } from '~/modules/alerts/unsubscribe-link';
import { createUser } from '../../helpers';
import { type Actor, expectFor, type MatrixFixtures, type MatrixRow } from '../types';

// Rows for saved searches, notifications and the unsubscribe link (issue 13). A saved search is
// its buyer's own: another buyer's answers 404 like a missing one.
async function savedSearchOf(f: MatrixFixtures, userId: string): Promise<{ id: string; nonce: string }> {
  const [row] = await f.ctx.app.db
    .insert(savedSearches)
    .values({
      userId,
      name: 'Matrix search',
      filters: { location: 'Noida' },
      frequency: 'instant',
      unsubscribeNonce: `n${Math.random().toString(36).slice(2)}`,
    })
    .returning();
  if (!row) throw new Error('saved search not created');
  return { id: row.id, nonce: row.unsubscribeNonce };
}
const ownSearch = async (f: MatrixFixtures) => (await savedSearchOf(f, f.users.buyer.id)).id;
const foreignSearch = async (f: MatrixFixtures) => (await savedSearchOf(f, (await createUser(f.ctx, 'buyer')).id)).id;
const foreignForBuyer = { anonymous: 401, buyer: 404, seller: 403, otherSeller: 403, subadmin: 403, admin: 403 } satisfies Record<
  Actor,
  number
>;
const body = { name: 'Noida', filters: { location: 'Noida' }, frequency: 'daily' };

export const alertsRows: MatrixRow[] = [
  { name: 'saved searches list', method: 'GET', request: () => ({ url: '/api/buyer/saved-searches' }), expect: expectFor.buyers(200) },
  {
    name: 'saved search create',
    method: 'POST',
    request: () => ({ url: '/api/buyer/saved-searches', body }),
    expect: expectFor.buyers(201),
  },
  {
    name: 'saved search update (own)',
    method: 'PUT',
    request: async (f) => ({ url: `/api/buyer/saved-searches/${await ownSearch(f)}`, body }),
    expect: expectFor.buyers(200),
  },
  {
    name: "saved search update (another buyer's)",
    method: 'PUT',
    request: async (f) => ({ url: `/api/buyer/saved-searches/${await foreignSearch(f)}`, body }),
    expect: foreignForBuyer,
  },
  {
    name: 'saved search seen (own)',
    method: 'POST',
    request: async (f) => ({ url: `/api/buyer/saved-searches/${await ownSearch(f)}/seen` }),
    expect: expectFor.buyers(200),
  },
  {
    name: "saved search seen (another buyer's)",
    method: 'POST',
    request: async (f) => ({ url: `/api/buyer/saved-searches/${await foreignSearch(f)}/seen` }),
    expect: foreignForBuyer,
  },
  {
    name: 'saved search delete (own)',
    method: 'DELETE',
    request: async (f) => ({ url: `/api/buyer/saved-searches/${await ownSearch(f)}` }),
    expect: expectFor.buyers(200),
  },
  {
    name: "saved search delete (another buyer's)",
    method: 'DELETE',
    request: async (f) => ({ url: `/api/buyer/saved-searches/${await foreignSearch(f)}` }),
    expect: foreignForBuyer,
  },
  { name: 'notifications list', method: 'GET', request: () => ({ url: '/api/notifications' }), expect: expectFor.members(200) },
  {
    name: 'notifications read',
    method: 'POST',
    request: () => ({ url: '/api/notifications/read', body: {} }),
    expect: expectFor.members(200),
  },
  {
    name: 'alert unsubscribe (signed link, no sign-in needed)',
    method: 'GET',
    request: async (f) => {
      const search = await savedSearchOf(f, f.users.buyer.id);
      return { url: `/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(f.ctx.app.tokens, search.id, search.nonce))}` };
    },
    expect: expectFor.anyone(200),
  },
  {
    name: 'alert unsubscribe (forged link)',
    method: 'GET',
    request: async (f) => ({ url: `/api/alerts/unsubscribe?token=${await ownSearch(f)}.nonce.forged-signature` }),
    expect: expectFor.anyone(400),
  },
];
