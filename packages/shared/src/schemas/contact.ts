import { z } from 'zod';
import { QUERY_STATUSES } from '../enums';
import { VISIT_SLOTS } from '../visits';
import { emailSchema } from './common';
import { personName, safeString } from './text';

export const contactCreateSchema = z.object({
  name: personName().trim().min(1, 'Name is required').max(100),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .min(1, 'Phone is required')
    .max(20)
    .regex(/^\+?[\d\s-]{7,18}$/, 'Enter a valid phone number'),
  message: safeString().trim().min(1, 'Message is required').max(2000),
});
export type ContactCreate = z.infer<typeof contactCreateSchema>;

export const contactQuerySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  message: z.string(),
  date: z.string(),
  status: z.enum(QUERY_STATUSES),
  /** The listing an enquiry was sent from; null for a general contact message. */
  property: z.object({ _id: z.string(), title: z.string() }).nullable().optional(),
  /** Set when the enquiry is a request to be called back: when to call. */
  callbackSlot: z.enum(VISIT_SLOTS).nullable().optional(),
});
export type ContactQuery = z.infer<typeof contactQuerySchema>;

/** The answer to a sent message or enquiry: a receipt, never the sender's details echoed back. */
export const contactReceiptSchema = z.object({ _id: z.string(), date: z.string(), status: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

export const contactStatusUpdateSchema = z.object({ status: z.enum(QUERY_STATUSES) });
