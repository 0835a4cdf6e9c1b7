// An area of the map a search is narrowed to (issue 64): `bbox=west,south,east,north` in decimal
// degrees, as map libraries and OpenSearch write a bounding box. Zod-free: the browser reads it too.

export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Decimals a box is written with: about a metre, more than a map view needs. */
const DECIMALS = 5;

/** A box read from its text, or why it cannot be read: the message a 400 gives. */
export function parseBox(text: string): Box | { error: string } {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => part === '' || !Number.isFinite(Number(part)))) {
    return { error: 'must be four numbers, west,south,east,north (decimal degrees)' };
  }
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if ([west, east].some((lng) => lng < -180 || lng > 180)) return { error: 'west and east must lie between -180 and 180' };
  if ([south, north].some((lat) => lat < -90 || lat > 90)) return { error: 'south and north must lie between -90 and 90' };
  if (west > east) return { error: 'west must not be more than east' };
  if (south > north) return { error: 'south must not be more than north' };
  return { west, south, east, north };
}

/** A box as the URL carries it, rounded to DECIMALS. */
export function formatBox({ west, south, east, north }: Box): string {
  return [west, south, east, north].map((value) => Number(value.toFixed(DECIMALS))).join(',');
}

/** Whether a point lies in the box, its edges included. */
export const inBox = (box: Box, lat: number, lng: number): boolean =>
  lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east;

/** Delhi NCR's six cities and their edges, with a margin: where a pin can be placed. */
export const NCR_BOX: Box = { west: 76.6, south: 27.9, east: 78, north: 29.1 };
