import { z } from 'zod';
import { VISIT_MODES, VISIT_SLOTS, VISIT_STATUSES } from '../visits';
import { mobileSchema } from './common';

export * from '../visits';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
export const visitDateSchema = z
  .string()
  .trim()
  .regex(dayPattern, 'Enter the date as YYYY-MM-DD')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Enter a real date',
  );

export const visitCreateSchema = z.object({
  date: visitDateSchema,
  slot: z.enum(VISIT_SLOTS, 'Choose a slot: morning, afternoon or evening'),
  /** At the property or by video call; a booking without it is in person. */
  mode: z.enum(VISIT_MODES, 'Choose in person or video call').default('in_person'),
  // Visit updates go out by SMS, which reaches Indian mobiles only; stored as +91XXXXXXXXXX
  // (docs/decisions/0048-paid-message-limits.md).
  phone: mobileSchema,
  note: z.string().trim().max(500).optional(),
});
export type VisitCreate = z.infer<typeof visitCreateSchema>;
/** What the booking form holds (the mode may be left out of a request). */
export type VisitCreateInput = z.input<typeof visitCreateSchema>;

/** Staff change a visit's status; a reschedule carries the new date and slot. */
export const visitUpdateSchema = z
  .object({
    status: z.enum(VISIT_STATUSES),
    date: visitDateSchema.optional(),
    slot: z.enum(VISIT_SLOTS, 'Choose a slot: morning, afternoon or evening').optional(),
  })
  .refine((v) => v.status !== 'Rescheduled' || (v.date !== undefined && v.slot !== undefined), {
    message: 'A reschedule needs the new date and slot',
    path: ['date'],
  });
export type VisitUpdate = z.infer<typeof visitUpdateSchema>;

export const visitSchema = z.object({
  _id: z.string(),
  property: z.object({ _id: z.string(), title: z.string() }),
  date: z.string(),
  slot: z.enum(VISIT_SLOTS),
  mode: z.enum(VISIT_MODES),
  status: z.enum(VISIT_STATUSES),
  createdAt: z.string(),
  /** Staff and the buyer who booked see these; the seller does not. */
  phone: z.string().optional(),
  note: z.string().nullable().optional(),
  buyer: z.object({ _id: z.string(), fullName: z.string() }).optional(),
});
export type Visit = z.infer<typeof visitSchema>;

export const visitListSchema = z.object({ visits: z.array(visitSchema), total: z.number().int(), totalPages: z.number().int() });
export type VisitList = z.infer<typeof visitListSchema>;

export const visitsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  status: z.enum(VISIT_STATUSES).optional(),
});
