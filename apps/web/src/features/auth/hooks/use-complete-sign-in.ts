import type { AuthResponse } from '@ncr/shared/schemas/auth';
import { TEXTS } from '@ncr/shared/texts';
import { useNavigate, useSearchParams } from 'react-router';
import { nextPath } from '@/lib/next-path';
import { queryClient } from '@/lib/query-client';
import { saveSession } from '@/lib/session';
import { toast } from '@/lib/toast';

/** Spec §2, after provider sign-in: buyer, seller and admin to their dashboards, anyone else home. */
export function afterSignInPath(role: string): string {
  if (role === 'buyer') return '/buyer-dashboard';
  if (role === 'seller') return '/seller-dashboard';
  if (role === 'admin') return '/admin';
  return '/';
}

/**
 * Notes who signed in (the server set the session cookie), says so, and goes back to the page that
 * sent them to sign in (`?next=`, this site's paths only), else to the member's dashboard.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (result: AuthResponse) => {
    // Whatever an earlier visitor of this tab had cached is not theirs.
    queryClient.clear();
    saveSession(result);
    toast.success(TEXTS.signedIn);
    navigate(nextPath(params.get('next')) ?? afterSignInPath(result.user.role), { replace: true });
  };
}
