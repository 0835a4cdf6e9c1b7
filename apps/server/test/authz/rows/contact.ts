import { expectFor, type MatrixRow } from '../types';

// Rows for the contact routes: one per route (and per ownership case), each actor's expected status.
// (GET /api/contact/all and the status change belong to the admin rows.)
export const contactRows: MatrixRow[] = [
  {
    name: 'contact message',
    method: 'POST',
    request: () => ({
      url: '/api/contact',
      body: { name: 'Matrix Visitor', email: 'visitor@example.test', phone: '+91 98765 43210', message: 'Hello' },
    }),
    expect: expectFor.anyone(201),
  },
];
