import { z } from 'zod';
import {
  BHK,
  BUDGET_MAX_OPTIONS,
  BUDGET_MIN_OPTIONS,
  BUYER_AMENITIES,
  BUYER_PROPERTY_TYPES,
  FACING,
  POSSESSION,
  PURPOSES,
  YES_NO,
} from '../enums';
import { RENT_CHOICES } from '../search';
import { TEXTS } from '../texts';
import { emailSchema } from './common';
import { personName, safeString } from './text';

// Spec §3 "Buyer requirement (form)". One schema for the form and POST /api/buyer/submit.

/** Sent for pre-approval when there is no home loan (spec §3). */
export const NO_LOAN = 'n/a';

export const BUYER_DEFAULTS = {
  budgetMin: 50,
  budgetMax: 100,
  purpose: 'buy',
  possession: 'ready',
  homeLoan: 'no',
  parking: 'no',
  gated: 'no',
} as const;

/** The top max option ("500 (5 Crore+)") means "and above": matching sets no upper limit. */
export const OPEN_BUDGET_MAX = BUDGET_MAX_OPTIONS[BUDGET_MAX_OPTIONS.length - 1]?.value ?? 500;

/**
 * A requirement to rent (purpose 'rent') has its budget a month in rupees, from the rent choices
 * of the search (₹5,000 … ₹2,00,000); the top one means "and above", like OPEN_BUDGET_MAX.
 */
export const RENT_BUDGET_OPTIONS: readonly number[] = RENT_CHOICES;
export const OPEN_RENT_BUDGET_MAX = RENT_CHOICES[RENT_CHOICES.length - 1] ?? 200_000;
export const RENT_BUDGET_DEFAULTS = { min: 10_000, max: 30_000 } as const;
/** Whether a requirement is to rent: its budget is then rupees a month, not lakhs. */
export const isRentRequirement = (requirement: { purpose?: unknown } | null | undefined) => requirement?.purpose === 'rent';

const minValues: number[] = BUDGET_MIN_OPTIONS.map((o) => o.value);
const maxValues: number[] = BUDGET_MAX_OPTIONS.map((o) => o.value);
const rentValues: number[] = [...RENT_CHOICES];
const text = (max: number) => safeString().trim().max(max).default('');

export const buyerRequirementSchema = z
  .object({
    name: personName().trim().min(1, 'Name is required').max(80, 'Name is too long'),
    email: safeString()
      .trim()
      // The e-mail branch first: form resolvers show the first branch's message on a tie.
      .pipe(z.union([emailSchema, z.literal('')], { error: 'Enter a valid e-mail address' }))
      .default(''),
    propertyType: z.array(z.enum(BUYER_PROPERTY_TYPES)).max(BUYER_PROPERTY_TYPES.length).default([]),
    purpose: z.enum(PURPOSES).default(BUYER_DEFAULTS.purpose),
    location: safeString().trim().min(1, 'Location is required').max(100, 'Location is too long'),
    budget: z
      .object({
        // Either list here; the purpose picks one below (a rental's budget is rupees a month).
        min: z.coerce.number().refine((v) => minValues.includes(v) || rentValues.includes(v), 'Choose a minimum budget from the list'),
        max: z.coerce.number().refine((v) => maxValues.includes(v) || rentValues.includes(v), 'Choose a maximum budget from the list'),
      })
      // Checked on the nested objects so the message shows even while other fields are still empty.
      .refine((b) => b.max >= b.min, { path: ['max'], message: 'Maximum budget must be at least the minimum' })
      .default({ min: BUYER_DEFAULTS.budgetMin, max: BUYER_DEFAULTS.budgetMax }),
    bhk: z.enum(BHK).or(z.literal('')).default(''),
    area: text(40),
    floor: text(40),
    possession: z.enum(POSSESSION).default(BUYER_DEFAULTS.possession),
    financing: z
      .object({
        homeLoan: z.enum(YES_NO).default(BUYER_DEFAULTS.homeLoan),
        preApproved: z.enum([...YES_NO, NO_LOAN]).default(NO_LOAN),
      })
      .refine((f) => f.homeLoan === 'no' || f.preApproved !== NO_LOAN, {
        path: ['preApproved'],
        message: 'Tell us whether your loan is pre-approved',
      })
      .default({ homeLoan: BUYER_DEFAULTS.homeLoan, preApproved: NO_LOAN }),
    preferences: z
      .object({
        parking: z.enum(YES_NO).default(BUYER_DEFAULTS.parking),
        gated: z.enum(YES_NO).default(BUYER_DEFAULTS.gated),
        amenities: z.array(z.enum(BUYER_AMENITIES)).max(BUYER_AMENITIES.length).default([]),
        facing: z.enum(FACING).or(z.literal('')).default(''),
      })
      .default({ parking: BUYER_DEFAULTS.parking, gated: BUYER_DEFAULTS.gated, amenities: [], facing: '' }),
    comments: text(2000),
    // The client's timestamp is kept for the record; the server stores its own creation time too.
    date: safeString().max(40).optional(),
    consent: z.literal(true, { error: TEXTS.buyerConsentBody }),
  })
  .superRefine((data, ctx) => {
    const rent = data.purpose === 'rent';
    const [mins, maxes] = rent ? [rentValues, rentValues] : [minValues, maxValues];
    const unit = rent ? 'a monthly budget' : 'a budget';
    if (!mins.includes(data.budget.min)) ctx.addIssue({ code: 'custom', path: ['budget', 'min'], message: `Choose ${unit} from the list` });
    if (!maxes.includes(data.budget.max))
      ctx.addIssue({ code: 'custom', path: ['budget', 'max'], message: `Choose ${unit} from the list` });
  })
  // Without a loan, pre-approval is meaningless: it is always stored as 'n/a'.
  .transform((data) =>
    data.financing.homeLoan === 'no' ? { ...data, financing: { homeLoan: 'no' as const, preApproved: NO_LOAN as typeof NO_LOAN } } : data,
  );

export type BuyerRequirementInput = z.input<typeof buyerRequirementSchema>;
export type BuyerRequirement = z.output<typeof buyerRequirementSchema>;

/** The buyer's stored latest requirements, as GET /api/buyer/requirements answers them. */
export const storedRequirementSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  requirements: z.record(z.string(), z.unknown()),
});
export type StoredRequirement = Omit<z.infer<typeof storedRequirementSchema>, 'requirements'> & {
  requirements: Omit<BuyerRequirement, 'consent'> & { consent?: boolean };
};

export const latestRequirementResponseSchema = z.object({ requirement: storedRequirementSchema.nullable() });

export const submitRequirementResponseSchema = z.object({ details: z.object({ _id: z.string() }) });

export const searchHistoryEntrySchema = z.object({
  _id: z.string(),
  query: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;
export const searchHistoryResponseSchema = z.object({ history: z.array(searchHistoryEntrySchema) });

export const SEARCH_HISTORY_LIMIT = 20;

/** Why a listing is among a buyer's matches: the source that found it first (docs/decisions/0126). */
export const matchReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('requirements') }),
  z.object({ kind: z.literal('saved'), name: z.string() }),
  z.object({ kind: z.literal('searched'), filters: z.record(z.string(), z.string()) }),
]);
export type MatchReason = z.infer<typeof matchReasonSchema>;
