import { createListing } from '../../fixtures';
import { expectFor, type MatrixRow } from '../types';

// Seller insight: sellers read their own listings' figures (the route is scoped to the caller, so
// there is no other seller's data to ask for); staff read any listing's figures by id.
export const insightsRows: MatrixRow[] = [
  {
    name: '/api/property/:id/view (a public listing: anyone may report a view)',
    method: 'POST',
    request: async (f) => ({ url: `/api/property/${await createListing(f.ctx, f.users.seller.id)}/view` }),
    expect: expectFor.anyone(204),
  },
  {
    name: '/api/seller/insights',
    method: 'GET',
    request: () => ({ url: '/api/seller/insights' }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, subadmin: 403, admin: 403 },
  },
  {
    name: '/api/admin/listing-insights (a seller’s listing)',
    method: 'GET',
    request: async (f) => ({ url: `/api/admin/listing-insights?ids=${await createListing(f.ctx, f.users.seller.id)}` }),
    expect: expectFor.staff(200),
  },
];
