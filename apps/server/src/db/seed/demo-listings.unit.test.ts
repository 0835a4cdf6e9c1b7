import { areaInSqft, listingArea, pricePerSqft } from '@ncr/shared/area';
import { SCENE_KINDS, SCENE_VARIANTS, sceneKindOf, sceneSvg } from '@ncr/shared/demo-scenes';
import { CITIES, type City } from '@ncr/shared/enums';
import { NOT_APPLICABLE, propertyDataSchema } from '@ncr/shared/schemas/property';
import { describe, expect, it } from 'vitest';
import { DEMO_LISTINGS } from '~/bootstrap';
import { placePoint } from '~/shared/gazetteer/gazetteer';
import type { DemoImages } from './demo-images';
import { CLUSTER, DEMO_MARKET_RATES, demoListing, demoPhotos } from './demo-listings';
import { DEMO_POINT_LOCALITIES, demoPin } from './demo-points';

const N = 600;
const listings = Array.from({ length: N }, (_, i) => ({ i, ...demoListing(i) }));
const fakeImages = Object.fromEntries(
  SCENE_KINDS.map((k) => [k, Array.from({ length: SCENE_VARIANTS }, (_, v) => `/media/demo-${k}-0${v}-detail.webp`)]),
) as DemoImages;

// Rupees per sq ft that a demo listing of each city must stay within (urgent sales, a fifth to a third under the going rate).
const CITY_RATE: Record<string, [number, number]> = {
  Delhi: [7_000, 60_000],
  Noida: [5_000, 40_000],
  'Greater Noida': [3_000, 16_000],
  Gurugaon: [6_000, 60_000],
  Faridabad: [3_000, 20_000],
  Ghaziabad: [3_000, 20_000],
};

describe('demo listings', () => {
  it('are valid listings as the post form would send them', () => {
    for (const { i, data } of listings) expect(propertyDataSchema.safeParse(data).success, `listing ${i}`).toBe(true);
  });

  it('show pictures of their own type only, several distinct ones each', () => {
    for (const { i, data, scene, villa } of listings) {
      const photos = demoPhotos(i, scene, fakeImages, villa);
      // Villas show pitched-roof villas, independent houses builder floors (even / odd variants).
      if (scene === 'house') {
        expect(villa).toBe(/Villa/.test(data.title ?? ''));
        for (const url of photos) expect(Number(/-(\d\d)-detail/.exec(url)?.[1]) % 2 === 0, url).toBe(villa);
      }
      expect(new Set(photos).size, `listing ${i}`).toBe(photos.length);
      expect(photos.length).toBeGreaterThanOrEqual(2);
      const kinds = new Set(photos.map(sceneKindOf));
      expect([...kinds]).toEqual([scene]);
      if (data.property.type === 'commercial') {
        expect(['shop', 'office']).toContain(scene);
        expect(data.title).toMatch(scene === 'office' ? /^Office Space/ : /^Shop/);
      } else {
        expect(scene).toBe(data.property.type);
      }
    }
  });

  it('give BHK and bathrooms to homes only', () => {
    for (const { i, data } of listings) {
      const { type, bhk, baths } = data.property;
      if (type === 'plot') expect(bhk, `listing ${i}`).toBe(NOT_APPLICABLE);
      else if (type === 'commercial') expect({ bhk, baths }, `listing ${i}`).toEqual({ bhk: '', baths: '' });
      else expect(bhk, `listing ${i}`).toMatch(/^(1|2|3|4|5\+)$/);
      if (type === 'plot' || type === 'commercial') expect(data.title).not.toMatch(/BHK/);
    }
  });

  it('store the area unit: sq yd for plots, sq ft for built space; price per sq ft matches', () => {
    for (const { i, data } of listings) {
      const unit = data.property.areaUnit;
      expect(unit, `listing ${i}`).toBe(data.property.type === 'plot' ? 'sqyd' : 'sqft');
      const area = listingArea(data.property);
      expect(area).not.toBeNull();
      const perSqft = pricePerSqft(data.pricing.expectedPrice, area);
      expect(Math.abs(Number(data.pricing.pricePerSqft) - (perSqft ?? 0)), `listing ${i}`).toBeLessThanOrEqual(1);
      if (area && data.property.type === 'plot') expect(areaInSqft(area)).toBe(area.value * 9);
    }
  });

  it('are priced like their city, with real localities and proper capitals', () => {
    for (const { i, data } of listings) {
      const [low, high] = CITY_RATE[data.seller.city] as [number, number];
      const rate = Number(data.pricing.pricePerSqft);
      expect(rate, `listing ${i} ${data.title}`).toBeGreaterThanOrEqual(low);
      expect(rate, `listing ${i} ${data.title}`).toBeLessThanOrEqual(high);
      expect(data.pricing.expectedPrice).toBeGreaterThanOrEqual(5);
      expect(data.property.address).toContain(data.property.locality);
      expect(data.property.description).not.toContain(data.title?.toLowerCase() ?? '');
      for (const word of (data.title ?? '').split(/[\s,]+/).filter((w) => /^[a-z]/i.test(w) && !['in', 'of'].includes(w))) {
        expect(word[0], `"${word}" in "${data.title}"`).toBe(word[0]?.toUpperCase());
      }
    }
    expect(new Set(listings.map((l) => l.data.seller.city))).toEqual(new Set(CITIES));
  });

  it("are each at least 20% below their locality's demo market rate (docs/decisions/0103)", () => {
    const rates = new Map(DEMO_MARKET_RATES.map((r) => [`${r.city}|${r.locality}`, r.ratePerSqft]));
    expect(rates.size).toBe(DEMO_MARKET_RATES.length);
    for (const [i, { data }] of listings.entries()) {
      const rate = rates.get(`${data.seller.city}|${data.property.locality}`) as number;
      const perSqft = pricePerSqft(data.pricing.expectedPrice, listingArea(data.property)) as number;
      expect(Math.round(((rate - perSqft) / rate) * 100), `listing ${i} ${data.title}`).toBeGreaterThanOrEqual(20);
    }
  });

  it('come in clusters of one locality and type, several flats of one society for sale at once', () => {
    const demo = listings.slice(0, DEMO_LISTINGS);
    const groups = new Map<string, number>();
    for (const { data } of demo) {
      const key = `${data.seller.city}|${data.property.type}|${data.property.locality}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    // Every group holds a whole cluster.
    expect(Math.min(...groups.values())).toBeGreaterThanOrEqual(CLUSTER);
    // Many localities: at least five in every city.
    for (const city of CITIES) {
      const localities = new Set(demo.filter((l) => l.data.seller.city === city).map((l) => l.data.property.locality));
      expect(localities.size, city).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(demo.map((l) => l.data.property.type))).toEqual(new Set(['flat', 'house', 'plot', 'commercial']));
  });

  it('draw each kind in distinct pictures', () => {
    for (const kind of SCENE_KINDS) {
      const svgs = Array.from({ length: SCENE_VARIANTS }, (_, v) => sceneSvg(kind, v));
      expect(new Set(svgs).size).toBe(SCENE_VARIANTS);
      expect(sceneSvg(kind, 2)).toBe(svgs[2]);
    }
  });
});

describe('demo pins', () => {
  it("know a point for every demo locality, and pin three in four of each city's listings within about 600 m of it", () => {
    const known = new Set(DEMO_POINT_LOCALITIES.map(({ city, locality }) => `${city}|${locality}`));
    for (const { city, locality } of DEMO_MARKET_RATES) expect(known.has(`${city}|${locality}`), `${locality}, ${city}`).toBe(true);
    const pinned = listings.filter(({ data }) => data.property.pin);
    expect(pinned.length).toBe(listings.filter(({ i }) => Math.floor(i / CITIES.length) % 4 !== 3).length);
    for (const city of CITIES) {
      const own = listings.filter(({ data }) => data.seller.city === city);
      expect(own.filter(({ data }) => !data.property.pin).length, city).toBe(Math.floor(own.length / 4));
    }
    for (const { i, data } of pinned) {
      const centre = placePoint(data.seller.city, data.property.locality);
      const pin = data.property.pin as { lat: number; lng: number };
      // Against the demo's own point (the gazetteer's may be a city's centre): within 0.004° each way.
      const own = demoPin(data.seller.city as City, data.property.locality, 0, () => 0.5).pin;
      expect(Math.abs(pin.lat - (own?.lat ?? 0)), `listing ${i}`).toBeLessThanOrEqual(0.004 + 1e-9);
      expect(Math.abs(pin.lng - (own?.lng ?? 0)), `listing ${i}`).toBeLessThanOrEqual(0.004 + 1e-9);
      expect(centre).not.toBeNull();
    }
  });
});
