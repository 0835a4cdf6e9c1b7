import { AUTH_COPY } from '@ncr/shared/auth-copy';
import { TEXTS } from '@ncr/shared/texts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, readOtp, useBrowser } from './support/browser';
import { ADMIN } from './support/global-setup';
import { freshMobile, sessionCookieOf, signInMember, signInStaff, useSessionIn } from './support/session';

const L = AUTH_COPY.login;
const A = AUTH_COPY.adminLogin;

/**
 * The browser's session, under the spec's names: the token is the HttpOnly cookie (which no script
 * on the page can read), the user is who the server says that cookie signs in.
 */
async function session(page: Page): Promise<Record<string, string | null>> {
  const authToken = (await sessionCookieOf(page)) ?? null;
  const answer = authToken ? await fetch(`${baseUrl()}/api/auth/me`, { headers: { authorization: `Bearer ${authToken}` } }) : null;
  const user = answer?.ok
    ? ((await answer.json()) as { user: { id: string; role: string; fullName: string; mobile: string | null; email: string | null } }).user
    : null;
  return {
    authToken,
    userId: user?.id ?? null,
    userType: user?.role ?? null,
    userFullName: user?.fullName ?? null,
    userMobile: user ? (user.mobile ?? '') : null,
    userEmail: user ? (user.email ?? '') : null,
  };
}

async function me(token: string): Promise<number> {
  return (await fetch(`${baseUrl()}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;
}

/** Fills the /login form for one role and mode, reads the code from the outbox, and submits it. */
async function otpThroughUi(page: Page, role: 'Buyer' | 'Seller', mode: 'login' | 'signup', mobile: string, fullName?: string) {
  await page.goto('/login');
  await page.getByRole('radio', { name: role }).check({ force: true });
  if (mode === 'signup') await page.getByRole('radio', { name: L.modeSignup }).check({ force: true });
  const title = mode === 'signup' ? L.titleSignup(role) : L.titleLogin(role);
  await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
  await expect.poll(() => page.getByText(L.otpNote).isVisible()).toBe(true);
  if (fullName) await page.getByLabel(L.fullName).fill(fullName);
  await page.getByLabel(L.mobile).fill(mobile.slice(3));
  await page.getByRole('button', { name: L.sendCode }).click();
  await page.getByLabel(L.code).waitFor();
  await expect.poll(() => page.getByText(L.codeSentTo(mobile)).isVisible()).toBe(true);
  await page.getByLabel(L.code).fill(readOtp(mobile));
  await page.getByRole('button', { name: mode === 'signup' ? L.verifySignup : L.verifyLogin }).click();
}

/** A label that begins with `text` (a required field's label ends with ' *'); unlike a plain
 * substring match it skips buttons such as 'Change Password: <name>'. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

describe('accounts and sign-in', () => {
  const harness = useBrowser();

  for (const [role, label, dashboard] of [
    ['buyer', 'Buyer', '/buyer-dashboard'],
    ['seller', 'Seller', '/seller-dashboard'],
  ] as const) {
    it(`a ${role} signs up and in with a code from the outbox, sees the ${label} badge and logs out`, async () => {
      const page = await harness.newPage();
      const mobile = freshMobile();
      await otpThroughUi(page, label, 'signup', mobile, `E2E ${label}`);
      await page.waitForURL((url) => url.pathname === dashboard);
      await expect.poll(() => page.getByText(TEXTS.signedIn).isVisible()).toBe(true);
      const stored = await session(page);
      expect(stored).toMatchObject({ userType: role, userFullName: `E2E ${label}`, userMobile: mobile, userEmail: '' });
      expect(stored.authToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      // No script on the page can read the token: not in a readable cookie, not in storage.
      expect(await page.evaluate(() => document.cookie)).not.toContain('ncr_session');
      expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(stored.authToken ?? '');
      const banner = page.getByRole('banner');
      const badge = banner.getByRole('link', { name: label, exact: true });
      await expect.poll(() => badge.isVisible()).toBe(true);

      // A signed-in visitor to /login goes straight to the dashboard.
      await page.goto('/login');
      await page.waitForURL((url) => url.pathname === dashboard);

      await banner.getByRole('button', { name: 'Logout' }).click();
      await expect.poll(() => banner.getByRole('link', { name: 'Login / Signup' }).isVisible()).toBe(true);
      expect((await session(page)).authToken).toBeNull();
      // Logout revoked the token on the server, not only in the browser.
      expect(await me(stored.authToken ?? '')).toBe(401);

      // The same number signs in again (login mode) to the same account.
      await otpThroughUi(page, label, 'login', mobile);
      await page.waitForURL((url) => url.pathname === dashboard);
      expect((await session(page)).userId).toBe(stored.userId);
      await expect.poll(() => banner.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    });
  }

  it('a known number signs in with its own role, and a new number on login is asked for a name', async () => {
    const seller = await signInMember('seller');
    const page = await harness.newPage();
    await otpThroughUi(page, 'Buyer', 'login', seller.user.mobile ?? '');
    await page.waitForURL((url) => url.pathname === '/seller-dashboard');

    const other = await harness.newPage();
    const mobile = freshMobile();
    await otpThroughUi(other, 'Buyer', 'login', mobile);
    await expect.poll(() => other.getByText(L.needName).isVisible()).toBe(true);
    await expect.poll(() => other.getByRole('heading', { level: 1, name: L.titleSignup('Buyer') }).isVisible()).toBe(true);
    await other.getByLabel(L.fullName).fill('Named Later');
    await other.getByRole('button', { name: L.verifySignup }).click();
    await other.waitForURL((url) => url.pathname === '/buyer-dashboard');
  });

  it('shows the server error for a wrong code', async () => {
    const page = await harness.newPage();
    const mobile = freshMobile();
    await page.goto('/login');
    await page.getByLabel(L.mobile).fill(mobile.slice(3));
    await page.getByRole('button', { name: L.sendCode }).click();
    await page.getByLabel(L.code).waitFor();
    const right = readOtp(mobile);
    await page.getByLabel(L.code).fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: L.verifyLogin }).click();
    await expect.poll(() => page.getByText('Incorrect code. 4 attempts left.').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel(L.code).getAttribute('aria-invalid')).toBe('true');
  });

  it('the admin signs in on /admin-login, creates a subadmin who then signs in', async () => {
    const page = await harness.newPage();
    // Staff reach /admin-login from the public login page's 'Login as Admin' button (spec §2).
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: L.titleLogin('Buyer') }).waitFor();
    await page.getByRole('link', { name: L.loginAsAdmin }).click();
    await page.waitForURL((url) => url.pathname === '/admin-login');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: A.title }).isVisible()).toBe(true);
    await expectAccessible(page);

    // Both fields are required before anything is sent.
    await page.getByRole('button', { name: A.submit, exact: true }).click();
    await expect.poll(() => page.getByText('Enter a valid e-mail address').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Password is required').isVisible()).toBe(true);

    await page.getByLabel(A.email).fill(ADMIN.email);
    await page.getByLabel(A.password).fill(ADMIN.password);
    await page.getByRole('button', { name: A.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await expect.poll(() => page.getByText(TEXTS.loginSuccess, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(TEXTS.loginSuccessBody).isVisible()).toBe(true);
    expect((await session(page)).userType).toBe('admin');

    await page.goto('/admin/settings');
    const accountTab = page.getByRole('tab', { name: 'Account' });
    if (await accountTab.count()) await accountTab.click();
    const section = page.getByRole('region', { name: AUTH_COPY.account.subadminHeading });
    await section.waitFor();
    const email = `sub.${Date.now()}@e2e.test`;
    await section.getByLabel(startsWith(AUTH_COPY.account.subFullName)).fill('E2E Subadmin');
    await section.getByLabel(startsWith(AUTH_COPY.account.subEmail)).fill(email);
    await section.getByLabel(startsWith(AUTH_COPY.account.subPassword)).fill('sub-password-1');
    await section.getByRole('button', { name: AUTH_COPY.account.create }).click();
    await expect.poll(() => page.getByText(TEXTS.subadminCreated).isVisible()).toBe(true);
    await expect.poll(() => section.getByRole('listitem').filter({ hasText: email }).isVisible()).toBe(true);
    await expectAccessible(page);

    const sub = await harness.newPage();
    await sub.goto('/admin-login');
    await sub.getByLabel(A.email).fill(email);
    await sub.getByLabel(A.password).fill('sub-password-1');
    await sub.getByRole('button', { name: A.submit, exact: true }).click();
    await sub.waitForURL((url) => url.pathname === '/admin');
    expect((await session(sub)).userType).toBe('subadmin');
    // A subadmin sees no Subadmin Management.
    await sub.goto('/admin/settings');
    await sub.getByRole('region', { name: AUTH_COPY.account.passwordHeading }).waitFor();
    await expect.poll(() => sub.getByRole('region', { name: AUTH_COPY.account.subadminHeading }).count()).toBe(0);

    // The admin changes the subadmin's password: the subadmin's session ends on the server.
    const subToken = (await session(sub)).authToken ?? '';
    const row = section.getByRole('listitem').filter({ hasText: email });
    await row.getByRole('button', { name: /Change Password/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: AUTH_COPY.account.savePassword }).click();
    await expect.poll(() => dialog.getByText(TEXTS.enterNewPassword).isVisible()).toBe(true);
    await dialog.getByLabel(AUTH_COPY.account.newPassword).fill('sub-password-2');
    await dialog.getByRole('button', { name: AUTH_COPY.account.savePassword }).click();
    await expect.poll(() => page.getByText(TEXTS.passwordUpdated).isVisible()).toBe(true);
    expect(await me(subToken)).toBe(401);
    expect((await signInStaff(email, 'sub-password-2')).user.role).toBe('subadmin');

    // And deletes it after the confirmation.
    await row.getByRole('button', { name: /Delete/ }).click();
    await expect.poll(() => page.getByRole('dialog').getByText(TEXTS.confirmDeleteSubadmin).isVisible()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText(TEXTS.subadminDeleted).isVisible()).toBe(true);
    await expect.poll(() => section.getByRole('listitem').filter({ hasText: email }).count()).toBe(0);
  });

  it('the admin changes their own password and stays signed in', async () => {
    const email = `pw.${Date.now()}@e2e.test`;
    const admin = await signInStaff();
    const created = await fetch(`${baseUrl()}/api/admin/subadmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ fullName: 'Password Changer', email, password: 'first-password' }),
    });
    expect(created.status).toBe(201);
    const page = await harness.newPage();
    await useSessionIn(page, await signInStaff(email, 'first-password'));
    await page.goto('/admin/settings');
    const card = page.getByRole('region', { name: AUTH_COPY.account.passwordHeading });
    await card.getByRole('button', { name: AUTH_COPY.account.updatePassword }).click();
    await expect.poll(() => card.getByText(TEXTS.fillAllFields).isVisible()).toBe(true);
    await card.getByLabel(AUTH_COPY.account.currentPassword).fill('first-password');
    await card.getByLabel(AUTH_COPY.account.newPassword, { exact: true }).fill('second-password');
    await card.getByLabel(AUTH_COPY.account.confirmPassword).fill('different-password');
    await card.getByRole('button', { name: AUTH_COPY.account.updatePassword }).click();
    await expect.poll(() => card.getByText(TEXTS.passwordsDoNotMatch).isVisible()).toBe(true);
    await card.getByLabel(AUTH_COPY.account.confirmPassword).fill('second-password');
    await card.getByRole('button', { name: AUTH_COPY.account.updatePassword }).click();
    await expect.poll(() => page.getByText(TEXTS.passwordUpdated).isVisible()).toBe(true);
    // The fresh token replaced the old one: still signed in, and the new password works.
    expect(await me((await session(page)).authToken ?? '')).toBe(200);
    expect((await signInStaff(email, 'second-password')).user.email).toBe(email);

    // Personal information saves the name.
    const personal = page.getByRole('region', { name: AUTH_COPY.account.personalHeading });
    await expect.poll(() => personal.getByLabel(AUTH_COPY.account.role).isDisabled()).toBe(true);
    await expect.poll(() => personal.getByLabel(AUTH_COPY.account.email).inputValue()).toBe(email);
    await personal.getByLabel(AUTH_COPY.account.fullName).fill('Renamed Staff');
    await personal.getByRole('button', { name: AUTH_COPY.account.save }).click();
    await expect.poll(() => page.getByText(AUTH_COPY.account.profileSaved).isVisible()).toBe(true);
    expect((await session(page)).userFullName).toBe('Renamed Staff');
  });

  it("a buyer trying /admin-login sees 'Only admin or subadmin can login here.'", async () => {
    const buyer = await signInMember('buyer');
    const email = `buyer.${Date.now()}@e2e.test`;
    const saved = await fetch(`${baseUrl()}/api/auth/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ email }),
    });
    expect(saved.status).toBe(200);
    const page = await harness.newPage();
    await page.goto('/admin-login');
    await page.getByLabel(A.email).fill(email);
    await page.getByLabel(A.password).fill('any-password');
    await page.getByRole('button', { name: A.submit, exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: TEXTS.staffOnly }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(TEXTS.loginFailed, { exact: true }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin-login');
    expect((await session(page)).authToken).toBeNull();

    await page.getByLabel(A.email).fill(ADMIN.email);
    await page.getByLabel(A.password).fill('wrong-password');
    await page.getByRole('button', { name: A.submit, exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: TEXTS.invalidCredentials }).isVisible()).toBe(true);

    await page.getByRole('link', { name: A.back }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('a logged-out visitor to /seller-dashboard is sent to /login with the message', async () => {
    const page = await harness.newPage();
    await page.goto('/seller-dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => page.getByText(TEXTS.loginRequired, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(TEXTS.loginRequiredBody).isVisible()).toBe(true);
    // A buyer is not let into the seller dashboard either, and the admin pages send them to /admin-login.
    await useSessionIn(page, await signInMember('buyer'));
    // The guard sends the buyer to /login (with the message), which sends a signed-in buyer home.
    await page.goto('/seller-dashboard');
    await page.waitForURL((url) => url.pathname === '/buyer-dashboard');
    await expect.poll(() => page.getByText(TEXTS.loginRequiredBody).isVisible()).toBe(true);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin-login');
  });

  it('/login is accessible and fits 360 px, in both steps', async () => {
    const page = await harness.newPage({ width: 360, height: 740, isMobile: true, hasTouch: true });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: L.titleLogin('Buyer') }).waitFor();
    // The number comes first: the first field of the form is the mobile number.
    expect(await page.locator('main input').first().getAttribute('type')).toBe('tel');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await overflow()).toBe(false);
    await expectAccessible(page);
    // Keyboard only: the seller radio, then signup.
    await page.getByRole('radio', { name: 'Buyer' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: L.titleLogin('Seller') }).isVisible()).toBe(true);
    await page.getByRole('radio', { name: L.channelEmail }).check({ force: true });
    await expect.poll(() => page.getByText(L.otpNoteEmail).isVisible()).toBe(true);
    const email = `otp.${Date.now()}@e2e.test`;
    await page.getByLabel(L.email).fill(email);
    await page.getByRole('button', { name: L.sendCode }).click();
    await page.getByLabel(L.code).waitFor();
    expect(await overflow()).toBe(false);
    await expectAccessible(page);
    await page.getByLabel(L.code).fill(readOtp(email));
    await page.getByRole('button', { name: L.verifyLogin }).click();
    await expect.poll(() => page.getByText(L.needName).isVisible()).toBe(true);
    await page.getByLabel(L.fullName).fill('Email Seller');
    await page.getByRole('button', { name: L.verifySignup }).click();
    await page.waitForURL((url) => url.pathname === '/seller-dashboard');
    expect(await session(page)).toMatchObject({ userType: 'seller', userEmail: email, userMobile: '' });
  });

  it('logged no console errors', () => {
    // The refusals this file provokes on purpose (wrong code, wrong password, a buyer at the
    // staff login, revoked tokens) show up as failed-resource lines; nothing else may.
    const expected = /Failed to load resource: the server responded with a status of (400|401|403)/;
    expect(harness.errors.filter((e) => !expected.test(e))).toEqual([]);
  });
});
