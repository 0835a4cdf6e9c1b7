import { CITIES } from '@ncr/shared/enums';
import { propertyDataSchema } from '@ncr/shared/schemas/property';
import { describe, expect, it } from 'vitest';
import { searchColumns } from '~/shared/listings';
import { DEMO_MARKET_RATES } from './demo-listings';
import { DEMO_MARKET_RENTS, DEMO_RENTALS, demoRental } from './demo-rentals';

const today = new Date('2026-12-02T06:00:00Z');
const rentals = Array.from({ length: DEMO_RENTALS }, (_, i) => ({ i, ...demoRental(i, today) }));
const rentOf = (city: string, locality: string, bhk: string) =>
  DEMO_MARKET_RENTS.find((r) => r.city === city && r.locality === locality)?.rentPerMonthByBhk[bhk as '2'];

// A 2 BHK's rent a month in the localities the brief names, and the cheapest and dearest a city's 2 BHK may ask.
const TWO_BHK: Record<string, [number, number]> = {
  'Noida|Sector 62': [18_000, 25_000],
  'Gurugaon|DLF Phase 2': [45_000, 70_000],
  'Delhi|Vasant Kunj': [40_000, 60_000],
  'Greater Noida|Gaur City 2': [12_000, 18_000],
};
const CITY_TWO_BHK: Record<string, [number, number]> = {
  Delhi: [20_000, 60_000],
  Noida: [15_000, 32_000],
  'Greater Noida': [10_000, 18_000],
  Gurugaon: [25_000, 75_000],
  Faridabad: [9_000, 19_000],
  Ghaziabad: [8_000, 19_000],
};

describe('demo rentals (docs/decisions/0106)', () => {
  it('are at least 60, valid rentals as the post form would send them, across the six cities', () => {
    expect(DEMO_RENTALS).toBeGreaterThanOrEqual(60);
    for (const { i, data } of rentals) {
      const parsed = propertyDataSchema.safeParse(data);
      expect(parsed.success, `rental ${i}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
      expect(data.purpose).toBe('rent');
      expect(data.pricing.expectedPrice).toBeUndefined();
    }
    for (const city of CITIES) expect(rentals.filter((r) => r.data.seller.city === city).length, city).toBeGreaterThanOrEqual(10);
  });

  it('ask rents that fit their localities, with a deposit of two or three months', () => {
    for (const place of Object.keys(TWO_BHK)) {
      const twos = rentals.filter((r) => `${r.data.seller.city}|${r.data.property.locality}` === place && r.data.property.bhk === '2');
      expect(twos.length, place).toBeGreaterThan(0);
    }
    for (const { i, data } of rentals) {
      const rent = data.pricing.monthlyRent as number;
      expect(rent % 500, `rental ${i}`).toBe(0);
      expect([2, 3]).toContain((data.pricing.securityDeposit as number) / rent);
      if (data.property.bhk !== '2') continue;
      const named = TWO_BHK[`${data.seller.city}|${data.property.locality}`];
      const [low, high] = named ?? (CITY_TWO_BHK[data.seller.city] as [number, number]);
      expect(rent, `rental ${i} ${data.title}`).toBeGreaterThanOrEqual(low);
      expect(rent, `rental ${i} ${data.title}`).toBeLessThanOrEqual(high);
    }
  });

  it('are available from days near today, some furnished, some with maintenance, with every kind of tenant', () => {
    for (const { data } of rentals) {
      const days = (Date.parse(data.pricing.availableFrom) - today.getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(-8);
      expect(days).toBeLessThan(43);
    }
    expect(rentals.some((r) => r.data.property.furnishing === 'fully-furnished')).toBe(true);
    expect(rentals.some((r) => r.data.pricing.maintenance !== undefined)).toBe(true);
    expect(new Set(rentals.map((r) => r.data.pricing.tenantsPreferred))).toEqual(new Set(['family', 'bachelors', 'company', 'any']));
  });

  it("mostly ask under their locality's market rent, which the demo market rates carry", () => {
    const rates = new Map(DEMO_MARKET_RATES.map((r) => [`${r.city}|${r.locality}`, r]));
    let below = 0;
    for (const { i, data } of rentals) {
      const rate = rates.get(`${data.seller.city}|${data.property.locality}`);
      expect(rate?.rentPerMonthByBhk, `rental ${i}`).toBeTruthy();
      const market = rentOf(data.seller.city, data.property.locality, data.property.bhk) as number;
      expect(rate?.rentPerMonthByBhk?.[data.property.bhk]).toBe(market);
      if ((data.pricing.monthlyRent as number) < market) below += 1;
    }
    expect(below / rentals.length).toBeGreaterThan(0.75);
  });

  it('store the search columns of a rental: purpose, rent a month, no sale price, rent per sq ft', () => {
    const { data } = rentals[0] as (typeof rentals)[number];
    const columns = searchColumns(data);
    expect(columns).toMatchObject({ purpose: 'rent', priceLakhs: 0, monthlyRent: data.pricing.monthlyRent });
    expect(columns.pricePerSqft).toBeCloseTo((data.pricing.monthlyRent as number) / Number(data.property.area), 2);
  });
});
