import { api } from './api-client';
import { queryClient } from './query-client';
import { clearSession, getSession } from './session';

/** Revokes the token on the server, then clears the session and every cached query. */
export async function logout(): Promise<void> {
  if (getSession()) {
    try {
      await api('/api/auth/logout', { method: 'POST' });
    } catch (error) {
      // The browser session ends either way; a failed revocation only leaves the token to expire.
      console.error('Logout call failed', error);
    }
  }
  clearSession();
  queryClient.clear();
}
