import type { MatrixRow } from '../types';

// Rows for the auth routes: one per route (and per ownership case), each actor's expected status.
export const authRows: MatrixRow[] = [];
