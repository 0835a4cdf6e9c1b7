import { buyerRequirements, contactQueries } from '~/db/schema';
import { createListing } from '../../fixtures';
import { createUser } from '../../helpers';
import { expectFor, type MatrixFixtures, type MatrixRow } from '../types';

// Rows for the admin routes: one per route (and per ownership case), each actor's expected status.
// Staff (admin and subadmin) may use every route here except System settings (admin only);
// members are refused even on their own data (a seller cannot feature or approve their listing).

const ownListing = (f: MatrixFixtures, status: 'Pending' | 'Active' | 'Sold' = 'Active') =>
  createListing(f.ctx, f.users.seller.id, { status });

async function buyerRecord(f: MatrixFixtures): Promise<string> {
  const [row] = await f.ctx.app.db
    .insert(buyerRequirements)
    .values({ userId: f.users.buyer.id, name: 'Matrix lead', location: 'Noida', requirements: {} })
    .returning({ id: buyerRequirements.id });
  return row?.id as string;
}

async function contactQuery(f: MatrixFixtures): Promise<string> {
  const [row] = await f.ctx.app.db
    .insert(contactQueries)
    .values({ name: 'Matrix sender', phone: '+91 98100 00000', message: 'Hello' })
    .returning({ id: contactQueries.id });
  return row?.id as string;
}

export const adminRows: MatrixRow[] = [
  { name: '/api/admin/dashboard', method: 'GET', request: () => ({ url: '/api/admin/dashboard' }), expect: expectFor.staff(200) },
  {
    name: '/api/property/admin (search and filter)',
    method: 'GET',
    request: () => ({ url: '/api/property/admin?page=1&q=noida&featured=not-featured' }),
    expect: expectFor.staff(200),
  },
  {
    name: '/api/property/admin (the Pending queue, searched by seller mobile)',
    method: 'GET',
    request: () => ({ url: '/api/property/admin?status=Pending&q=%2B91%2097&featured=all' }),
    expect: expectFor.staff(200),
  },
  {
    name: '/api/property/admin/approve (bulk: two own Pending listings of the seller)',
    method: 'POST',
    request: async (f) => ({
      url: '/api/property/admin/approve',
      body: { ids: [await ownListing(f, 'Pending'), await ownListing(f, 'Pending')] },
    }),
    expect: expectFor.staff(200),
  },
  {
    name: '/api/property/feature/{id} (own listing of the seller)',
    method: 'PUT',
    request: async (f) => ({ url: `/api/property/feature/${await ownListing(f)}` }),
    expect: expectFor.staff(200),
  },
  {
    name: '/api/property/unfeature/{id} (own listing of the seller)',
    method: 'PUT',
    request: async (f) => ({ url: `/api/property/unfeature/${await ownListing(f)}` }),
    expect: expectFor.staff(200),
  },
  {
    name: '/api/property/{id}/approve (own Pending listing of the seller)',
    method: 'PUT',
    request: async (f) => ({ url: `/api/property/${await ownListing(f, 'Pending')}/approve` }),
    expect: expectFor.staff(200),
  },
  {
    name: '/api/property/{id}/reject (own Pending listing of the seller)',
    method: 'PUT',
    request: async (f) => ({
      url: `/api/property/${await ownListing(f, 'Pending')}/reject`,
      body: { reason: 'The photos are of another building.' },
    }),
    expect: expectFor.staff(200),
  },
  { name: '/api/admin/sold', method: 'GET', request: () => ({ url: '/api/admin/sold?page=1' }), expect: expectFor.staff(200) },
  {
    name: '/api/admin/sold/export.csv',
    method: 'GET',
    request: () => ({ url: '/api/admin/sold/export.csv' }),
    expect: expectFor.staff(200),
  },
  { name: '/api/buyer/all', method: 'GET', request: () => ({ url: '/api/buyer/all?page=1' }), expect: expectFor.staff(200) },
  {
    name: '/api/buyer/all (searched by name, phone or e-mail)',
    method: 'GET',
    request: () => ({ url: '/api/buyer/all?page=1&q=matrix' }),
    expect: expectFor.staff(200),
  },
  {
    name: '/api/buyer/{id}/status (the buyer’s own record)',
    method: 'PUT',
    request: async (f) => ({ url: `/api/buyer/${await buyerRecord(f)}/status`, body: { status: 'Contacted' } }),
    expect: expectFor.staff(200),
  },
  {
    name: '/api/buyer/{id} (the buyer’s own record)',
    method: 'DELETE',
    request: async (f) => ({ url: `/api/buyer/${await buyerRecord(f)}` }),
    expect: expectFor.staff(200),
  },
  { name: '/api/seller/all', method: 'GET', request: () => ({ url: '/api/seller/all?page=1' }), expect: expectFor.staff(200) },
  {
    name: '/api/seller/all (searched by name, phone or e-mail)',
    method: 'GET',
    request: () => ({ url: '/api/seller/all?page=1&q=%2B91%2097' }),
    expect: expectFor.staff(200),
  },
  {
    name: '/api/seller/{id} (a fresh seller account)',
    method: 'DELETE',
    request: async (f) => ({ url: `/api/seller/${(await createUser(f.ctx, 'seller')).id}` }),
    expect: expectFor.staff(200),
  },
  { name: '/api/contact/all', method: 'GET', request: () => ({ url: '/api/contact/all?page=1' }), expect: expectFor.staff(200) },
  {
    name: '/api/contact/all (searched by sender or message text)',
    method: 'GET',
    request: () => ({ url: '/api/contact/all?page=1&q=hello' }),
    expect: expectFor.staff(200),
  },
  {
    name: '/api/contact/{id}/status',
    method: 'PUT',
    request: async (f) => ({ url: `/api/contact/${await contactQuery(f)}/status`, body: { status: 'Read' } }),
    expect: expectFor.staff(200),
  },
  { name: '/api/admin/settings', method: 'GET', request: () => ({ url: '/api/admin/settings' }), expect: expectFor.adminOnly(200) },
  {
    name: '/api/admin/settings',
    method: 'PUT',
    // Writes the default so the other rows of the matrix see unchanged settings.
    request: () => ({ url: '/api/admin/settings', body: { maintenanceMode: false } }),
    expect: expectFor.adminOnly(200),
  },
  // Market rates (docs/decisions/0103): admin only, as the System settings are.
  { name: '/api/admin/market-rates', method: 'GET', request: () => ({ url: '/api/admin/market-rates' }), expect: expectFor.adminOnly(200) },
  {
    name: '/api/admin/market-rates',
    method: 'PUT',
    request: () => ({
      url: '/api/admin/market-rates',
      body: { city: 'Noida', locality: 'Matrix Sector', ratePerSqft: 9000, source: 'Matrix', recordedOn: '2026-01-15' },
    }),
    expect: expectFor.adminOnly(200),
  },
  {
    name: '/api/admin/market-rates/import',
    method: 'POST',
    request: () => ({
      url: '/api/admin/market-rates/import',
      body: { csv: 'city,locality,rate_per_sqft,source,recorded_on\nNoida,Matrix Sector,9000,Matrix,2026-01-15\n' },
    }),
    expect: expectFor.adminOnly(200),
  },
  { name: '/api/admin/notifications', method: 'GET', request: () => ({ url: '/api/admin/notifications' }), expect: expectFor.staff(200) },
  {
    name: '/api/admin/notifications',
    method: 'PUT',
    request: () => ({ url: '/api/admin/notifications', body: { newInquiry: true } }),
    expect: expectFor.staff(200),
  },
];
