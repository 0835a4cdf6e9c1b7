import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '~/app';
import { SettingsStore } from '~/modules/settings/settings.store';
import { publicStateRead } from '~/shared/public-state';
import { samplePropertyData } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

/** The body of a post-form upload with no files, as the browser sends it. */
function uploadBody() {
  const boundary = '----ncrSettingsTest';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="propertyData"\r\n\r\n${JSON.stringify(samplePropertyData())}\r\n--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('admin settings', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let subadmin: TestUser;
  const publicSettings = async () => (await ctx.app.inject({ method: 'GET', url: '/api/settings/public' })).json();

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin');
    subadmin = await createUser(ctx, 'subadmin');
  });
  afterAll(() => ctx.close());

  it('starts from the defaults', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      autoApproveListings: false,
      maintenanceMode: false,
      enableUserRegistration: true,
      propertyLimitPerUser: 0,
      minDiscountToPublish: 20,
    });
  });

  it('saves System settings, which the public settings and the store then report', async () => {
    const next = {
      autoApproveListings: true,
      maintenanceMode: true,
      enableUserRegistration: false,
      propertyLimitPerUser: 5,
      minDiscountToPublish: 15,
    };
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload: next });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(next);
    expect(await publicSettings()).toMatchObject({ maintenanceMode: true, registrationEnabled: false });
    expect(await ctx.app.settingsStore.get()).toEqual(next);

    const back = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(admin),
      payload: { maintenanceMode: false, enableUserRegistration: true },
    });
    expect(back.json()).toEqual({ ...next, maintenanceMode: false, enableUserRegistration: true });
    expect(await publicSettings()).toMatchObject({ maintenanceMode: false, registrationEnabled: true });
  });

  it('persists in the database (a new app on the same database reads them)', async () => {
    await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload: { propertyLimitPerUser: 12 } });
    const other = await buildApp({ env: ctx.app.env, database: ctx.database, logger: false });
    await other.ready();
    expect((await other.settingsStore.get()).propertyLimitPerUser).toBe(12);
    await other.close();
  });

  it('is obeyed where it applies: sign-up, auto-approve and the listing limit', async () => {
    const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload });
    const lastCode = (to: string) =>
      readFileSync(path.join(ctx.dataDir, 'outbox.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { to: string; code?: string })
        .filter((m) => m.to === to && m.code)
        .at(-1)?.code;
    const signUp = async (mobile: string) => {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/otp/request',
        payload: { channel: 'phone', destination: mobile, role: 'buyer' },
      });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/auth/otp/verify',
        payload: { destination: mobile, code: lastCode(mobile), role: 'buyer', fullName: 'Nikhil Bose' },
      });
    };
    expect((await put({ enableUserRegistration: false })).statusCode).toBe(200);
    expect((await signUp('+919812312301')).statusCode).toBe(403);
    expect((await put({ enableUserRegistration: true })).statusCode).toBe(200);
    expect((await signUp('+919812312302')).statusCode).toBe(200);

    const seller = await createUser(ctx, 'seller');
    const upload = () => {
      const { payload, headers } = uploadBody();
      return ctx.app.inject({ method: 'POST', url: '/api/property/upload', payload, headers: { ...headers, ...bearer(seller) } });
    };
    await put({ autoApproveListings: true, propertyLimitPerUser: 2 });
    const first = await upload();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().property.status).toBe('Active');
    await put({ autoApproveListings: false });
    expect((await upload()).json().property.status).toBe('Pending');
    const third = await upload();
    expect(third.statusCode).toBeGreaterThanOrEqual(400);
    expect(third.statusCode).toBeLessThan(500);
    await put({ propertyLimitPerUser: 0 });
    expect((await upload()).statusCode).toBe(201);
  });

  it('refuses bad values', async () => {
    for (const payload of [
      { propertyLimitPerUser: -1 },
      { propertyLimitPerUser: 2.5 },
      { maintenanceMode: 'yes' },
      { minDiscountToPublish: -1 },
      { minDiscountToPublish: 91 },
    ]) {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('is for the admin only: a subadmin is refused', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(subadmin) })).statusCode).toBe(403);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(subadmin),
      payload: { maintenanceMode: true },
    });
    expect(put.statusCode).toBe(403);
    expect(await publicSettings()).toMatchObject({ maintenanceMode: false });
  });

  // Last: it takes over the database's query listener.
  it('is read once for requests that ask at the same time, each still getting a value read after it asked', async () => {
    let reads = 0;
    ctx.database.observeQueries((text) => {
      if (/"settings"/.test(text)) reads += 1;
    });
    const store = new SettingsStore(ctx.database, publicStateRead(ctx.database.db));
    const values = await Promise.all(Array.from({ length: 20 }, () => store.get()));
    // Callers of one turn of the event loop share one read, sent on the next turn.
    expect(reads).toBe(1);
    expect(new Set(values.map((value) => JSON.stringify(value))).size).toBe(1);
    expect(values[0]).toMatchObject({ maintenanceMode: false });

    await store.update({ maintenanceMode: true });
    expect(await store.get()).toMatchObject({ maintenanceMode: true });
    await store.update({ maintenanceMode: false });
  });
});
