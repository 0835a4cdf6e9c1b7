import type { PropertyData } from '@ncr/shared/schemas/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../../test/fixtures';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers';

describe('GET /api/property/:id/similar', () => {
  let ctx: TestContext;
  let ownerId: string;
  type City = PropertyData['seller']['city'];
  type Type = PropertyData['property']['type'];
  const flat = (city: City, price: number, status: 'Active' | 'Sold' | 'Pending' = 'Active', type: Type = 'flat') =>
    createListing(ctx, ownerId, { status, data: { seller: { city }, property: { type }, pricing: { expectedPrice: price } } });
  const similar = (id: string) => ctx.app.inject({ method: 'GET', url: `/api/property/${id}/similar` });

  beforeAll(async () => {
    ctx = await createTestApp();
    ownerId = (await createUser(ctx, 'seller')).id;
  });
  afterAll(() => ctx.close());

  it('returns up to six public listings of the same city and type, nearest price first, never itself', async () => {
    const target = await flat('Noida', 100);
    const near = await Promise.all([99, 102, 95, 110, 80, 130, 200].map((p) => flat('Noida', p)));
    await flat('Gurugaon', 100); // other city
    await flat('Noida', 100, 'Active', 'house'); // other type
    await flat('Noida', 100, 'Pending'); // not public
    const res = await similar(target);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((l: { _id: string }) => l._id);
    expect(ids).toEqual([near[0], near[1], near[2], near[3], near[4], near[5]]);
    expect(ids).not.toContain(target);
    for (const l of res.json()) expect(l.propertyData.seller.city).toBe('Noida');
  });

  it('answers cards: the first photo, price, market figure, what and where; no description, seller or owner', async () => {
    const target = await flat('Faridabad', 100, 'Active', 'house');
    await createListing(ctx, ownerId, {
      data: { seller: { city: 'Faridabad' }, property: { type: 'house', description: 'Call 9876543210' }, pricing: { expectedPrice: 101 } },
      media: ['/media/a.mp4', '/media/b-card.webp', '/media/c-card.webp'],
    });
    const [card] = (await similar(target)).json();
    expect(Object.keys(card).sort()).toEqual(['_id', 'market', 'media', 'propertyData', 'status']);
    expect(card.media).toEqual(['/media/b-card.webp']);
    expect(Object.keys(card.propertyData).sort()).toEqual(['pricing', 'property', 'purpose', 'seller', 'title']);
    expect(card.propertyData.purpose).toBe('sale');
    expect(card.propertyData.seller).toEqual({ city: 'Faridabad' });
    expect(card.propertyData.pricing).toEqual({ expectedPrice: 101 });
    expect(Object.keys(card.propertyData.property).sort()).toEqual(
      ['area', 'areaUnit', 'bhk', 'builtUpArea', 'locality', 'plotSize', 'title', 'type'].sort(),
    );
  });

  it('answers an empty list when nothing is alike, and 404 for a listing that is not public', async () => {
    expect((await similar(await flat('Faridabad', 50, 'Active', 'plot'))).json()).toEqual([]);
    expect((await similar(await flat('Noida', 100, 'Pending'))).statusCode).toBe(404);
    expect((await similar('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await similar('x')).statusCode).toBe(400);
  });
});
