import type { Listing } from '@ncr/shared/schemas/property';
import { describe, expect, it } from 'vitest';
import { pageList } from '../components/pagination';
import { areaOf, dateInputValue, sellerContact } from './listing';

const listing = (role: string | null, owner: Partial<{ fullName: string; mobile: string; email: string }> = {}) =>
  ({
    userId: role ? { _id: '1', role, fullName: owner.fullName ?? '', mobile: owner.mobile ?? null, email: owner.email ?? null } : null,
    propertyData: {
      seller: { fullName: 'Block Name', mobileNumber: '+919800000001', city: 'Noida' },
      property: { area: '', builtUpArea: 'N/A', plotSize: '200' },
    },
  }) as unknown as Listing;

describe('seller contact in the admin screens (spec §6)', () => {
  it('comes from the seller block when staff posted the listing', () => {
    expect(sellerContact(listing('admin', { fullName: 'Administrator', email: 'a@x.in' }))).toEqual({
      name: 'Block Name',
      phone: '+919800000001',
      email: '',
    });
    expect(sellerContact(listing('subadmin')).name).toBe('Block Name');
  });
  it('comes from the account otherwise', () => {
    expect(sellerContact(listing('seller', { fullName: 'Rohit', mobile: '+919811000001', email: 'r@x.in' }))).toEqual({
      name: 'Rohit',
      phone: '+919811000001',
      email: 'r@x.in',
    });
  });
});

describe('helpers', () => {
  it('skips N/A and empty areas and names the unit', () => expect(areaOf(listing(null))).toBe('200 sq yd'));
  it('turns an ISO date into a date input value', () => {
    expect(dateInputValue('2026-02-14T12:00:00Z')).toBe('2026-02-14');
    expect(dateInputValue('junk')).toBe('');
    expect(dateInputValue(null)).toBe('');
  });
  it('numbers pages around the current one with gaps', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageList(5, 12)).toEqual([1, 'gap', 4, 5, 6, 'gap', 12]);
    expect(pageList(12, 12)).toEqual([1, 'gap', 11, 12]);
  });
});
