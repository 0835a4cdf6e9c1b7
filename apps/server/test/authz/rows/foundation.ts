import { expectFor, type MatrixRow } from '../types';

export const foundationRows: MatrixRow[] = [
  { name: 'health', method: 'GET', request: () => ({ url: '/api/health' }), expect: expectFor.anyone(200) },
  { name: 'readiness', method: 'GET', request: () => ({ url: '/api/health/ready' }), expect: expectFor.anyone(200) },
  { name: 'public settings', method: 'GET', request: () => ({ url: '/api/settings/public' }), expect: expectFor.anyone(200) },
];
