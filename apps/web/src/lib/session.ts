import type { Role } from '@ncr/shared/enums';
import { useSyncExternalStore } from 'react';

// The session lives in session storage under the spec's keys (§3), so it ends with the tab.
const KEYS = ['authToken', 'userId', 'userType', 'userFullName', 'userMobile', 'userEmail'] as const;

export interface Session {
  token: string;
  userId: string;
  role: Role;
  fullName: string;
  mobile: string | null;
  email: string | null;
}

export interface SessionInput {
  token: string;
  user: { id: string; role: Role; fullName: string; mobile?: string | null; email?: string | null };
}

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } | null = null;

function notify() {
  cached = null;
  for (const listener of listeners) listener();
}

/** Seconds-since-epoch expiry of a JWT, or null when the token cannot be read. */
function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
  return typeof json.exp === 'number' ? json.exp : null;
}

export function saveSession({ token, user }: SessionInput): void {
  sessionStorage.setItem('authToken', token);
  sessionStorage.setItem('userId', user.id);
  sessionStorage.setItem('userType', user.role);
  sessionStorage.setItem('userFullName', user.fullName);
  sessionStorage.setItem('userMobile', user.mobile ?? '');
  sessionStorage.setItem('userEmail', user.email ?? '');
  notify();
}

export function updateSessionUser(patch: { fullName?: string; email?: string | null; mobile?: string | null }): void {
  if (patch.fullName !== undefined) sessionStorage.setItem('userFullName', patch.fullName);
  if (patch.email !== undefined) sessionStorage.setItem('userEmail', patch.email ?? '');
  if (patch.mobile !== undefined) sessionStorage.setItem('userMobile', patch.mobile ?? '');
  notify();
}

export function clearSession(): void {
  for (const key of KEYS) sessionStorage.removeItem(key);
  notify();
}

/** The current session; an expired or unreadable token counts as logged out and is removed. */
export function getSession(): Session | null {
  // The server renders public pages for a visitor without a session.
  if (typeof sessionStorage === 'undefined') return null;
  const token = sessionStorage.getItem('authToken');
  const raw = KEYS.map((k) => sessionStorage.getItem(k) ?? '').join('\u0000');
  if (cached && cached.raw === raw) return cached.session;
  let session: Session | null = null;
  if (token) {
    try {
      const exp = tokenExpiry(token);
      if (exp === null) throw new Error('token has no expiry');
      if (exp > Date.now() / 1000) {
        session = {
          token,
          userId: sessionStorage.getItem('userId') ?? '',
          role: (sessionStorage.getItem('userType') ?? 'buyer') as Role,
          fullName: sessionStorage.getItem('userFullName') ?? '',
          mobile: sessionStorage.getItem('userMobile') || null,
          email: sessionStorage.getItem('userEmail') || null,
        };
      } else {
        for (const key of KEYS) sessionStorage.removeItem(key);
      }
    } catch (error) {
      console.error('Stored session token is unreadable; signing out.', error);
      for (const key of KEYS) sessionStorage.removeItem(key);
    }
  }
  cached = { raw: KEYS.map((k) => sessionStorage.getItem(k) ?? '').join('\u0000'), session };
  return session;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
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
