import { describe, expect, it } from 'vitest';
import { parseBudget } from '../constants';
import { TEXTS } from '../texts';
import { NOT_APPLICABLE, normalisePropertyData, propertyDataSchema, STEP_ONE_FIELDS } from './property';

const valid = {
  seller: { fullName: 'Asha Rao', mobileNumber: '9811000001', city: 'Noida' },
  property: {
    type: 'flat',
    bhk: '3',
    address: 'Tower 4, Sector 62',
    locality: 'Sector 62',
    builtUpArea: '1450',
    carpetArea: '1100',
    floorNumber: '7',
    totalFloors: '14',
    age: '5 years',
  },
  pricing: { expectedPrice: '82.5', availability: 'ready' },
  legal: {},
  features: { amenities: ['Lift'], nearbyFacilities: ['Metro Station'] },
};

const paths = (input: unknown) => {
  const result = propertyDataSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('propertyDataSchema (spec §5 post rules)', () => {
  it('accepts a complete flat and coerces the price to a number', () => {
    const data = propertyDataSchema.parse(valid);
    expect(data.pricing.expectedPrice).toBe(82.5);
  });

  it('names every missing step-1 field', () => {
    expect(paths({ ...valid, seller: { fullName: '', mobileNumber: '', city: '' } })).toEqual([
      `seller.fullName: ${TEXTS.missingInfoBody}`,
      `seller.mobileNumber: ${TEXTS.missingInfoBody}`,
      `seller.city: ${TEXTS.missingInfoBody}`,
    ]);
  });

  it('requires plot size for a plot, and not the built-up area or floors', () => {
    const plot = {
      ...valid,
      property: { ...valid.property, type: 'plot', builtUpArea: '', carpetArea: '', floorNumber: '', totalFloors: '' },
    };
    expect(paths(plot)).toEqual([`property.plotSize: ${TEXTS.plotSizeRequired}`]);
    const data = normalisePropertyData(propertyDataSchema.parse({ ...plot, property: { ...plot.property, plotSize: '200' } }));
    expect(data.property).toMatchObject({ bhk: NOT_APPLICABLE, floorNumber: NOT_APPLICABLE, builtUpArea: NOT_APPLICABLE });
  });

  it('requires a vacant date when occupied, and a positive price', () => {
    expect(paths({ ...valid, pricing: { expectedPrice: '0', availability: 'ready' } })).toEqual([
      'pricing.expectedPrice: Enter the expected price in lakhs',
    ]);
    expect(paths({ ...valid, pricing: { expectedPrice: '10', availability: 'occupied' } })).toEqual([
      `pricing.vacantDate: ${TEXTS.missingInfoBody}`,
    ]);
  });

  it('rejects values outside the enumerations', () => {
    expect(paths({ ...valid, property: { ...valid.property, type: 'castle' } })[0]).toMatch(/^property.type/);
    expect(paths({ ...valid, features: { amenities: ['Helipad'], nearbyFacilities: [] } })[0]).toMatch(/^features.amenities/);
  });
});

describe('STEP_ONE_FIELDS (what the wizard validates on Next)', () => {
  it('covers every field an empty step 1 can fail on, and nothing of step 2', () => {
    const empty = { seller: {}, property: {}, pricing: { expectedPrice: '', availability: 'occupied' }, legal: {}, features: {} };
    const result = propertyDataSchema.safeParse(empty);
    const failing = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    const plot = propertyDataSchema.safeParse({ ...valid, property: { ...valid.property, type: 'plot' } });
    failing.push(...(plot.success ? [] : plot.error.issues.map((i) => i.path.join('.'))));
    for (const path of failing) expect(STEP_ONE_FIELDS as readonly string[]).toContain(path);
    expect(failing.length).toBeGreaterThan(10);
    expect(STEP_ONE_FIELDS.some((f) => /^(legal|features|comments)/.test(f))).toBe(false);
  });
});

describe('parseBudget', () => {
  it('reads labelled ranges in lakhs', () => {
    expect(parseBudget('50-100')).toEqual({ min: 50, max: 100 });
    expect(parseBudget('200-')).toEqual({ min: 200, max: null });
    expect(parseBudget('100-50')).toBeNull();
    expect(parseBudget('cheap')).toBeNull();
  });
});
