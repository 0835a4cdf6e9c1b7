import { AUTH_COPY } from '@ncr/shared/auth-copy';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, readOtp } from './browser';
import { ADMIN } from './global-setup';

export interface SignedIn {
  token: string;
  user: { id: string; role: string; fullName: string; mobile: string | null; email: string | null };
}

let calls = 0;

async function post<T>(path: string, body: unknown): Promise<T> {
  // Each API call comes from an address of its own (a documentation range; the e2e server trusts
  // the proxy header): the suite signs in some forty times from one machine, which would otherwise
  // hit the per-network limit on codes (20 a minute) whenever the sign-ins of a few files bunch up.
  calls += 1;
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${1 + (calls % 250)}` },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json as T;
}

let counter = 0;
/** A fresh Indian mobile number for one test (unique per run and per call). */
export function freshMobile(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}`.padStart(6, '0') + String(counter % 100).padStart(2, '0');
  return `+9197${tail}`;
}

/** Signs a buyer or seller in through the real OTP API (code read from the outbox). */
export async function signInMember(role: 'buyer' | 'seller', mobile = freshMobile(), fullName = `Test ${role}`): Promise<SignedIn> {
  await post('/api/auth/otp/request', { channel: 'phone', destination: mobile, role });
  return post<SignedIn>('/api/auth/otp/verify', { destination: mobile, code: readOtp(mobile), role, fullName });
}

/** Signs staff in through the real e-mail login API. */
export async function signInStaff(email = ADMIN.email, password = ADMIN.password): Promise<SignedIn> {
  return post<SignedIn>('/api/auth/login-email', { email, password });
}

/** Gives the page's browser the session cookie that signing in sets (HttpOnly, as the server sets it). */
export async function useSessionIn(page: Page, session: SignedIn): Promise<void> {
  await page.context().addCookies([{ name: SESSION_COOKIE, value: session.token, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
  if (page.url() === 'about:blank') await page.goto('/');
}

export const SESSION_COOKIE = 'ncr_session';

/** The session cookie's token in the page's browser, or undefined when there is none. */
export async function sessionCookieOf(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
}

/**
 * Signs an existing member in on the /login page the browser is on, as a person does: the mobile
 * number, a new code from the outbox (not the one the account was made with), Verify.
 */
export async function signInOnLoginPage(page: Page, mobile: string): Promise<void> {
  const L = AUTH_COPY.login;
  await page.waitForURL((url) => url.pathname === '/login');
  const used = readOtp(mobile);
  await page.getByLabel(L.mobile).fill(mobile.slice(3));
  await page.getByRole('button', { name: L.sendCode }).click();
  await page.getByText(L.codeSentTo(mobile)).waitFor();
  await expect.poll(() => readOtp(mobile)).not.toBe(used);
  await page.getByLabel(L.code).fill(readOtp(mobile));
  await page.getByRole('button', { name: L.verifyLogin }).click();
}
