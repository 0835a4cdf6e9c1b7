import type { Role } from '@ncr/shared/enums';
import { createContext, useContext, useSyncExternalStore } from 'react';

// The session is an HttpOnly cookie the server reads on every request (docs/decisions/0052): no
// script, this one included, ever holds the token. What the app knows is who is signed in: the
// server writes it into every page it sends (SESSION_SCRIPT_ID), sign-in answers it, and logout or
// a refused request (401) ends it. One tab's sign-in or logout tells the others (SYNC_KEY).

/** The id of the JSON script through which the server tells the page who is signed in. */
export const SESSION_SCRIPT_ID = 'session';
const SYNC_KEY = 'ncr-session-changed';

export interface Session {
  userId: string;
  role: Role;
  fullName: string;
  mobile: string | null;
  email: string | null;
}

/** Who signed in, as the API answers it (sign-in, /api/auth/me). */
export interface SessionUser {
  id: string;
  role: Role;
  fullName: string;
  mobile?: string | null;
  email?: string | null;
}

export const toSession = (user: SessionUser): Session => ({
  userId: user.id,
  role: user.role,
  fullName: user.fullName,
  mobile: user.mobile ?? null,
  email: user.email ?? null,
});

/** The session a page was sent with (null for a visitor): the server's JSON script, read once. */
function embeddedSession(): Session | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SESSION_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Session;
  } catch (error) {
    console.error('The page carried an unreadable session; continuing signed out.', error);
    return null;
  }
}

const listeners = new Set<() => void>();
let current: Session | null = embeddedSession();

function set(next: Session | null, tellOtherTabs: boolean) {
  current = next;
  for (const listener of listeners) listener();
  if (tellOtherTabs && typeof localStorage !== 'undefined') {
    try {
      localStorage.setItem(SYNC_KEY, String(Date.now()));
    } catch {
      // Storage refused (private mode, quota): other tabs learn at their next request.
    }
  }
}

export function saveSession({ user }: { user: SessionUser }): void {
  set(toSession(user), true);
}

export function updateSessionUser(patch: { fullName?: string; email?: string | null; mobile?: string | null }): void {
  if (current) set({ ...current, ...patch }, false);
}

export function clearSession(): void {
  if (current) set(null, true);
}

/** The signed-in user as this tab knows it (the server checks the cookie on every call). */
export function getSession(): Session | null {
  return current;
}

/** Another tab signed in or out: ask the server who this browser is now. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SYNC_KEY) return;
    fetch('/api/auth/me', { credentials: 'same-origin' })
      .then(async (response) => set(response.ok ? toSession((await response.json()).user) : null, false))
      .catch(() => set(null, false));
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** On the server, the session of the request being rendered; in the browser, the page's while it hydrates. */
export const RenderSessionContext = createContext<Session | null>(null);

/**
 * The session a page's personal parts (the header, components/layout/shell-part.tsx) hydrate with,
 * when it differs from the page's: a page rendered for visitors and sent to a member carries their
 * header, the rest hydrates as the visitor's it is. Undefined: the page's own.
 */
export const PartSessionContext = createContext<Session | null | undefined>(undefined);

export function useSession(): Session | null {
  const rendered = useContext(RenderSessionContext);
  return useSyncExternalStore(subscribe, getSession, () => rendered);
}

/** Where each role's dashboard lives (spec §6). */
export function dashboardPath(role: Role | string | null | undefined): string {
  if (role === 'admin' || role === 'subadmin') return '/admin';
  if (role === 'seller') return '/seller-dashboard';
  if (role === 'buyer') return '/buyer-dashboard';
  return '/';
}

export function roleBadge(role: Role): string {
  return role === 'admin' || role === 'subadmin' ? 'Admin' : role === 'seller' ? 'Seller' : 'Buyer';
}
