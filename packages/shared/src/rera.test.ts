import { describe, expect, it } from 'vitest';
import { reraProblem } from './rera';
import { propertyDataSchema } from './schemas/property';

describe('RERA registration numbers', () => {
  it("take each authority's forms for the cities it registers", () => {
    expect(reraProblem('DLRERA2019P0012', 'Delhi')).toBeNull();
    expect(reraProblem('UPRERAPRJ445858', 'Noida')).toBeNull();
    expect(reraProblem('uprera prj 6946', 'Ghaziabad')).toBeNull();
    expect(reraProblem('UPRERAPRJ12345', 'Greater Noida')).toBeNull();
    expect(reraProblem('GGM/517/249/2021/85', 'Gurugaon')).toBeNull();
    expect(reraProblem('RC/REP/HARERA/GGM/2018/13', 'Gurugaon')).toBeNull();
    expect(reraProblem('HRERA-PKL-FBD-123-2019', 'Faridabad')).toBeNull();
  });

  it("refuse another state's number, and anything else, naming the right authority's form", () => {
    expect(reraProblem('UPRERAPRJ445858', 'Gurugaon')).toBe(
      'Enter the Haryana RERA registration number of the project, e.g. GGM/517/249/2021/85',
    );
    expect(reraProblem('GGM/517/249/2021/85', 'Noida')).toBe('Enter the UP RERA registration number of the project, e.g. UPRERAPRJ445858');
    expect(reraProblem('DLRERA19P12', 'Delhi')).toBe('Enter the Delhi RERA registration number of the project, e.g. DLRERA2019P0012');
    expect(reraProblem('pending', '')).toBe('Enter the RERA registration number as the authority issued it');
    expect(reraProblem('UPRERAPRJ445858', '')).toBeNull();
  });
});

describe('a listing and its RERA number', () => {
  const listing = (availability: string, reraNumber?: string, city = 'Noida') => ({
    seller: { fullName: 'Asha Verma', mobileNumber: '+919811000001', city },
    property: {
      type: 'flat',
      bhk: '2',
      address: 'Tower B, Sector 150',
      locality: 'Sector 150',
      builtUpArea: '1200',
      carpetArea: '950',
      floorNumber: '4',
      totalFloors: '20',
      age: 'Under construction',
    },
    pricing: { expectedPrice: 85, availability },
    legal: { ...(reraNumber !== undefined ? { reraNumber } : {}) },
    features: {},
  });
  const issues = (input: unknown) => {
    const parsed = propertyDataSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('is required for an under-construction sale, checked whenever given, and stored as the authority spells it', () => {
    expect(issues(listing('under-construction'))).toEqual([
      "legal.reraNumber: Enter the project's RERA registration number: an under-construction property is advertised with it",
    ]);
    expect(issues(listing('under-construction', 'GGM/517/249/2021/85'))).toEqual([
      'legal.reraNumber: Enter the UP RERA registration number of the project, e.g. UPRERAPRJ445858',
    ]);
    expect(issues(listing('ready', 'nonsense'))).toHaveLength(1);
    expect(issues(listing('ready'))).toEqual([]);
    expect(propertyDataSchema.parse(listing('under-construction', ' uprera prj 445858 ')).legal.reraNumber).toBe('UPRERAPRJ445858');
  });
});
