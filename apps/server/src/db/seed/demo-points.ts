import type { City } from '@ncr/shared/enums';

// Where the demo's localities are (issue 64), to the nearest few hundred metres: the points their
// demo sellers drop pins around (demoPin). Demo data: the gazetteer (src/shared/gazetteer) is what
// places a real listing without a pin.
const POINTS: Record<City, Record<string, [lat: number, lng: number]>> = {
  Delhi: {
    'Dwarka Sector 12': [28.5921, 77.046],
    'Rohini Sector 9': [28.7135, 77.1125],
    'Vasant Kunj': [28.5293, 77.1537],
    'Lajpat Nagar': [28.5677, 77.2433],
    Saket: [28.5245, 77.2066],
    Janakpuri: [28.6219, 77.0878],
    'Mayur Vihar Phase 1': [28.608, 77.295],
    Pitampura: [28.699, 77.1384],
  },
  Noida: {
    'Sector 62': [28.627, 77.3649],
    'Sector 137': [28.5096, 77.408],
    'Sector 78': [28.564, 77.387],
    'Sector 50': [28.5709, 77.362],
    'Sector 128': [28.523, 77.347],
    'Sector 15A': [28.582, 77.312],
    'Sector 44': [28.554, 77.337],
  },
  'Greater Noida': {
    'Pari Chowk': [28.4672, 77.5138],
    'Alpha 2': [28.4745, 77.513],
    'Gaur City 2': [28.608, 77.443],
    'Omicron 1': [28.442, 77.528],
    'Knowledge Park 3': [28.468, 77.489],
    'Sector Chi 5': [28.442, 77.505],
  },
  Gurugaon: {
    'DLF Phase 2': [28.488, 77.088],
    'DLF Phase 3': [28.493, 77.094],
    'Sohna Road': [28.41, 77.042],
    'Golf Course Road': [28.45, 77.1],
    'Sector 56': [28.423, 77.1],
    'Palam Vihar': [28.509, 77.037],
    'South City 2': [28.43, 77.057],
  },
  Faridabad: {
    'Sector 21C': [28.422, 77.303],
    'Greater Faridabad Sector 86': [28.389, 77.356],
    'NIT 5': [28.389, 77.296],
    'Sector 15': [28.396, 77.325],
    Surajkund: [28.4837, 77.2849],
  },
  Ghaziabad: {
    Indirapuram: [28.6415, 77.3712],
    'Vaishali Sector 4': [28.647, 77.339],
    'Raj Nagar Extension': [28.702, 77.433],
    'Crossings Republik': [28.629, 77.437],
    Kaushambi: [28.644, 77.324],
  },
};

/** How far a demo pin may lie from its locality's point, in degrees: about 450 m. */
const SPREAD = 0.004;

/**
 * The pin the `nth` demo listing of its city drops in its locality, as the property's field: nothing
 * for one in four of each city's (the gazetteer places those). Its own random stream (`random`), so
 * that adding pins changed none of the demo's other data.
 */
export function demoPin(city: City, locality: string, nth: number, random: () => number): { pin?: { lat: number; lng: number } } {
  const point = POINTS[city][locality];
  if (!point || nth % 4 === 3) return {};
  const jitter = () => (random() * 2 - 1) * SPREAD;
  return { pin: { lat: Number((point[0] + jitter()).toFixed(6)), lng: Number((point[1] + jitter()).toFixed(6)) } };
}

/** Every demo locality with a point, for the test that keeps POINTS complete. */
export const DEMO_POINT_LOCALITIES = Object.entries(POINTS).flatMap(([city, points]) =>
  Object.keys(points).map((locality) => ({ city: city as City, locality })),
);
