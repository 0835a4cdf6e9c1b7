import { describe, expect, it } from 'vitest';
import {
  askingPriceDetail,
  askingPriceText,
  formatArea,
  formatDay,
  formatNumber,
  formatPostedAgo,
  formatPricePerSqft,
  formatQueryDate,
  formatRent,
  formatRentPerSqft,
  formatRupees,
  priceCard,
  priceChangeFigure,
  priceDetail,
  pricePerSqftOf,
  rentPerSqftOf,
} from './format';

describe('prices in lakhs and crores', () => {
  it('shows lakhs below one crore, as the spec says', () => {
    expect(priceCard(85)).toBe('₹85 L');
    expect(priceDetail(85)).toBe('₹85 Lakh');
    expect(priceCard(82.5)).toBe('₹82.5 L');
    expect(priceCard('45')).toBe('₹45 L');
    expect(priceDetail(99.5)).toBe('₹99.5 Lakh');
  });
  it('shows crores from 100 lakhs up', () => {
    expect(priceCard(217)).toBe('₹2.17 Cr');
    expect(priceDetail(217)).toBe('₹2.17 Crore');
    expect(priceCard(100)).toBe('₹1 Cr');
    expect(priceDetail(150)).toBe('₹1.5 Crore');
    expect(priceCard(123456)).toBe('₹1,234.56 Cr');
  });
  it('rounds before choosing the unit, so nothing reads 100 L', () => {
    expect(priceCard(99.999)).toBe('₹1 Cr');
    expect(priceCard(217.456)).toBe('₹2.17 Cr');
  });
  it('reads a missing price as zero instead of NaN', () => {
    expect(priceCard(undefined)).toBe('₹0 L');
    expect(priceDetail('not a price')).toBe('₹0 Lakh');
  });
});

describe('rupee amounts', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(2170000)).toBe('₹21,70,000');
    expect(formatRupees('2170000')).toBe('₹21,70,000');
    expect(formatRupees('21,70,000')).toBe('₹21,70,000');
    expect(formatRupees('₹ 500000')).toBe('₹5,00,000');
    expect(formatNumber(100000)).toBe('1,00,000');
  });
  it('keeps text that is not an amount and says nothing for empty', () => {
    expect(formatRupees('10% of price')).toBe('10% of price');
    expect(formatRupees('')).toBeUndefined();
    expect(formatRupees(null)).toBeUndefined();
  });
});

describe('price per sq ft and area', () => {
  it('carries the unit', () => {
    expect(formatPricePerSqft(8500)).toBe('₹8,500/sq ft');
    expect(formatPricePerSqft('12500')).toBe('₹12,500/sq ft');
    expect(formatPricePerSqft('12500 per sq ft')).toBe('₹12,500/sq ft');
    expect(formatPricePerSqft('')).toBeUndefined();
    expect(formatArea(1200)).toBe('1,200 sq ft');
    expect(formatArea('1850')).toBe('1,850 sq ft');
    expect(formatArea('1850 sqft')).toBe('1,850 sq ft');
    expect(formatArea('2,400 Sq. Ft.')).toBe('2,400 sq ft');
  });
  it('keeps areas in other units as typed', () => {
    expect(formatArea('200 sq yd')).toBe('200 sq yd');
    expect(formatArea(undefined)).toBeUndefined();
  });
  it('works price per sq ft out of price and area when both are numbers', () => {
    expect(pricePerSqftOf(217, '1850 sq ft')).toBe(11730);
    expect(pricePerSqftOf(85, 1000)).toBe(8500);
    expect(pricePerSqftOf(85, '200 sq yd')).toBeUndefined();
    expect(pricePerSqftOf(85, 0)).toBeUndefined();
  });
});

describe('dates', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('says how long ago with the given now', () => {
    expect(formatPostedAgo('2026-11-20T12:00:00Z', now)).toBe('3 days ago');
    expect(formatPostedAgo('2026-11-22T11:00:00Z', now)).toBe('1 day ago');
    expect(formatPostedAgo('2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(formatPostedAgo('2026-11-23T11:55:00Z', new Date(now))).toBe('5 minutes ago');
    expect(formatPostedAgo('2026-11-23T10:00:00Z', now)).toBe('2 hours ago');
    expect(formatPostedAgo('2026-11-09T12:00:00Z', now)).toBe('2 weeks ago');
    expect(formatPostedAgo('2026-07-01T12:00:00Z', now)).toBe('4 months ago');
    expect(formatPostedAgo('2025-11-01T12:00:00Z', now)).toBe('1 year ago');
  });
  it('reads a future date as just now and an unreadable one as nothing', () => {
    expect(formatPostedAgo('2026-11-24T12:00:00Z', now)).toBe('just now');
    expect(formatPostedAgo('garbage', now)).toBeUndefined();
    expect(formatPostedAgo(undefined, now)).toBeUndefined();
  });
  it('prints calendar days the same in every time zone', () => {
    expect(formatDay('2026-11-30')).toBe('30 Nov 2026');
    expect(formatDay('2026-03-04T15:30:00Z')).toBe('4 Mar 2026');
    expect(formatDay('')).toBe('Unknown date');
    expect(formatDay('nope')).toBe('Invalid date');
  });
  it('prints query dates in en-IN with a 12-hour clock, or says why not', () => {
    expect(formatQueryDate(undefined)).toBe('Unknown date');
    expect(formatQueryDate('not a date')).toBe('Invalid date');
    expect(formatQueryDate('2026-03-04T15:30:00Z')).toMatch(/[ap]m/i);
  });
});

describe('rents a month (rentals)', () => {
  it('writes a rent in rupees a month with Indian grouping', () => {
    expect(formatRent(32000)).toBe('₹32,000/month');
    expect(formatRent(150000)).toBe('₹1,50,000/month');
    expect(formatRent('18000')).toBe('₹18,000/month');
    expect(formatRent(undefined)).toBe('₹0/month');
  });
  it('works out and writes rent per sq ft a month', () => {
    expect(rentPerSqftOf(32000, 1200)).toBe(26.67);
    expect(rentPerSqftOf(32000, '1200 sq ft')).toBe(26.67);
    expect(rentPerSqftOf(0, 1200)).toBeUndefined();
    expect(rentPerSqftOf(32000, null)).toBeUndefined();
    expect(formatRentPerSqft(26.67)).toBe('₹26.67/sq ft a month');
    expect(formatRentPerSqft(undefined)).toBeUndefined();
  });
  it('says the asking price of a sale or a rental', () => {
    expect(askingPriceText({ purpose: 'rent', pricing: { monthlyRent: 32000 } })).toBe('₹32,000/month');
    expect(askingPriceText({ purpose: 'sale', pricing: { expectedPrice: 85 } })).toBe('₹85 L');
    // Stored before rentals: no purpose, a sale.
    expect(askingPriceText({ pricing: { expectedPrice: 217 } })).toBe('₹2.17 Cr');
    expect(askingPriceDetail({ pricing: { expectedPrice: 217 } })).toBe('₹2.17 Crore');
    expect(askingPriceDetail({ purpose: 'rent', pricing: { monthlyRent: 45000 } })).toBe('₹45,000/month');
  });
  it('reads a price history figure of a rental as rent a month', () => {
    expect(priceChangeFigure('rent', 0.32)).toBe('₹32,000/month');
    expect(priceChangeFigure('rent', 0.32 - 0.3)).toBe('₹2,000/month');
    expect(priceChangeFigure('sale', 85)).toBe('₹85 L');
    expect(priceChangeFigure(undefined, 217)).toBe('₹2.17 Cr');
  });
});
