import { isVillaVariant, SCENE_VARIANTS, type SceneKind } from '@ncr/shared/demo-scenes';
import { AMENITIES, CITIES, type City, FACING, FURNISHING, NEARBY, type PropertyType, SQFT_PER_SQYD } from '@ncr/shared/enums';
import { RERA_AUTHORITY_OF_CITY } from '@ncr/shared/rera';
import { normalisePropertyData, type PropertyData } from '@ncr/shared/schemas/property';
import { demoPin } from './demo-points';
import { rng } from './demo-random';
import { DEMO_MARKET_RENTS } from './demo-rentals';

// Tests and benchmarks draw their own numbers from the same generator.
export { rng };

// Realistic Delhi NCR listings for the demo and for benchmarks. Deterministic: the same index
// always makes the same listing, so tests and benchmarks can rely on the data.
// Each locality carries its market rate in rupees per sq ft (2026 going rates for the locality,
// rounded), which the seed also stores as the locality's market rate kept by staff
// (DEMO_MARKET_RATES, docs/decisions/0103-market-rates-kept-by-staff.md). Every demo listing is an
// urgent sale priced 22 to 34% under its locality's rate (docs/decisions/0036-demo-listings.md).
interface Locality {
  name: string;
  rate: number;
}
const LOCALITIES: Record<City, Locality[]> = {
  Delhi: [
    { name: 'Dwarka Sector 12', rate: 12_500 },
    { name: 'Rohini Sector 9', rate: 11_500 },
    { name: 'Vasant Kunj', rate: 22_000 },
    { name: 'Lajpat Nagar', rate: 21_000 },
    { name: 'Saket', rate: 24_000 },
    { name: 'Janakpuri', rate: 14_000 },
    { name: 'Mayur Vihar Phase 1', rate: 12_500 },
    { name: 'Pitampura', rate: 15_000 },
  ],
  Noida: [
    { name: 'Sector 62', rate: 9_500 },
    { name: 'Sector 137', rate: 8_500 },
    { name: 'Sector 78', rate: 10_500 },
    { name: 'Sector 50', rate: 12_500 },
    { name: 'Sector 128', rate: 13_500 },
    { name: 'Sector 15A', rate: 14_000 },
    { name: 'Sector 44', rate: 13_500 },
  ],
  'Greater Noida': [
    { name: 'Pari Chowk', rate: 6_500 },
    { name: 'Alpha 2', rate: 6_000 },
    { name: 'Gaur City 2', rate: 7_200 },
    { name: 'Omicron 1', rate: 5_500 },
    { name: 'Knowledge Park 3', rate: 5_800 },
    { name: 'Sector Chi 5', rate: 6_000 },
  ],
  Gurugaon: [
    { name: 'DLF Phase 3', rate: 16_000 },
    { name: 'Sohna Road', rate: 11_000 },
    { name: 'Golf Course Road', rate: 22_000 },
    { name: 'Sector 56', rate: 14_000 },
    { name: 'Palam Vihar', rate: 10_000 },
    { name: 'South City 2', rate: 12_500 },
  ],
  Faridabad: [
    { name: 'Sector 21C', rate: 7_500 },
    { name: 'Greater Faridabad Sector 86', rate: 5_500 },
    { name: 'NIT 5', rate: 5_000 },
    { name: 'Sector 15', rate: 8_000 },
    { name: 'Surajkund', rate: 10_000 },
  ],
  Ghaziabad: [
    { name: 'Indirapuram', rate: 7_500 },
    { name: 'Vaishali Sector 4', rate: 7_200 },
    { name: 'Raj Nagar Extension', rate: 5_000 },
    { name: 'Crossings Republik', rate: 4_800 },
    { name: 'Kaushambi', rate: 7_500 },
  ],
};

/** The source and day the seed records its demo market rates with. */
export const DEMO_RATE_SOURCE = 'Demo rate (2026)';
export const DEMO_RATE_RECORDED_ON = '2026-01-15';

/**
 * Every demo locality's market rate, as the seed stores it in market_rates: the sale rate, and the
 * market rent a month by BHK where demo rentals are (DEMO_MARKET_RENTS, docs/decisions/0106). A
 * rental locality without demo sales gets its own row.
 */
export const DEMO_MARKET_RATES: { city: City; locality: string; ratePerSqft: number; rentPerMonthByBhk: Record<string, number> | null }[] =
  [
    ...CITIES.flatMap((city) =>
      LOCALITIES[city].map((l) => ({
        city,
        locality: l.name,
        ratePerSqft: l.rate,
        rentPerMonthByBhk: DEMO_MARKET_RENTS.find((r) => r.city === city && r.locality === l.name)?.rentPerMonthByBhk ?? null,
      })),
    ),
    ...DEMO_MARKET_RENTS.filter((r) => !LOCALITIES[r.city].some((l) => l.name === r.locality)).map((r) => ({
      city: r.city,
      locality: r.locality,
      ratePerSqft: r.saleRate ?? 10_000,
      rentPerMonthByBhk: r.rentPerMonthByBhk,
    })),
  ];

const SOCIETIES = [
  'Green Meadows',
  'Royal Residency',
  'Shiv Apartments',
  'Ashiana Homes',
  'Lotus Greens',
  'Amrapali Heights',
  'Eldeco Towers',
  'Mahagun Manor',
  'Supertech Capetown',
  'Jaypee Aman',
];
const MARKETS = ['Central Market', 'City Centre', 'Galleria', 'Plaza', 'Trade Centre', 'Business Park'];
const FIRST = ['Rajesh', 'Priya', 'Amit', 'Sunita', 'Vikram', 'Neha', 'Sanjay', 'Pooja', 'Rahul', 'Anjali', 'Deepak', 'Kavita'];
const LAST = ['Sharma', 'Verma', 'Gupta', 'Singh', 'Malhotra', 'Agarwal', 'Chauhan', 'Bansal', 'Kapoor', 'Yadav'];
const TYPES: PropertyType[] = ['flat', 'flat', 'flat', 'house', 'house', 'plot', 'commercial'];
const BHKS = ['1', '2', '2', '3', '3', '4', '5+'] as const;
const AVAILABILITIES = ['ready', 'ready', 'under-construction', 'occupied'] as const;
const PLOT_SIZES_SQYD = [100, 120, 150, 167, 200, 250, 300, 400, 500];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const some = <T>(random: () => number, list: readonly T[]): T[] => list.filter(() => random() < 0.45);
/**
 * Rounds a price in lakhs down the way sellers quote it: to 0.5 L below 1 Cr, to 5 L above. Down,
 * so rounding never lifts a listing closer to its locality's rate than its discount put it.
 */
const quote = (lakhs: number): number => (lakhs < 100 ? Math.max(5, Math.floor(lakhs * 2) / 2) : Math.floor(lakhs / 5) * 5);

/** A demo listing, and which kind of picture shows it (commercial listings are shops or offices). */
export interface DemoListing {
  data: PropertyData;
  scene: SceneKind;
  /** A house drawn and titled as a villa (4 BHK and up). */
  villa: boolean;
}

/**
 * Listings come in clusters: the k-th listing of a city belongs to cluster floor(k / CLUSTER), and
 * every listing of a cluster has one locality and one type, as a society or a sector has several
 * flats for sale at once (docs/decisions/0056). The clusters of a city walk through its localities and,
 * over TYPES.length clusters, through the types in their proportions (three of flats to one of plots).
 */
export const CLUSTER = 7;

function clusterOf(index: number, city: City): { type: PropertyType; locality: Locality } {
  const cityIndex = CITIES.indexOf(city);
  const cluster = Math.floor(Math.floor(index / CITIES.length) / CLUSTER);
  const localities = LOCALITIES[city];
  return {
    type: TYPES[(cluster + cityIndex) % TYPES.length] as PropertyType,
    // One step further each round of types, so that at scale every locality gets every type.
    locality: localities[(cluster + Math.floor(cluster / TYPES.length) + cityIndex) % localities.length] as Locality,
  };
}

export function demoListing(index: number): DemoListing {
  const random = rng(index * 7919 + 17);
  const city = CITIES[index % CITIES.length] as City;
  const { type, locality } = clusterOf(index, city);
  const society = pick(random, SOCIETIES);
  const bhk = pick(random, BHKS);
  const bhkNumber = bhk === '5+' ? 5 : Number(bhk);
  const office = type === 'commercial' && random() < 0.45;
  const scene: SceneKind = type === 'commercial' ? (office ? 'office' : 'shop') : type;
  const name = `${pick(random, FIRST)} ${pick(random, LAST)}`;
  // Urgent sales: 22 to 34% under the locality's market rate, whatever the type (one rate per
  // locality, docs/decisions/0103).
  const discount = 0.66 + random() * 0.12;

  let area: number;
  if (type === 'plot') area = pick(random, PLOT_SIZES_SQYD);
  else if (type === 'house') area = 900 + bhkNumber * 450 + Math.floor(random() * 400);
  else if (type === 'commercial') area = office ? 600 + Math.floor(random() * 1800) : 180 + Math.floor(random() * 420);
  else area = 420 + bhkNumber * 380 + Math.floor(random() * 250);
  const areaSqft = type === 'plot' ? area * SQFT_PER_SQYD : area;
  const price = quote((areaSqft * locality.rate * discount) / 100_000);
  const perSqft = Math.round((price * 100_000) / areaSqft);
  const floors = type === 'house' ? 2 + Math.floor(random() * 2) : type === 'commercial' && !office ? 3 : 8 + Math.floor(random() * 22);
  const availability = pick(random, AVAILABILITIES);
  const market = pick(random, MARKETS);
  const titles: Record<PropertyType, string> = {
    flat: `${bhk} BHK Flat in ${society}, ${locality.name}`,
    house: `${bhk} BHK ${bhkNumber >= 4 ? 'Villa' : 'Independent House'}, ${locality.name}`,
    plot: `${area} Sq Yd Residential Plot, ${locality.name}`,
    commercial: office ? `Office Space in ${locality.name} ${market}` : `Shop in ${locality.name} ${market}`,
  };
  const title = titles[type];
  const street = `${1 + Math.floor(random() * 400)}, ${locality.name}, ${city}`;
  const addresses: Record<PropertyType, string> = {
    flat: `Tower ${1 + Math.floor(random() * 9)}, ${society}, ${locality.name}, ${city}`,
    house: street,
    plot: street,
    commercial: `${office ? `Unit ${100 + Math.floor(random() * 800)}` : `Shop ${1 + Math.floor(random() * 60)}`}, ${locality.name} ${market}, ${city}`,
  };
  const descriptions: Record<PropertyType, string> = {
    flat: `${bhk} BHK apartment in ${society} with covered parking, power backup and a society that is well kept.`,
    house: `${bhk} BHK ${bhkNumber >= 4 ? 'villa' : 'independent house'} on its own plot with a gated boundary wall, parking for two cars and a terrace.`,
    plot: `Freehold residential plot of ${area} sq yd on a wide road, boundary wall done and ready for construction.`,
    commercial: office
      ? `Furnished office space with workstations, a cabin and a pantry in a busy business district.`
      : `Ground-floor shop facing the main road in a busy market, with a rolling shutter and its own washroom nearby.`,
  };
  const data: PropertyData = {
    purpose: 'sale',
    title,
    seller: { fullName: name, mobileNumber: `+9198${String(10000000 + ((index * 7919) % 89999999)).slice(0, 8)}`, city },
    property: {
      type,
      // BHK and bathrooms describe homes only; a plot's is 'N/A' (normalisePropertyData), a shop's empty.
      bhk: type === 'flat' || type === 'house' ? bhk : '',
      baths: type === 'flat' || type === 'house' ? String(Math.max(1, bhkNumber - (random() < 0.5 ? 1 : 0))) : '',
      area: String(area),
      areaUnit: type === 'plot' ? 'sqyd' : 'sqft',
      address: addresses[type],
      locality: locality.name,
      ...demoPin(city, locality.name, Math.floor(index / CITIES.length), rng(index * 6133 + 5)),
      builtUpArea: String(area),
      carpetArea: String(Math.round(area * 0.78)),
      plotSize: type === 'plot' ? String(area) : '',
      floorNumber: type === 'house' ? '0' : String(type === 'commercial' && !office ? 0 : 1 + Math.floor(random() * floors)),
      totalFloors: String(floors),
      age: type === 'plot' ? 'New' : `${1 + Math.floor(random() * 14)} years`,
      facing: pick(random, FACING),
      furnishing: type === 'plot' ? '' : pick(random, FURNISHING),
      title,
      description: `Urgent sale: ${descriptions[type]} The owner is relocating and wants a quick, clean deal well below the market rate. Well connected to schools, markets and the metro; papers ready for registry.`,
    },
    pricing: {
      expectedPrice: price,
      availableFrom: '',
      tenantsPreferred: '',
      pricePerSqft: String(perSqft),
      bookingAmount: String(Math.round(price * 0.1 * 100000)),
      negotiable: random() < 0.6 ? 'yes' : 'no',
      availability: type === 'plot' ? 'ready' : availability,
      vacantDate: type !== 'plot' && availability === 'occupied' ? 'Within 30 days of booking' : '',
      preferredTime: pick(random, ['immediate', 'within-3-months', 'flexible'] as const),
    },
    legal: {
      hasDocuments: random() < 0.85 ? 'yes' : 'no',
      ownershipType: pick(random, ['self', 'joint', 'inherited'] as const),
      ...(type !== 'plot' && availability === 'under-construction' ? { reraNumber: demoReraNumber(city, index) } : {}),
    },
    features: { amenities: type === 'plot' ? [] : some(random, AMENITIES), nearbyFacilities: some(random, NEARBY) },
    comments: random() < 0.3 ? 'Call after 11 AM. Site visits on weekends.' : '',
    date: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
  };
  return { data: normalisePropertyData(data), scene, villa: type === 'house' && bhkNumber >= 4 };
}

/** A project registration in the form of the city's authority (packages/shared/src/rera.ts), from the index alone. */
export function demoReraNumber(city: City, index: number): string {
  const serial = 100 + ((index * 37) % 900);
  const year = 2019 + (index % 6);
  switch (RERA_AUTHORITY_OF_CITY[city]) {
    case 'Delhi RERA':
      return `DLRERA${year}P${String(serial).padStart(4, '0')}`;
    case 'UP RERA':
      return `UPRERAPRJ${String(440_000 + serial * 7)}`;
    case 'Haryana RERA':
      return city === 'Gurugaon' ? `GGM/${serial}/${serial % 300}/${year}/${index % 90}` : `HRERA-PKL-FBD-${serial}-${year}`;
  }
}

export const demoPropertyData = (index: number): PropertyData => demoListing(index).data;

/**
 * The pictures of listing `index`: 2 for a plot, else 3, distinct and all of its own kind. A villa
 * gets the pitched-roof drawings, an independent house the builder-floor ones.
 */
export function demoPhotos(index: number, scene: SceneKind, byKind: Record<SceneKind, string[]>, villa = false): string[] {
  const set = byKind[scene].slice(0, SCENE_VARIANTS);
  const pool = scene === 'house' ? set.filter((_, v) => isVillaVariant(v) === villa) : set;
  const count = scene === 'plot' ? 2 : 3;
  const step = pool.length === SCENE_VARIANTS ? 2 : 1;
  return Array.from({ length: count }, (_, i) => pool[(index + i * step) % pool.length] as string);
}
