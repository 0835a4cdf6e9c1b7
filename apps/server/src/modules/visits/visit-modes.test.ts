import { addDays, indiaDay, type Visit, type VisitList } from '@ncr/shared/schemas/visit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteVisits } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { readOutbox, waitFor } from '../../../test/wait';

// A visit is in person or by video call (docs/decisions/0104-virtual-tours-and-buyers-told.md).
describe('video-call visits', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  let admin: TestUser;
  let seller: TestUser;

  const book = (id: string, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/property/${id}/visits`,
      headers: bearer(buyer),
      payload: { date: addDays(indiaDay(Date.now()), 2), slot: 'evening', phone: '+91 98765 22222', ...body },
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    buyer = await createUser(ctx, 'buyer', { email: 'video.buyer@example.test' });
    admin = await createUser(ctx, 'admin');
    seller = await createUser(ctx, 'seller');
  });
  afterAll(() => ctx.close());

  it('books a video-call visit, stored, and shown so to staff, the buyer and the seller', async () => {
    const id = await createListing(ctx, seller.id, { data: { property: { title: 'Video tour flat, Sector 50' } } });
    const res = await book(id, { mode: 'video_call' });
    expect(res.statusCode, res.body).toBe(201);
    const visit = res.json<Visit>();
    expect(visit).toMatchObject({ mode: 'video_call', status: 'Requested', property: { _id: id } });
    expect((await ctx.app.db.select().from(siteVisits).where(eq(siteVisits.id, visit._id)))[0]?.mode).toBe('video_call');

    const staff = await ctx.app.inject({ method: 'GET', url: '/api/visits', headers: bearer(admin) });
    expect(staff.statusCode).toBe(200);
    expect(staff.json<VisitList>().visits.find((v) => v._id === visit._id)?.mode).toBe('video_call');

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/buyer/visits', headers: bearer(buyer) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Visit[]>().find((v) => v._id === visit._id)?.mode).toBe('video_call');

    const sellers = await ctx.app.inject({ method: 'GET', url: '/api/seller/visits', headers: bearer(seller) });
    expect(sellers.json<Visit[]>().find((v) => v._id === visit._id)?.mode).toBe('video_call');

    // The update messages say it is a video call.
    const confirmed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/visits/${visit._id}`,
      headers: bearer(admin),
      payload: { status: 'Confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Visit>().mode).toBe('video_call');
    const lines = await waitFor(
      () => readOutbox(ctx.dataDir),
      (l) => l.some((line) => line.kind === 'visit' && line.to === 'video.buyer@example.test'),
    );
    const mail = lines.find((line) => line.kind === 'visit' && line.to === 'video.buyer@example.test');
    expect(mail?.text).toContain('Your video-call visit of "Video tour flat, Sector 50"');
    expect(mail?.text).toContain('Our team will call you');
  });

  it('books in person when no mode is sent, and refuses an unknown mode', async () => {
    const id = await createListing(ctx, seller.id);
    const plain = await book(id, {});
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json<Visit>().mode).toBe('in_person');

    const other = await createListing(ctx, seller.id);
    const odd = await book(other, { mode: 'hologram' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error).toContain('Choose in person or video call');
  });
});
