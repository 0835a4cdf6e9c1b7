import type { MatrixRow } from '../types';

// Rows for the buyers routes: one per route (and per ownership case), each actor's expected status.
export const buyersRows: MatrixRow[] = [];
