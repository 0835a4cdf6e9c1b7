import type { PublicListing } from '@ncr/shared/schemas/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../../test/fixtures';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

// "Near metro station" (issue 64, docs/decisions/0134): the listings whose seller names a metro
// station among the nearby facilities, as a search filter combined with the others, a facet, a
// widening, and kept in step when staff change a listing's facilities.
describe('the near-metro filter', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let admin: TestUser;
  let metroFlat: string;
  let plainFlat: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, 'seller');
    admin = await createUser(ctx, 'admin');
    const flat = (bhk: '2' | '3', nearbyFacilities: ('School' | 'Hospital' | 'Metro Station' | 'Mall')[], locality = 'Sector 21C') =>
      createListing(ctx, seller.id, {
        data: { seller: { city: 'Faridabad' }, property: { type: 'flat', bhk, locality }, features: { nearbyFacilities } },
      });
    metroFlat = await flat('2', ['School', 'Metro Station']);
    await flat('3', ['Metro Station']);
    plainFlat = await flat('2', ['School', 'Mall']);
    await flat('3', []);
    await flat('2', ['Hospital'], 'Sector 15');
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const search = async (query: string) => {
    const res = await get(`/api/property/search?location=Faridabad&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; properties: PublicListing[] };
  };
  const ids = (found: { properties: PublicListing[] }) => found.properties.map((p) => p._id);

  it('finds the listings near a metro station, alone and with other filters', async () => {
    const near = await search('nearMetro=true');
    expect(near.total).toBe(2);
    expect(near.properties.every((p) => p.propertyData.features.nearbyFacilities.includes('Metro Station'))).toBe(true);
    expect(ids(await search('nearMetro=true&bhk=2'))).toEqual([metroFlat]);
    expect(ids(await search('nearMetro=false&bhk=2&locality=Sector 21C'))).toEqual([plainFlat]);
    expect((await search('')).total).toBe(5);
  });

  it('counts near and not near in the facets, under the other filters', async () => {
    const res = await get('/api/property/facets?location=Faridabad&bhk=3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().nearMetro).toEqual({ true: 1, false: 1 });
    // Its own facet leaves the filter out, as every facet does; the others apply it.
    const under = (await get('/api/property/facets?location=Faridabad&nearMetro=true')).json();
    expect(under.nearMetro).toEqual({ true: 2, false: 3 });
    expect(under.bhk).toMatchObject({ '2': 1, '3': 1 });
  });

  it('refuses a value that is not true or false, and changes nothing', async () => {
    const res = await get('/api/property/search?nearMetro=yes');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('use true or false');
  });

  it('offers dropping it when a search near the metro finds nothing', async () => {
    const res = await get('/api/property/widen?location=Faridabad&locality=Sector%2015&nearMetro=true');
    expect(res.statusCode, res.body).toBe(200);
    const labels = (res.json().widenings as { label: string }[]).map((w) => w.label);
    expect(labels).toContain('Near a metro station or not');
  });

  it('follows an edit of the nearby facilities', async () => {
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${plainFlat}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { propertyData: { features: { nearbyFacilities: ['Metro Station'] } } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(ids(await search('nearMetro=true&bhk=2&locality=Sector 21C')).sort()).toEqual([metroFlat, plainFlat].sort());
  });
});
