import { normalisePropertyData, type PropertyData } from '@ncr/shared/schemas/property';
import { demoRental } from '~/db/seed/demo-rentals';
import { insertListing, type ListingOverrides } from './fixtures';
import type { TestContext } from './helpers';

// Rentals for tests (docs/decisions/0106), made like samplePropertyData from the demo rentals.

let index = 0;

/** A valid rental's propertyData, as the post form would send it. */
export function sampleRentalData(overrides: ListingOverrides['data'] = {}): PropertyData {
  index += 1;
  const base = demoRental(index % 72, new Date());
  return normalisePropertyData({
    ...base.data,
    ...(overrides.title !== undefined ? { title: overrides.title } : {}),
    seller: { ...base.data.seller, ...overrides.seller },
    property: { ...base.data.property, ...overrides.property },
    pricing: { ...base.data.pricing, ...overrides.pricing },
    legal: { ...base.data.legal, ...overrides.legal },
    features: { ...base.data.features, ...overrides.features },
    comments: overrides.comments ?? base.data.comments,
  });
}

/** Inserts a rental straight into the database and returns its id. */
export function createRental(ctx: TestContext, ownerId: string, overrides: ListingOverrides = {}): Promise<string> {
  return insertListing(ctx, ownerId, sampleRentalData(overrides.data), overrides);
}
