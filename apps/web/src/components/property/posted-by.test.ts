import type { PublicListing } from '@ncr/shared/schemas/property';
import { describe, expect, it } from 'vitest';
import { postedBy } from './posted-by';

const listing = (role: string | null, fullName = '', sellerName = '') =>
  ({
    userId: role ? { _id: '1', role, fullName } : null,
    propertyData: { seller: { fullName: sellerName } },
  }) as unknown as PublicListing;

describe('postedBy (spec §2)', () => {
  it("says 'Admin' for listings posted by admin or subadmin staff", () => {
    expect(postedBy(listing('admin', 'Administrator', 'Owner'))).toBe('Admin');
    expect(postedBy(listing('subadmin', 'Sub', 'Owner'))).toBe('Admin');
  });
  it('falls back from the owner name to the seller name to Seller', () => {
    expect(postedBy(listing('seller', 'Rohit', 'Owner'))).toBe('Rohit');
    expect(postedBy(listing('seller', '', 'Owner'))).toBe('Owner');
    expect(postedBy(listing(null))).toBe('Seller');
  });
});
