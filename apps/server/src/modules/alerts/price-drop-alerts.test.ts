import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { readOutbox, waitFor } from '../../../test/wait';
import { AlertsService, PRICE_DROP_ALERT, type PriceDropJob } from './alerts.service';

const DAY_MS = 24 * 3600_000;

// A price-drop alert is a message that may cost money (SMS): at most one per listing and buyer per
// 24 hours, and never again for a price the buyer was already told of (docs/decisions/0048).
describe('price-drop alerts are not repeated', () => {
  let ctx: TestContext;
  let seller: TestUser;

  const setPrice = async (id: string, lakhs: number) => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: bearer(seller),
      payload: { propertyData: { pricing: { expectedPrice: lakhs } } },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const wishlist = async (user: TestUser, id: string) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/wishlist/add', headers: bearer(user), payload: { propertyId: id } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const dropsTo = async (user: TestUser) =>
    (await readOutbox(ctx.dataDir)).filter((l) => l.kind === 'alert' && l.to === user.mobile && l.text.startsWith('Price dropped'));
  /** Jobs due now, queued or running; a job deferred to later is not due. */
  const due = async () =>
    Number(
      (
        await ctx.database.executeSql(
          `select count(*) as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`,
        )
      ).rows[0]?.n,
    );
  /** Every job the price changes queued has run. */
  const settled = () => waitFor(due, (n) => n === 0);
  const deferred = async (userId: string): Promise<{ data: PriceDropJob; startAfter: Date }[]> =>
    (
      await ctx.database.executeSql(
        `select data, start_after from pgboss.job where name = $1 and state = 'created' and start_after > now() and data->>'userId' = $2`,
        [PRICE_DROP_ALERT, userId],
      )
    ).rows.map((r) => ({ data: r.data as PriceDropJob, startAfter: new Date(r.start_after as string) }));

  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_SECONDS: '0.5' });
    seller = await createUser(ctx, 'seller');
  });
  afterAll(() => ctx.close());

  it('100 → 90 alerts; 90 → 100 → 90 does not alert the same buyer again, but does a buyer who was never told', async () => {
    const fan = await createUser(ctx, 'buyer');
    const id = await createListing(ctx, seller.id, { data: { pricing: { expectedPrice: 100 } } });
    await wishlist(fan, id);

    await setPrice(id, 90);
    await waitFor(
      () => dropsTo(fan),
      (lines) => lines.length > 0,
    );
    const newcomer = await createUser(ctx, 'buyer');
    await wishlist(newcomer, id);

    await setPrice(id, 100);
    await setPrice(id, 90);
    await waitFor(
      () => dropsTo(newcomer),
      (lines) => lines.length > 0,
    );
    await settled();
    expect(await dropsTo(fan)).toHaveLength(1);
    expect(await dropsTo(newcomer)).toHaveLength(1);
  });

  it('a deeper cut within 24 hours waits for the 24 hours to pass, then goes out once', async () => {
    const fan = await createUser(ctx, 'buyer');
    const id = await createListing(ctx, seller.id, { data: { pricing: { expectedPrice: 100 } } });
    await wishlist(fan, id);
    await setPrice(id, 90);
    await waitFor(
      () => dropsTo(fan),
      (lines) => lines.length > 0,
    );

    await setPrice(id, 80);
    await settled();
    expect(await dropsTo(fan)).toHaveLength(1);
    // The cut is not lost: its alert waits in the queue until a day after the first one.
    const [waiting] = await deferred(fan.id);
    expect(waiting).toBeDefined();
    const first = new Date((await dropsTo(fan))[0]?.at ?? 0).getTime();
    expect(Math.abs((waiting?.startAfter.getTime() ?? 0) - (first + DAY_MS))).toBeLessThan(60_000);

    // A day later that job runs (here by hand: the queue will not wait a day in a test).
    const later = new AlertsService(ctx.app, () => new Date(Date.now() + DAY_MS + 60_000));
    await later.sendPriceDrop(waiting?.data as PriceDropJob);
    const lines = await dropsTo(fan);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.text).toContain('now ₹80 L');
    // A retry of the same job sends nothing more.
    await later.sendPriceDrop(waiting?.data as PriceDropJob);
    expect(await dropsTo(fan)).toHaveLength(2);
  });
});
