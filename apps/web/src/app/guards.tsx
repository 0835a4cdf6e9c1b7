import type { Role } from '@ncr/shared/enums';
import type { SignupRole } from '@ncr/shared/schemas/auth';
import { TEXTS } from '@ncr/shared/texts';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathBackTo } from '@/lib/next-path';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

interface GuardProps {
  roles: Role[];
  /** Where a visitor without the right role goes. */
  redirectTo: string;
  /** Toast shown on the way out, [title, description]. */
  message?: [string, string];
  /** The role the login page starts on for a signed-out visitor (posting is a seller's errand). */
  signInAs?: SignupRole;
  children: ReactNode;
}

/** Client-side gate for role-only screens; the server enforces the same rules on every call. */
export function RequireRole({ roles, redirectTo, message, signInAs, children }: GuardProps) {
  const session = useSession();
  const location = useLocation();
  const allowed = session !== null && roles.includes(session.role);
  const toasted = useRef(false);
  // Someone who was let in and then logged out (or whose token ended) is not told to log in:
  // the message is for visitors who arrive without the right session.
  const wasAllowed = useRef(false);
  if (allowed) wasAllowed.current = true;
  useEffect(() => {
    if (!allowed && message && !toasted.current && !wasAllowed.current) {
      toasted.current = true;
      toast.error(message[0], { description: message[1] });
    }
  }, [allowed, message]);
  // Someone whose session ended here (logout, Delete Account, an expired token) goes home, as the
  // spec asks for logout and deletion (§7); only arrivals without a session go to the login page.
  // Leaving code navigates home itself, but a refetch that sees the revoked token can clear the
  // session first, and without this the guard would win the race and show /login.
  // A visitor sent to sign in comes back here afterwards; someone signed in with another role is
  // not (the login page sends them to their own dashboard, and back here would be a loop).
  const signIn = redirectTo === '/login' && !session ? loginPathBackTo(`${location.pathname}${location.search}`, signInAs) : redirectTo;
  if (!allowed) return <Navigate to={wasAllowed.current ? '/' : signIn} replace />;
  return <>{children}</>;
}

export const loginRequired: [string, string] = [TEXTS.loginRequired, TEXTS.loginRequiredBody];
export const postLoginRequired: [string, string] = [TEXTS.loginRequired, TEXTS.postLoginRequiredBody];
