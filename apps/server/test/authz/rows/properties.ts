import { createListing } from '../../fixtures';
import { type Actor, expectFor, type MatrixFixtures, type MatrixRow } from '../types';

/** A Pending listing of the matrix's `seller`: visible to that seller and staff only. */
const pendingOfSeller = async (f: MatrixFixtures) => createListing(f.ctx, f.users.seller.id, { status: 'Pending' });

// Rows for the properties routes: one per route (and per ownership case), each actor's expected status.
export const propertiesRows: MatrixRow[] = [
  { name: 'property options', method: 'GET', request: () => ({ url: '/api/property/options' }), expect: expectFor.anyone(200) },
  {
    name: 'property search',
    method: 'GET',
    request: () => ({ url: '/api/property/search?location=Noida&page=1' }),
    expect: expectFor.anyone(200),
  },
  {
    name: 'property facets',
    method: 'GET',
    request: () => ({ url: '/api/property/facets?location=Noida&bhk=2,3&sort=price-asc' }),
    expect: expectFor.anyone(200),
  },
  {
    name: 'wider searches for an empty result',
    method: 'GET',
    request: () => ({ url: '/api/property/widen?location=Noida&bhk=5%2B&maxPrice=20' }),
    expect: expectFor.anyone(200),
  },
  {
    name: 'property search in an area of the map',
    method: 'GET',
    request: () => ({ url: '/api/property/search?bbox=77.3,28.5,77.45,28.7&bhk=2' }),
    expect: expectFor.anyone(200),
  },
  {
    name: "the map's pins of a search",
    method: 'GET',
    request: () => ({ url: '/api/property/pins?location=Noida&bbox=76.6,27.9,78,29.1' }),
    expect: expectFor.anyone(200),
  },
  { name: 'property featured', method: 'GET', request: () => ({ url: '/api/property/featured' }), expect: expectFor.anyone(200) },
  { name: 'search box suggestions', method: 'GET', request: () => ({ url: '/api/property/suggest?q=noi' }), expect: expectFor.anyone(200) },
  { name: 'property counts', method: 'GET', request: () => ({ url: '/api/property/counts' }), expect: expectFor.anyone(200) },
  {
    name: "a locality's page summary",
    method: 'GET',
    request: async (f) => {
      await createListing(f.ctx, f.users.otherSeller.id, { data: { seller: { city: 'Noida' }, property: { locality: 'Sector 62' } } });
      return { url: '/api/property/place?city=noida&locality=sector-62' };
    },
    expect: expectFor.anyone(200),
  },
  {
    name: 'property detail (public listing)',
    method: 'GET',
    request: async (f) => ({ url: `/api/property/${await createListing(f.ctx, f.users.otherSeller.id)}` }),
    expect: expectFor.anyone(200),
  },
  {
    name: 'property detail (Pending listing: owner and staff only)',
    method: 'GET',
    request: async (f) => ({ url: `/api/property/${await pendingOfSeller(f)}` }),
    expect: { anonymous: 404, buyer: 404, seller: 200, otherSeller: 404, subadmin: 200, admin: 200 } satisfies Record<Actor, number>,
  },
];
