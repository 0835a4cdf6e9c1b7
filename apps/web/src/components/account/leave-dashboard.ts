import type { NavigateFunction } from 'react-router';
import { logout } from '@/lib/logout';
import { queryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';

// The dashboards sit behind a role guard that sends a visitor without a session to /login with
// "Login Required". So we first navigate home and only then end the session; the other order
// would flash that toast at someone who just chose to leave.

/** Logout from a dashboard: go home, then revoke the token and clear the session. */
export async function logoutToHome(navigate: NavigateFunction): Promise<void> {
  await navigate('/', { replace: true });
  await logout();
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
