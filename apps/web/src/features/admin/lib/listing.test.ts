import type { Listing } from '@ncr/shared/schemas/property';
import { describe, expect, it } from 'vitest';
import { pageList } from '../components/pagination';
import { areaOf, budgetRangeText, dateInputValue, sellerContact, sellerPriceText } from './listing';

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

describe('rentals in the admin screens', () => {
  it('reads a seller row by its rent a month when the latest listing is a rental', () => {
    expect(sellerPriceText({ price: null, monthlyRent: 32000 })).toBe('₹32,000/month');
    expect(sellerPriceText({ price: 85 })).toBe('₹85 L');
    expect(sellerPriceText({ price: null })).toBe('—');
  });

  it('reads a buyer budget in lakhs to buy and in rupees a month to rent', () => {
    expect(budgetRangeText({ budget: { min: 50, max: 100 } })).toBe('₹50 L - ₹100 L');
    expect(budgetRangeText({ purpose: 'rent', budget: { min: 10000, max: 30000 } })).toBe('₹10,000 - ₹30,000 a month');
    expect(budgetRangeText({ purpose: 'rent', budget: { min: null, max: null } })).toBe('—');
  });
});
