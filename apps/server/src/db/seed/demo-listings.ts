import { AMENITIES, CITIES, type City, FACING, FURNISHING, NEARBY, type PropertyType } from '@ncr/shared/enums';
import { normalisePropertyData, type PropertyData } from '@ncr/shared/schemas/property';

// Realistic Delhi NCR listings for the demo and for benchmarks. Deterministic: the same index
// always makes the same listing, so tests and benchmarks can rely on the data.
const LOCALITIES: Record<City, string[]> = {
  Delhi: ['Dwarka Sector 12', 'Rohini Sector 9', 'Vasant Kunj', 'Lajpat Nagar', 'Saket', 'Janakpuri', 'Mayur Vihar Phase 1', 'Pitampura'],
  Noida: ['Sector 62', 'Sector 137', 'Sector 78', 'Sector 50', 'Sector 128', 'Sector 15A', 'Sector 44'],
  'Greater Noida': ['Pari Chowk', 'Alpha 2', 'Gaur City 2', 'Omicron 1', 'Knowledge Park 3', 'Sector Chi 5'],
  Gurugaon: ['DLF Phase 3', 'Sohna Road', 'Golf Course Road', 'Sector 56', 'Palam Vihar', 'South City 2'],
  Faridabad: ['Sector 21C', 'Greater Faridabad Sector 86', 'NIT 5', 'Sector 15', 'Surajkund'],
  Ghaziabad: ['Indirapuram', 'Vaishali Sector 4', 'Raj Nagar Extension', 'Crossings Republik', 'Kaushambi'],
};
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
const FIRST = ['Rajesh', 'Priya', 'Amit', 'Sunita', 'Vikram', 'Neha', 'Sanjay', 'Pooja', 'Rahul', 'Anjali', 'Deepak', 'Kavita'];
const LAST = ['Sharma', 'Verma', 'Gupta', 'Singh', 'Malhotra', 'Agarwal', 'Chauhan', 'Bansal', 'Kapoor', 'Yadav'];
const TYPES: PropertyType[] = ['flat', 'flat', 'flat', 'house', 'house', 'plot', 'commercial'];
const BHKS = ['1', '2', '2', '3', '3', '4', '5+'] as const;
const AVAILABILITIES = ['ready', 'ready', 'under-construction', 'occupied'] as const;

/** A small deterministic pseudo-random generator (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const some = <T>(random: () => number, list: readonly T[]): T[] => list.filter(() => random() < 0.45);

export function demoPropertyData(index: number): PropertyData {
  const random = rng(index * 7919 + 17);
  const city = CITIES[index % CITIES.length] as City;
  const type = pick(random, TYPES);
  const locality = pick(random, LOCALITIES[city]);
  const society = pick(random, SOCIETIES);
  const bhk = pick(random, BHKS);
  const bhkNumber = bhk === '5+' ? 5 : Number(bhk);
  const area = type === 'plot' ? 100 + Math.floor(random() * 400) : 450 + bhkNumber * 350 + Math.floor(random() * 300);
  const perSqft = 3500 + Math.floor(random() * 9000) + (city === 'Gurugaon' || city === 'Delhi' ? 4000 : 0);
  const price = Math.max(8, Math.round((area * (type === 'plot' ? 9 : 1) * perSqft) / 100000));
  const floors = 4 + Math.floor(random() * 20);
  const availability = pick(random, AVAILABILITIES);
  const name = `${pick(random, FIRST)} ${pick(random, LAST)}`;
  const titles: Record<PropertyType, string> = {
    flat: `${bhk} BHK Flat in ${society}, ${locality}`,
    house: `${bhk} BHK Independent House, ${locality}`,
    plot: `${area} sq yd Residential Plot, ${locality}`,
    commercial: `Commercial Shop in ${society} Plaza, ${locality}`,
  };
  const title = titles[type];
  const data: PropertyData = {
    title,
    seller: { fullName: name, mobileNumber: `+9198${String(10000000 + ((index * 7919) % 89999999)).slice(0, 8)}`, city },
    property: {
      type,
      bhk: type === 'commercial' ? '1' : bhk,
      baths: String(Math.max(1, bhkNumber - (random() < 0.5 ? 1 : 0))),
      area: String(area),
      address: `${type === 'flat' ? `Tower ${1 + Math.floor(random() * 9)}, ${society}, ` : `${1 + Math.floor(random() * 400)}, `}${locality}, ${city}`,
      locality,
      builtUpArea: String(area),
      carpetArea: String(Math.round(area * 0.78)),
      plotSize: type === 'plot' ? String(area) : '',
      floorNumber: String(1 + Math.floor(random() * floors)),
      totalFloors: String(floors),
      age: type === 'plot' ? 'New' : `${Math.floor(random() * 15)} years`,
      facing: pick(random, FACING),
      furnishing: pick(random, FURNISHING),
      title,
      description: `Urgent sale: ${title.toLowerCase()}. The owner is relocating and wants a quick, clean deal well below the market rate. Well connected to schools, markets and the metro; papers ready for registry.`,
    },
    pricing: {
      expectedPrice: price,
      pricePerSqft: String(perSqft),
      bookingAmount: String(Math.round(price * 0.1 * 100000)),
      negotiable: random() < 0.6 ? 'yes' : 'no',
      availability,
      vacantDate: availability === 'occupied' ? 'Within 30 days of booking' : '',
      preferredTime: pick(random, ['immediate', 'within-3-months', 'flexible'] as const),
    },
    legal: { hasDocuments: random() < 0.85 ? 'yes' : 'no', ownershipType: pick(random, ['self', 'joint', 'inherited'] as const) },
    features: { amenities: some(random, AMENITIES), nearbyFacilities: some(random, NEARBY) },
    comments: random() < 0.3 ? 'Call after 11 AM. Site visits on weekends.' : '',
    date: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
  };
  return normalisePropertyData(data);
}
