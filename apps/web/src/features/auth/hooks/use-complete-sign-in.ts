import type { AuthResponse } from '@ncr/shared/schemas/auth';
import { TEXTS } from '@ncr/shared/texts';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { queryClient } from '@/lib/query-client';
import { saveSession } from '@/lib/session';

/** Spec §2, after provider sign-in: buyer, seller and admin to their dashboards, anyone else home. */
export function afterSignInPath(role: string): string {
  if (role === 'buyer') return '/buyer-dashboard';
  if (role === 'seller') return '/seller-dashboard';
  if (role === 'admin') return '/admin';
  return '/';
}

/** Stores the session under the spec's keys, says so, and opens the member's dashboard. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return (result: AuthResponse) => {
    // Whatever an earlier visitor of this tab had cached is not theirs.
    queryClient.clear();
    saveSession(result);
    toast.success(TEXTS.signedIn);
    navigate(afterSignInPath(result.user.role), { replace: true });
  };
}
