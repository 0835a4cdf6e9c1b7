import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { HIDDEN_EMAIL, HIDDEN_PHONE } from './contact-privacy';
import { maskPublicText, PUBLIC_LISTING_NOT_TEXT, PUBLIC_LISTING_TEXT } from './public-text';
import { publicListingSchema, similarListingSchema } from './schemas/property';

/** Every path of the schema that holds a plain string (not an enumeration or a literal). */
function stringPaths(schema: z.ZodType, path = ''): string[] {
  const def = schema.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'string':
      return [path];
    case 'optional':
    case 'nullable':
    case 'default':
      return stringPaths(def.innerType as z.ZodType, path);
    case 'array':
      return stringPaths(def.element as z.ZodType, `${path}[]`);
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        stringPaths(value, path ? `${path}.${key}` : key),
      );
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => stringPaths(option, path));
    default:
      return [];
  }
}

describe('the public text allow-list', () => {
  it('names every string field of the public listing and of a similar-listing card, as free text or not', () => {
    const known = new Set<string>([...PUBLIC_LISTING_TEXT, ...PUBLIC_LISTING_NOT_TEXT]);
    for (const schema of [publicListingSchema, similarListingSchema]) {
      expect([...new Set(stringPaths(schema))].filter((path) => !known.has(path))).toEqual([]);
    }
    // And names nothing the public shape does not have (the market figure's fields follow where its rate comes from).
    const paths = new Set(stringPaths(publicListingSchema));
    expect([...known].filter((path) => !paths.has(path) && !path.startsWith('market.'))).toEqual([]);
  });

  it('masks every free-text field in place and leaves the others', () => {
    const phone = '98\u200b11 00 00 01';
    const email = 'owner＠example.com';
    const listing = {
      _id: '9811000001',
      userId: { role: 'seller', fullName: `Ravi ${phone}` },
      market: { place: `Sector ${phone}, Noida`, scope: 'locality' },
      propertyData: {
        title: email,
        seller: { fullName: phone, city: 'Noida' },
        property: { area: phone, floorNumber: '९८११०००००१', amenities: ['Gym', `Call ${phone}`], description: 'Sector 62, 1,250 sq ft' },
        pricing: { pricePerSqft: '+91 (981) 100-0001', bookingAmount: '₹1,20,00,000' },
        comments: email,
      },
    };
    const masked = maskPublicText(structuredClone(listing));
    expect(masked._id).toBe('9811000001');
    expect(masked.userId.fullName).toBe(`Ravi ${HIDDEN_PHONE}`);
    expect(masked.market.place).toBe(`Sector ${HIDDEN_PHONE}, Noida`);
    expect(masked.propertyData.title).toBe(HIDDEN_EMAIL);
    expect(masked.propertyData.seller).toEqual({ fullName: HIDDEN_PHONE, city: 'Noida' });
    expect(masked.propertyData.property).toEqual({
      area: HIDDEN_PHONE,
      floorNumber: HIDDEN_PHONE,
      amenities: ['Gym', `Call ${HIDDEN_PHONE}`],
      description: 'Sector 62, 1,250 sq ft',
    });
    expect(masked.propertyData.pricing).toEqual({ pricePerSqft: HIDDEN_PHONE, bookingAmount: '₹1,20,00,000' });
    expect(masked.propertyData.comments).toBe(HIDDEN_EMAIL);
  });
});
