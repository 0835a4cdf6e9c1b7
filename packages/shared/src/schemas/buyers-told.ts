import { z } from 'zod';
import { type Listing, listingSchema, type MyListingsResponse, myListingsResponseSchema } from './property';

/**
 * How many matching buyers were told of a listing when it went live, and when (docs/decisions/
 * 0104-virtual-tours-and-buyers-told.md). The owner's answers only: never in a public shape.
 */
export const buyersToldSchema = z.object({
  /** Distinct buyers told: saved-search alerts and buyers whose latest requirements match. */
  count: z.number().int(),
  /** The first and the latest buyer told (ISO), null while none has been. */
  firstAt: z.string().nullable(),
  lastAt: z.string().nullable(),
  /** The listing went live and the matching of buyers has not run to its end yet. */
  telling: z.boolean(),
});
export type BuyersTold = z.infer<typeof buyersToldSchema>;

/** One of the owner's listings in My Listings: the listing, and its buyers told (null: never live). */
export const myListingSchema = listingSchema.extend({ buyersTold: buyersToldSchema.nullable() });
export const myListingsAnswerSchema = myListingsResponseSchema.extend({ properties: z.array(myListingSchema) });
export type MyListing = Listing & { buyersTold: BuyersTold | null };
export type MyListingsAnswer = Omit<MyListingsResponse, 'properties'> & { properties: MyListing[] };

export const buyersToldResponseSchema = z.object({ buyersTold: buyersToldSchema.nullable() });
export type BuyersToldResponse = z.infer<typeof buyersToldResponseSchema>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const INDIA_OFFSET_MS = 330 * 60_000;
const two = (n: number) => String(n).padStart(2, '0');

/** An instant as India's day and 24-hour time, '1 Dec, 14:05' (the same on server and browser). */
export function indiaDayAndTime(iso: string): string {
  const at = new Date(Date.parse(iso) + INDIA_OFFSET_MS);
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}, ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}

/**
 * The line My Listings shows under a listing that has gone live: the buyers told and when the
 * latest was, that they are being told, or that none matched yet. Null for a listing never live.
 */
export function buyersToldLine(told: BuyersTold | null, status: Listing['status']): string | null {
  if (told === null) return status === 'Active' ? 'No matching buyers yet — we’ll tell new ones as they search' : null;
  if (told.count > 0 && told.lastAt) {
    return `${told.count} matching ${told.count === 1 ? 'buyer' : 'buyers'} told · ${indiaDayAndTime(told.lastAt)}`;
  }
  if (told.telling) return 'Telling matching buyers…';
  return status === 'Active' ? 'No matching buyers yet — we’ll tell new ones as they search' : null;
}
