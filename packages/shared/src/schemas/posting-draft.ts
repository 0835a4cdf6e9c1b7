import { z } from 'zod';
import { LISTING_PURPOSES } from '../enums';

// A posting in progress (docs/decisions/0127): the post form's values as the seller left them,
// half filled in, so nothing here is required or checked against the listing's rules (that is
// done when it is posted). Only the form's shape and sizes are checked, so a draft is never more
// than a form could hold.

const text = z.string().max(5000, 'Use at most 5000 characters');
const section = z.record(z.string().max(40), text).refine((value) => Object.keys(value).length <= 40, 'Too many fields');
const choices = z.array(z.string().max(100)).max(60);

export const postingDraftDataSchema = z
  .object({
    purpose: z.enum(LISTING_PURPOSES, { error: 'use sale or rent' }),
    title: text,
    seller: section,
    property: section,
    pricing: section,
    legal: section,
    features: z.object({ amenities: choices, nearbyFacilities: choices }).partial(),
    comments: text,
  })
  .partial()
  .strict();
export type PostingDraftData = z.infer<typeof postingDraftDataSchema>;

/** PUT /api/property/draft: the form as it is and the step the seller is on. */
export const postingDraftInputSchema = z.object({
  data: postingDraftDataSchema,
  step: z.union([z.literal(1), z.literal(2)], { error: 'step is 1 or 2' }),
});
export type PostingDraftInput = z.infer<typeof postingDraftInputSchema>;

export const postingDraftSchema = postingDraftInputSchema.extend({ updatedAt: z.string() });
export type PostingDraft = z.infer<typeof postingDraftSchema>;

/** GET /api/property/draft. */
export const postingDraftResponseSchema = z.object({ draft: postingDraftSchema.nullable() });
