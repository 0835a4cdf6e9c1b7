import type { ListingStatus } from '@ncr/shared/enums';
import { normalisePropertyData, type PropertyData } from '@ncr/shared/schemas/property';
import { properties } from '~/db/schema';
import { demoPropertyData, demoReraNumber } from '~/db/seed/demo-listings';
import { searchColumns } from '~/shared/listings';
import type { TestContext } from './helpers';

export interface ListingOverrides {
  status?: ListingStatus;
  isFeatured?: boolean;
  media?: string[];
  createdAt?: Date;
  /** Deep-merged into a realistic generated propertyData. */
  data?: {
    title?: string;
    seller?: Partial<PropertyData['seller']>;
    property?: Partial<PropertyData['property']>;
    pricing?: Partial<PropertyData['pricing']>;
    legal?: Partial<PropertyData['legal']>;
    features?: Partial<PropertyData['features']>;
    comments?: string;
  };
}

let index = 1000;

/** A valid propertyData, as the post form would send it. */
export function samplePropertyData(overrides: ListingOverrides['data'] = {}): PropertyData {
  index += 1;
  const base = demoPropertyData(index);
  const seller = { ...base.seller, ...overrides.seller };
  const pricing = { ...base.pricing, ...overrides.pricing };
  const legal = { ...base.legal, ...overrides.legal };
  // An under-construction sale carries a RERA number of its city's authority, wherever the overrides put it.
  if (overrides.legal?.reraNumber === undefined) {
    const needed = base.purpose !== 'rent' && pricing.availability === 'under-construction';
    if ((needed || legal.reraNumber) && seller.city) legal.reraNumber = demoReraNumber(seller.city, index);
  }
  return normalisePropertyData({
    ...base,
    ...(overrides.title !== undefined ? { title: overrides.title } : {}),
    seller,
    property: { ...base.property, ...overrides.property },
    pricing,
    legal,
    features: { ...base.features, ...overrides.features },
    comments: overrides.comments ?? base.comments,
  });
}

/** Inserts a listing straight into the database and returns its id. */
export function createListing(ctx: TestContext, ownerId: string, overrides: ListingOverrides = {}): Promise<string> {
  return insertListing(ctx, ownerId, samplePropertyData(overrides.data), overrides);
}

/** Inserts a listing of this propertyData (with its search columns) and returns its id. */
export async function insertListing(
  ctx: TestContext,
  ownerId: string,
  data: PropertyData,
  overrides: ListingOverrides = {},
): Promise<string> {
  const [row] = await ctx.app.db
    .insert(properties)
    .values({
      ownerId,
      status: overrides.status ?? 'Active',
      isFeatured: overrides.isFeatured ?? false,
      propertyData: data,
      media: overrides.media ?? [],
      ...searchColumns(data),
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
      ...(overrides.status === 'Sold' ? { soldPrice: data.pricing.expectedPrice, soldDate: new Date() } : {}),
    })
    .returning({ id: properties.id });
  if (!row) throw new Error('listing not created');
  return row.id;
}
