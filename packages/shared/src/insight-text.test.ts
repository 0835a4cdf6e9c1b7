import { describe, expect, it } from 'vitest';
import { marketBadge, marketLine } from './insight-text';
import type { MarketInsight } from './schemas/property';

const market = (percentBelow: number, scope: 'locality' | 'city' = 'locality'): MarketInsight => ({
  medianPricePerSqft: 6120,
  comparables: 23,
  scope,
  place: scope === 'locality' ? 'Sector 62, Noida' : 'Noida',
  percentBelow,
});

describe('market line (docs/decisions/0056)', () => {
  it('names what it compares with: how many listings of the kind, and where', () => {
    expect(marketLine(market(18), 'flat')).toBe(
      '18% below the median price per sq ft of 23 flats listed in Sector 62, Noida (₹6,120/sq ft)',
    );
    expect(marketLine(market(5, 'city'), 'plot')).toBe('5% below the median price per sq ft of 23 plots listed in Noida (₹6,120/sq ft)');
  });

  it('says plainly when a listing is above the median, and gives it no deal badge', () => {
    expect(marketLine(market(-12), 'house')).toBe(
      '12% above the median price per sq ft of 23 houses listed in Sector 62, Noida (₹6,120/sq ft)',
    );
    expect(marketBadge(market(-12))).toBeNull();
    expect(marketBadge(market(0))).toBeNull();
    expect(marketBadge(market(18))).toBe('18% below market');
    expect(marketLine(market(0), 'flat')).toBe('At the median price per sq ft of 23 flats listed in Sector 62, Noida (₹6,120/sq ft)');
  });
});
