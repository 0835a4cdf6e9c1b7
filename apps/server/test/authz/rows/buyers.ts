import { expectFor, type MatrixRow } from '../types';

const requirement = {
  name: 'Matrix Buyer',
  location: 'Noida',
  propertyType: ['Flat / Apartment'],
  budget: { min: 50, max: 100 },
  consent: true,
};

// Rows for the buyers routes: one per route (and per ownership case), each actor's expected status.
// Every buyer route works on the caller's own data, so there is no "other buyer" case to add.
export const buyersRows: MatrixRow[] = [
  {
    name: 'buyer submit requirements',
    method: 'POST',
    request: () => ({ url: '/api/buyer/submit', body: requirement }),
    expect: expectFor.buyers(201),
  },
  { name: 'buyer latest requirements', method: 'GET', request: () => ({ url: '/api/buyer/requirements' }), expect: expectFor.buyers(200) },
  { name: 'buyer matches', method: 'GET', request: () => ({ url: '/api/buyer/matches' }), expect: expectFor.buyers(200) },
  { name: 'buyer search history', method: 'GET', request: () => ({ url: '/api/buyer/search-history' }), expect: expectFor.buyers(200) },
];
