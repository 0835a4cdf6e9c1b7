import type { MatrixRow } from '../types';

// Rows for the contact routes: one per route (and per ownership case), each actor's expected status.
export const contactRows: MatrixRow[] = [];
