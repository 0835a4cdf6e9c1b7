import { TEXTS } from '@ncr/shared/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '~/db/schema';
import { samplePropertyData } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { uploadBody } from './testing/multipart';
import { snapshot } from './testing/snapshot';

// An under-construction sale carries its project's RERA number, in the form of the city's
// authority (docs/decisions/0117), on posting and on every edit; the public sees it.
describe('RERA registration numbers of listings', () => {
  let ctx: TestContext;
  let seller: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, 'seller');
  });
  afterAll(() => ctx.close());

  const upload = (data: object) => {
    const body = uploadBody(data);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/property/upload',
      headers: { ...bearer(seller), ...body.headers },
      payload: body.payload,
    });
  };
  const underConstruction = (city: 'Noida' | 'Gurugaon' | 'Delhi', reraNumber: string) =>
    samplePropertyData({
      seller: { city },
      property: { type: 'flat' },
      pricing: { availability: 'under-construction' },
      legal: { reraNumber },
    });

  it('refuses an under-construction sale without a number, or with another authority’s, and stores nothing', async () => {
    const before = await snapshot(ctx);
    const missing = await upload(underConstruction('Noida', ''));
    expect({ status: missing.statusCode, error: missing.json().error }).toEqual({
      status: 400,
      error: `legal.reraNumber: ${TEXTS.reraRequired}`,
    });
    const haryana = await upload(underConstruction('Noida', 'GGM/517/249/2021/85'));
    expect(haryana.json().error).toBe('legal.reraNumber: Enter the UP RERA registration number of the project, e.g. UPRERAPRJ445858');
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('stores a number as the authority spells it and shows it to anyone; an edit cannot drop it', async () => {
    const res = await upload(underConstruction('Gurugaon', ' ggm/517/249/2021/85 '));
    expect(res.statusCode).toBe(201);
    const id = res.json().property._id as string;
    await ctx.app.db.update(properties).set({ status: 'Active' }).where(eq(properties.id, id));
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/property/${id}` });
    expect(shown.json().propertyData.legal.reraNumber).toBe('GGM/517/249/2021/85');

    const dropped = await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: bearer(seller),
      payload: { propertyData: { legal: { reraNumber: '' } } },
    });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().error).toBe(`legal.reraNumber: ${TEXTS.reraRequired}`);
    // Ready to move in: the number may go.
    const ready = await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: bearer(seller),
      payload: { propertyData: { pricing: { availability: 'ready' }, legal: { reraNumber: '' } } },
    });
    expect(ready.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/property/${id}` })).json().propertyData.legal.reraNumber).toBeUndefined();
  });
});
