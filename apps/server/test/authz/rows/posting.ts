import { photo } from '~/modules/posting/testing/media-samples';
import { multipart, uploadBody } from '~/modules/posting/testing/multipart';
import { createListing, samplePropertyData } from '../../fixtures';
import type { Actor, MatrixFixtures, MatrixRow } from '../types';

// Posting routes. Each targets a fresh listing of `seller`: its owner and staff may act on it,
// another seller gets 404 (the listing's existence is not revealed), a buyer 403, anonymous 401.
const ownerOrStaff = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  buyer: 403,
  seller: ok,
  otherSeller: 404,
  subadmin: ok,
  admin: ok,
});

const sellersListing = (f: MatrixFixtures) => createListing(f.ctx, f.users.seller.id, { status: 'Pending' });

let jpeg: Buffer | undefined;
const smallPhoto = async () => {
  jpeg ??= await photo('jpeg', 64, 48);
  return jpeg;
};

export const postingRows: MatrixRow[] = [
  {
    name: '/api/property/upload',
    method: 'POST',
    request: () => ({ url: '/api/property/upload', ...uploadBody(samplePropertyData()) }),
    expect: { anonymous: 401, buyer: 403, seller: 201, otherSeller: 201, subadmin: 201, admin: 201 },
  },
  // A posting in progress is the caller's own: every poster reads, keeps and removes only theirs.
  ...(['GET', 'PUT', 'DELETE'] as const).map((method) => ({
    name: `${method} /api/property/draft`,
    method,
    request: () => ({
      url: '/api/property/draft',
      ...(method === 'PUT' ? { body: { data: { title: 'Half typed' }, step: 1 } } : {}),
    }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, subadmin: 200, admin: 200 },
  })),
  {
    name: '/api/property/mine',
    method: 'GET',
    request: () => ({ url: '/api/property/mine' }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, subadmin: 200, admin: 200 },
  },
  {
    // How many matching buyers were told of a listing: its owner alone, not even staff (decision 0104).
    name: "/api/property/mine/{id}/buyers-told (seller's listing)",
    method: 'GET',
    request: async (f) => ({ url: `/api/property/mine/${await sellersListing(f)}/buyers-told` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 404, subadmin: 404, admin: 404 },
  },
  {
    name: "/api/property/mine/{id} (seller's listing)",
    method: 'GET',
    request: async (f) => ({ url: `/api/property/mine/${await sellersListing(f)}` }),
    expect: ownerOrStaff(200),
  },
  {
    name: "/api/property/{id} propertyData (seller's listing)",
    method: 'PUT',
    request: async (f) => ({ url: `/api/property/${await sellersListing(f)}`, body: { propertyData: { comments: 'Edited' } } }),
    expect: ownerOrStaff(200),
  },
  {
    name: "/api/property/{id} status (seller's listing)",
    method: 'PUT',
    request: async (f) => ({ url: `/api/property/${await sellersListing(f)}`, body: { status: 'Active' } }),
    expect: { ...ownerOrStaff(200), seller: 403 },
  },
  {
    name: "/api/property/{id}/media (seller's listing)",
    method: 'POST',
    request: async (f) => ({
      url: `/api/property/${await sellersListing(f)}/media`,
      ...multipart([{ name: 'media', filename: 'a.jpg', contentType: 'image/jpeg', data: await smallPhoto() }]),
    }),
    expect: ownerOrStaff(200),
  },
  {
    name: "/api/property/{id} (seller's listing)",
    method: 'DELETE',
    request: async (f) => ({ url: `/api/property/${await sellersListing(f)}` }),
    expect: ownerOrStaff(200),
  },
];
