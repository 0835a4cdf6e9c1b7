import type { SceneKind } from '@ncr/shared/demo-scenes';
import { AMENITIES, type BHK as BHKS, CITIES, type City, FACING, NEARBY, TENANTS_PREFERRED } from '@ncr/shared/enums';
import type { PropertyData } from '@ncr/shared/schemas/property';
import { demoPin } from './demo-points';
import { rng } from './demo-random';

type BHK = (typeof BHKS)[number];

// Demo rentals (docs/decisions/0106-renting.md): homes to let across the six cities, at the rents
// their localities ask in 2026. Each rental locality carries its market rent a month for a 2 BHK;
// the other sizes follow from it (BHK_FACTOR), and the seed stores them as the locality's market
// rent by BHK kept by staff (market_rates.rent_per_month_by_bhk). Most demo rentals ask 5 to 20%
// under that market rent, a few around it. Deterministic given the day they are made for.

interface RentLocality {
  name: string;
  /** Market rent a month of a 2 BHK, rupees. */
  twoBhk: number;
  /** The sale rate (rupees per sq ft) of a locality that has no demo sales, for its market_rates row. */
  saleRate?: number;
}

const RENT_LOCALITIES: Record<City, RentLocality[]> = {
  Delhi: [
    { name: 'Vasant Kunj', twoBhk: 55_000 },
    { name: 'Saket', twoBhk: 50_000 },
    { name: 'Lajpat Nagar', twoBhk: 40_000 },
    { name: 'Dwarka Sector 12', twoBhk: 28_000 },
  ],
  Noida: [
    { name: 'Sector 62', twoBhk: 24_000 },
    { name: 'Sector 50', twoBhk: 30_000 },
    { name: 'Sector 137', twoBhk: 21_000 },
    { name: 'Sector 78', twoBhk: 25_000 },
  ],
  'Greater Noida': [
    // Gaur City 2 is in Greater Noida West.
    { name: 'Gaur City 2', twoBhk: 17_000 },
    { name: 'Pari Chowk', twoBhk: 14_000 },
    { name: 'Alpha 2', twoBhk: 13_000 },
  ],
  Gurugaon: [
    { name: 'DLF Phase 2', twoBhk: 68_000, saleRate: 17_500 },
    { name: 'Golf Course Road', twoBhk: 75_000 },
    { name: 'Sohna Road', twoBhk: 32_000 },
    { name: 'Sector 56', twoBhk: 38_000 },
  ],
  Faridabad: [
    { name: 'Sector 15', twoBhk: 18_000 },
    { name: 'Sector 21C', twoBhk: 17_000 },
    { name: 'Greater Faridabad Sector 86', twoBhk: 12_500 },
  ],
  Ghaziabad: [
    { name: 'Indirapuram', twoBhk: 18_000 },
    { name: 'Vaishali Sector 4', twoBhk: 17_000 },
    { name: 'Raj Nagar Extension', twoBhk: 11_500 },
    { name: 'Crossings Republik', twoBhk: 10_500 },
  ],
};

/** A size's rent against a 2 BHK's in the same locality. */
const BHK_FACTOR: Record<BHK, number> = { '1': 0.62, '2': 1, '3': 1.4, '4': 2, '5+': 2.7 };

/** Rents are quoted to the nearest ₹500. */
const toFiveHundred = (rupees: number) => Math.round(rupees / 500) * 500;

/** The market rent a month by BHK of one rental locality. */
const rentByBhk = (locality: RentLocality): Record<BHK, number> =>
  Object.fromEntries(Object.entries(BHK_FACTOR).map(([bhk, factor]) => [bhk, toFiveHundred(locality.twoBhk * factor)])) as Record<
    BHK,
    number
  >;

/** The demo market rents by BHK of every rental locality, and the sale rate of those without demo sales. */
export const DEMO_MARKET_RENTS: { city: City; locality: string; rentPerMonthByBhk: Record<BHK, number>; saleRate?: number }[] =
  CITIES.flatMap((city) =>
    RENT_LOCALITIES[city].map((l) => ({
      city,
      locality: l.name,
      rentPerMonthByBhk: rentByBhk(l),
      ...(l.saleRate ? { saleRate: l.saleRate } : {}),
    })),
  );

/** Twelve rentals in each of the six cities. */
export const DEMO_RENTALS = 72;

const SOCIETIES = ['Green Meadows', 'Royal Residency', 'Ashiana Homes', 'Lotus Greens', 'Eldeco Towers', 'Mahagun Manor', 'Jaypee Aman'];
const FIRST = ['Ramesh', 'Shalini', 'Arjun', 'Geeta', 'Manoj', 'Ritu', 'Suresh', 'Anita', 'Varun', 'Lata'];
const LAST = ['Khurana', 'Saxena', 'Bhatia', 'Chopra', 'Tyagi', 'Sethi', 'Arora', 'Mittal'];
const RENT_BHKS = ['1', '2', '2', '2', '3', '3', '4'] as const;
const FURNISHED = ['unfurnished', 'semi-furnished', 'semi-furnished', 'fully-furnished'] as const;
const DAY_MS = 86_400_000;

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const some = <T>(random: () => number, list: readonly T[]): T[] => list.filter(() => random() < 0.45);

export interface DemoRental {
  data: PropertyData;
  scene: SceneKind;
  villa: boolean;
}

/**
 * Rental `index` (0 … DEMO_RENTALS - 1), available from a day near `today` (a week before to six
 * weeks after). Flats mostly, one in four an independent floor; the rent 5 to 20% under the
 * locality's market rent for its size, one in six within 5% of it either way.
 */
export function demoRental(index: number, today: Date): DemoRental {
  const random = rng(index * 104_729 + 31);
  const city = CITIES[index % CITIES.length] as City;
  const localities = RENT_LOCALITIES[city];
  const locality = localities[Math.floor(index / CITIES.length) % localities.length] as RentLocality;
  const house = index % 4 === 3;
  // Every fourth round of localities is all 2 BHKs, so each city's first locality (the ones people
  // quote rents for: Vasant Kunj, Sector 62, Gaur City 2, DLF Phase 2 …) has some to compare.
  const drawn = pick(random, RENT_BHKS);
  const bhk = Math.floor(index / CITIES.length) % 4 === 0 ? '2' : drawn;
  const bhkNumber = Number(bhk);
  const market = rentByBhk(locality)[bhk];
  const nearMarket = index % 6 === 5;
  const factor = nearMarket ? 0.95 + random() * 0.1 : 0.8 + random() * 0.15;
  const monthlyRent = toFiveHundred(market * factor);
  const depositMonths = random() < 0.5 ? 2 : 3;
  const society = pick(random, SOCIETIES);
  const area = house ? 900 + bhkNumber * 350 + Math.floor(random() * 300) : 450 + bhkNumber * 370 + Math.floor(random() * 200);
  const furnishing = pick(random, FURNISHED);
  const tenants = pick(random, TENANTS_PREFERRED);
  // Societies charge maintenance by area; an independent floor usually has none.
  const maintenance = !house && random() < 0.6 ? Math.round((area * (2 + random() * 2)) / 100) * 100 : undefined;
  const availableFrom = new Date(today.getTime() + Math.floor(random() * 49 - 7) * DAY_MS).toISOString().slice(0, 10);
  const floors = house ? 3 + Math.floor(random() * 2) : 10 + Math.floor(random() * 18);
  const title = house
    ? `${bhk} BHK Independent Floor for Rent, ${locality.name}`
    : `${bhk} BHK Flat for Rent in ${society}, ${locality.name}`;
  const address = house
    ? `${1 + Math.floor(random() * 400)}, ${locality.name}, ${city}`
    : `Tower ${1 + Math.floor(random() * 9)}, ${society}, ${locality.name}, ${city}`;
  const furnished =
    furnishing === 'fully-furnished'
      ? 'fully furnished with beds, sofa, wardrobes, fridge, washing machine and ACs'
      : furnishing === 'semi-furnished'
        ? 'semi-furnished with wardrobes, modular kitchen, geysers and fans'
        : 'unfurnished, freshly painted';
  const data: PropertyData = {
    purpose: 'rent',
    title,
    seller: {
      fullName: `${pick(random, FIRST)} ${pick(random, LAST)}`,
      mobileNumber: `+9197${String(10_000_000 + ((index * 104_729) % 89_999_999)).slice(0, 8)}`,
      city,
    },
    property: {
      type: house ? 'house' : 'flat',
      bhk,
      baths: String(Math.max(1, bhkNumber - (random() < 0.5 ? 1 : 0))),
      area: String(area),
      areaUnit: 'sqft',
      address,
      locality: locality.name,
      ...demoPin(city, locality.name, Math.floor(index / CITIES.length), rng(index * 7187 + 3)),
      builtUpArea: String(area),
      carpetArea: String(Math.round(area * 0.78)),
      plotSize: '',
      floorNumber: house ? String(Math.floor(random() * floors)) : String(1 + Math.floor(random() * floors)),
      totalFloors: String(floors),
      age: `${1 + Math.floor(random() * 14)} years`,
      facing: pick(random, FACING),
      furnishing,
      title,
      description: `${bhk} BHK ${house ? 'independent floor' : `apartment in ${society}`}, ${furnished}. Covered parking, power backup and round-the-clock security; close to schools, markets and the metro.`,
    },
    pricing: {
      monthlyRent,
      securityDeposit: monthlyRent * depositMonths,
      ...(maintenance !== undefined ? { maintenance } : {}),
      availableFrom,
      tenantsPreferred: tenants,
      pricePerSqft: '',
      bookingAmount: '',
      negotiable: random() < 0.5 ? 'yes' : 'no',
      availability: 'ready',
      vacantDate: '',
      preferredTime: pick(random, ['immediate', 'within-3-months', 'flexible'] as const),
    },
    legal: { hasDocuments: 'yes', ownershipType: pick(random, ['self', 'joint', 'inherited'] as const) },
    features: { amenities: some(random, AMENITIES), nearbyFacilities: some(random, NEARBY) },
    comments: random() < 0.3 ? 'Owner lives nearby; visits in the evening or on weekends.' : '',
    date: new Date(today.getTime() - (DEMO_RENTALS - index) * 3_600_000).toISOString(),
  };
  return { data, scene: house ? 'house' : 'flat', villa: false };
}
