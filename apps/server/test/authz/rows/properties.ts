import type { MatrixRow } from '../types';

// Rows for the properties routes: one per route (and per ownership case), each actor's expected status.
export const propertiesRows: MatrixRow[] = [];
