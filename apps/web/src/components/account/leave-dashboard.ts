import type { NavigateFunction } from 'react-router';
import { logout } from '@/lib/logout';
import { queryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';

// The dashboards sit behind a role guard that sends someone whose session ended there to `/`
// without the "Login Required" toast (app/guards.tsx), so the session can end before leaving.

/**
 * Logout from a dashboard: revoke the token and clear the session, then go home, so the home
 * page never calls the API with a token that is being revoked.
 */
export async function logoutToHome(navigate: NavigateFunction): Promise<void> {
  await queryClient.cancelQueries();
  await logout();
  await navigate('/', { replace: true });
}

/**
 * After the account is deleted: forget the (now revoked) session first, so no screen on the way
 * (the home page's header asks for notifications) calls the API with it, then go home. The guard
 * sends someone whose session ended to `/` without the "Login Required" toast.
 */
export async function leaveDeletedAccount(navigate: NavigateFunction): Promise<void> {
  await queryClient.cancelQueries();
  clearSession();
  queryClient.clear();
  await navigate('/', { replace: true });
}
