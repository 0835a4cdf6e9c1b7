import { z } from 'zod';
import { VISIT_SLOTS } from '../visits';
import { emailSchema } from './common';
import { contactCreateSchema, contactReceiptSchema } from './contact';

/**
 * An enquiry from a listing's page: a contact message linked to the listing. The e-mail is
 * optional here (the phone is how staff call back); an empty field counts as not given.
 */
export const enquiryCreateSchema = contactCreateSchema.extend({
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || emailSchema.safeParse(v).success, 'Enter a valid e-mail address')
    .transform((v) => (v === '' ? undefined : v.toLowerCase()))
    .optional(),
});
export type EnquiryCreate = z.infer<typeof enquiryCreateSchema>;

export const enquiryCreatedSchema = contactReceiptSchema;

/**
 * "Request a call back" on a listing (docs/decisions/0119): a name, a phone and when to call.
 * Staff get it on the Queries screen as an enquiry linked to the listing, marked with its slot.
 */
export const callbackCreateSchema = contactCreateSchema.pick({ name: true, phone: true }).extend({
  slot: z.enum(VISIT_SLOTS, { error: 'Choose when we should call' }),
});
export type CallbackCreate = z.infer<typeof callbackCreateSchema>;

/** What the listing's seller sees of an enquiry: the message, never the enquirer's contact details. */
export const sellerEnquirySchema = z.object({
  _id: z.string(),
  property: z.object({ _id: z.string(), title: z.string() }),
  /** First name only. */
  name: z.string(),
  message: z.string(),
  date: z.string(),
});
export type SellerEnquiry = z.infer<typeof sellerEnquirySchema>;

export const sellerEnquiriesResponseSchema = z.object({
  /** Enquiry count per listing of the seller that has any. */
  listings: z.array(z.object({ _id: z.string(), title: z.string(), count: z.number().int() })),
  total: z.number().int(),
  enquiries: z.array(sellerEnquirySchema),
});
export type SellerEnquiriesResponse = z.infer<typeof sellerEnquiriesResponseSchema>;
