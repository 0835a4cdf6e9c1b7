import { z } from 'zod';
import { CITIES, LISTING_PURPOSES } from '../enums';

// A city's or a locality's page (docs/decisions/0130-locality-pages.md): what is there, what it
// costs, how that moved, and where to look next. Every count is what its link's search finds.

const slug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/i, 'a place is written with letters, digits and hyphens');

/** GET /api/property/place: the place by its slugs, as its page's address writes them. */
export const placeQuerySchema = z.object({
  purpose: z.enum(LISTING_PURPOSES).default('sale'),
  city: slug,
  locality: slug.optional(),
});
export type PlaceQuery = z.infer<typeof placeQuerySchema>;

const counted = z.object({ value: z.string(), count: z.number().int() });

export const placeSummarySchema = z.object({
  purpose: z.enum(LISTING_PURPOSES),
  city: z.enum(CITIES),
  /** The locality as its listings spell it; null on a city's page. */
  locality: z.string().nullable(),
  /** The page's one address (/property-in/noida/sector-62). */
  path: z.string(),
  /** Available listings: what the search for the place finds. */
  total: z.number().int(),
  /** Per property type and per BHK, what the search for the place with that filter finds; none at 0. */
  types: z.array(counted),
  bhk: z.array(counted),
  /**
   * What one pays: a sale's rupees per sq ft, a rental's rupees a month. `market`: the rate staff
   * keep for the locality (sales), null when none is kept; `median`: of the available listings'
   * asking figures, null when none names one.
   */
  measure: z.enum(['perSqft', 'rentPerMonth']),
  market: z.number().nullable(),
  median: z.number().nullable(),
  /** Per month of posting, the last 12, the median asking figure of the listings posted then (sold ones too). */
  trend: z.array(z.object({ month: z.string(), median: z.number(), listings: z.number().int() })),
  /** On a city's page its localities with most listings; on a locality's page its neighbours. */
  places: z.array(z.object({ name: z.string(), path: z.string(), count: z.number().int() })),
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;
