import type { City } from '@ncr/shared/enums';
import type { Listing, PublicListing } from '@ncr/shared/schemas/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../../test/fixtures';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { createRental } from '../../../test/rental-fixtures';

// Listings on the map (issue 64, docs/decisions/0132): every listing's point, the public's rounded
// to about 200 m and the exact one its owner's and staff's; an area of the map (bbox) on the search
// and its facets, combined with every other filter; bad boxes refused.
describe('listing locations and search by area', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let admin: TestUser;
  let buyer: TestUser;
  let pinned: string;
  let unpinned: string;
  // Two points a few kilometres apart in Noida, and one in Gurugaon.
  const DOOR = { lat: 28.627_913, lng: 77.372_481 };
  const SOUTH = { lat: 28.540_118, lng: 77.391_006 };
  const GURUGAON = { lat: 28.459_5, lng: 77.026_6 };

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, 'seller');
    admin = await createUser(ctx, 'admin');
    buyer = await createUser(ctx, 'buyer');
    const flat = (bhk: '2' | '3', pin: { lat: number; lng: number } | null, city: City = 'Noida', locality = 'Sector 62') =>
      createListing(ctx, seller.id, {
        data: { seller: { city }, property: { type: 'flat', bhk, locality, pin }, pricing: { expectedPrice: 80 } },
      });
    pinned = await flat('2', DOOR);
    await flat('3', DOOR);
    await flat('2', SOUTH);
    await flat('2', GURUGAON, 'Gurugaon', 'DLF Phase 2');
    unpinned = await flat('2', null);
    await createListing(ctx, seller.id, { status: 'Sold', data: { seller: { city: 'Noida' }, property: { pin: DOOR } } });
    await createRental(ctx, seller.id, { data: { seller: { city: 'Noida' }, property: { locality: 'Sector 62', pin: DOOR } } });
  });
  afterAll(() => ctx.close());

  const get = (url: string, user?: TestUser) =>
    ctx.app.inject({ method: 'GET', url, headers: user ? { authorization: `Bearer ${user.token}` } : {} });
  const search = async (query: string) => {
    const res = await get(`/api/property/search?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; properties: PublicListing[] };
  };
  /** A box of `half` degrees around a point. */
  const around = ({ lat, lng }: { lat: number; lng: number }, half = 0.01) => `${lng - half},${lat - half},${lng + half},${lat + half}`;

  it("gives the public a listing's pin rounded to about 200 m, never the exact point", async () => {
    const res = await get(`/api/property/${pinned}`);
    const listing = res.json() as PublicListing;
    expect(listing.location?.precision).toBe('pin');
    expect(Math.abs((listing.location?.lat as number) - DOOR.lat)).toBeLessThanOrEqual(0.001);
    expect(Math.abs((listing.location?.lng as number) - DOOR.lng)).toBeLessThanOrEqual(0.001);
    expect(listing.location).not.toMatchObject(DOOR);
    expect(res.body).not.toContain(String(DOOR.lat));
    // Nor does the stored data's pin reach the public shape.
    expect(listing.propertyData.property).not.toHaveProperty('pin');
    // A signed-in buyer who does not own it is the public too.
    expect((await get(`/api/property/${pinned}`, buyer)).body).not.toContain(String(DOOR.lat));
    // Search answers carry the same rounded point.
    const found = await search(`bbox=${around(DOOR)}&bhk=2`);
    expect(found.properties.find((p) => p._id === pinned)?.location).toEqual(listing.location);
  });

  it('gives the exact pin to its owner and to staff', async () => {
    for (const user of [seller, admin]) {
      const listing = (await get(`/api/property/${pinned}`, user)).json() as Listing;
      expect(listing.location).toEqual({ ...DOOR, precision: 'pin' });
      expect((listing.propertyData as { property: { pin?: unknown } }).property.pin).toEqual(DOOR);
    }
  });

  it("places a listing without a pin at its locality's point from the gazetteer", async () => {
    const listing = (await get(`/api/property/${unpinned}`)).json() as PublicListing;
    expect(listing.location?.precision).toMatch(/^(locality|city)$/);
    expect(listing.location?.lat).toBeGreaterThan(28.3);
    expect(listing.location?.lat).toBeLessThan(28.8);
    expect(listing.location?.lng).toBeGreaterThan(77.2);
    expect(listing.location?.lng).toBeLessThan(77.6);
  });

  it('finds the listings in an area of the map, alone and with other filters', async () => {
    // Around the door: the two flats pinned there (the sold one only on request, the rental in rentals).
    expect((await search(`bbox=${around(DOOR)}`)).total).toBe(2);
    expect((await search(`bbox=${around(DOOR)}&showSold=true`)).total).toBe(3);
    expect((await search(`bbox=${around(DOOR)}&bhk=3`)).total).toBe(1);
    expect((await search(`bbox=${around(DOOR)}&purpose=rent`)).total).toBe(1);
    expect((await search(`bbox=${around(SOUTH)}&location=Noida`)).total).toBe(1);
    expect((await search(`bbox=${around(SOUTH)}&location=Gurugaon`)).total).toBe(0);
    // All of NCR holds every sale listed; the sea off Mumbai none.
    expect((await search('bbox=76.6,27.9,78,29.1')).total).toBe((await search('')).total);
    expect((await search('bbox=72.7,18.8,72.8,18.9')).total).toBe(0);
    // A box is read with its edges.
    const { location } = (await get(`/api/property/${pinned}`)).json() as PublicListing;
    const edge = `${location?.lng},${location?.lat},${location?.lng},${location?.lat}`;
    expect((await search(`bbox=${edge}&bhk=2`)).properties.map((p) => p._id)).toContain(pinned);
  });

  it('counts the facets under an area of the map as the search finds them', async () => {
    const res = await get(`/api/property/facets?bbox=${around(DOOR)}`);
    expect(res.statusCode, res.body).toBe(200);
    const facets = res.json() as { bhk: Record<string, number>; cities: Record<string, number> };
    expect(facets.bhk['2']).toBe((await search(`bbox=${around(DOOR)}&bhk=2`)).total);
    expect(facets.bhk['3']).toBe(1);
  });

  it("answers the map's pins: the search's listings at their public points, with their prices", async () => {
    const res = await get(`/api/property/pins?bbox=${around(DOOR)}`);
    expect(res.statusCode, res.body).toBe(200);
    const { total, pins } = res.json() as { total: number; pins: { _id: string; lat: number; lng: number; price: number }[] };
    expect(total).toBe((await search(`bbox=${around(DOOR)}`)).total);
    expect(pins).toHaveLength(total);
    const pin = pins.find((p) => p._id === pinned);
    const { location } = (await get(`/api/property/${pinned}`)).json() as PublicListing;
    expect(pin).toEqual({ _id: pinned, lat: location?.lat, lng: location?.lng, price: 80 });
    expect(res.body).not.toContain(String(DOOR.lat));
    // A rental's pin carries its rent a month.
    const rentals = (await get(`/api/property/pins?purpose=rent&bbox=${around(DOOR)}`)).json() as { pins: { price: number }[] };
    expect(rentals.pins[0]?.price).toBeGreaterThan(1000);
  });

  it('refuses a malformed area with a 400 that says what is wrong', async () => {
    const cases: [string, string][] = [
      ['77.3,28.5,77.4', 'four numbers'],
      ['77.3,28.5,77.4,28.6,1', 'four numbers'],
      ['a,28.5,77.4,28.6', 'four numbers'],
      ['77.3,28.5,,28.6', 'four numbers'],
      ['190,28.5,191,28.6', 'between -180 and 180'],
      ['77.3,-95,77.4,28.6', 'between -90 and 90'],
      ['77.4,28.5,77.3,28.6', 'west must not be more than east'],
      ['77.3,28.6,77.4,28.5', 'south must not be more than north'],
    ];
    for (const [bbox, message] of cases) {
      for (const path of ['/api/property/search', '/api/property/facets', '/api/property/pins']) {
        const res = await get(`${path}?bbox=${encodeURIComponent(bbox)}`);
        expect(res.statusCode, `${path} ${bbox}`).toBe(400);
        expect(res.body, bbox).toContain(message);
      }
    }
  });

  it('refuses a pin outside Delhi NCR and keeps the listing as it was', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${pinned}`,
      headers: { authorization: `Bearer ${seller.token}` },
      payload: { propertyData: { property: { pin: { lat: 19.07, lng: 72.87 } } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Place the pin in Delhi NCR');
    const listing = (await get(`/api/property/${pinned}`, seller)).json() as Listing;
    expect(listing.location).toEqual({ ...DOOR, precision: 'pin' });
  });

  it('moves the listing on the map when its owner moves the pin', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${unpinned}`,
      headers: { authorization: `Bearer ${seller.token}` },
      payload: { propertyData: { property: { pin: SOUTH } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await search(`bbox=${around(SOUTH)}`)).properties.map((p) => p._id)).toContain(unpinned);
  });
  it("lets staff move a listing's pin from the edit, or take it away so the locality stands in", async () => {
    const id = await createListing(ctx, seller.id, { data: { seller: { city: 'Noida' }, property: { locality: 'Sector 62', pin: DOOR } } });
    const edit = (pin: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/property/${id}`,
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { propertyData: { property: { pin } } },
      });
    expect((await edit(SOUTH)).statusCode).toBe(200);
    expect(((await get(`/api/property/${id}`, admin)).json() as Listing).location).toEqual({ ...SOUTH, precision: 'pin' });
    expect((await search(`bbox=${around(SOUTH)}`)).properties.map((p) => p._id)).toContain(id);
    expect((await search(`bbox=${around(DOOR)}`)).properties.map((p) => p._id)).not.toContain(id);

    expect((await edit(null)).statusCode).toBe(200);
    expect(((await get(`/api/property/${id}`)).json() as PublicListing).location?.precision).toBe('locality');
    expect((await search(`bbox=${around(SOUTH)}`)).properties.map((p) => p._id)).not.toContain(id);
  });
});
