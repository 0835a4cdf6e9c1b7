import { describe, expect, it } from 'vitest';
import { marketBadge, marketLine, monthYear, priceDropText } from './insight-text';
import type { MarketInsight } from './schemas/property';

const market = (percentBelow: number): MarketInsight => ({
  ratePerSqft: 9500,
  place: 'Sector 62, Noida',
  source: 'Demo rate (2026)',
  recordedOn: '2026-03-01',
  percentBelow,
});

describe('market line (docs/decisions/0103)', () => {
  it('names the rate it compares with: the figure, the place, its source and month', () => {
    expect(marketLine(market(22))).toBe('22% below the market rate of ₹9,500/sq ft for Sector 62, Noida (Demo rate (2026), March 2026)');
  });

  it('says plainly when a listing is above the rate, and gives it no deal badge', () => {
    expect(marketLine(market(-12))).toBe('12% above the market rate of ₹9,500/sq ft for Sector 62, Noida (Demo rate (2026), March 2026)');
    expect(marketBadge(market(-12))).toBeNull();
    expect(marketBadge(market(0))).toBeNull();
    expect(marketBadge(market(18))).toBe('18% below market');
    expect(marketLine(market(0))).toBe('At the market rate of ₹9,500/sq ft for Sector 62, Noida (Demo rate (2026), March 2026)');
  });

  it('writes the month of the day the rate was recorded', () => {
    expect(monthYear('2026-01-31')).toBe('January 2026');
    expect(monthYear('2025-12-01')).toBe('December 2025');
  });
});

describe('price drop badge', () => {
  it('says a sale drop in lakhs and a rental drop as a rent cut a month', () => {
    expect(priceDropText({ fromLakhs: 90, toLakhs: 85, at: '2026-03-01T00:00:00Z' })).toBe('Price dropped ₹5 L');
    expect(priceDropText({ fromLakhs: 0.32, toLakhs: 0.3, at: '2026-03-01T00:00:00Z' }, 'rent')).toBe('Rent cut by ₹2,000/month');
  });
});
