import { z } from 'zod';

export const VISIT_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type VisitSlot = (typeof VISIT_SLOTS)[number];
export const VISIT_SLOT_LABELS: Record<VisitSlot, string> = {
  morning: 'Morning (9 am – 12 pm)',
  afternoon: 'Afternoon (12 – 4 pm)',
  evening: 'Evening (4 – 7 pm)',
};
export const VISIT_STATUSES = ['Requested', 'Confirmed', 'Rescheduled', 'Done', 'Cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
/** Statuses of a visit still to happen: one such visit per buyer and listing. */
export const OPEN_VISIT_STATUSES: readonly VisitStatus[] = ['Requested', 'Confirmed', 'Rescheduled'];
/** How far ahead a visit can be booked. */
export const VISIT_BOOKING_DAYS = 30;
/** Visits are arranged in India: 'today' is the Indian calendar day wherever the server runs. */
export const VISIT_TIME_ZONE = 'Asia/Kolkata';

/** The calendar day of an instant in India, 'YYYY-MM-DD'. */
export function indiaDay(at: Date | number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: VISIT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** 'YYYY-MM-DD' plus some days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
export const visitDateSchema = z
  .string()
  .trim()
  .regex(dayPattern, 'Enter the date as YYYY-MM-DD')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Enter a real date',
  );

/**
 * Why a visit date cannot be booked on `today` (an India day), or null when it can: from today
 * to VISIT_BOOKING_DAYS ahead. Shared so the form and the server give the same message.
 */
export function visitDateProblem(date: string, today: string): string | null {
  if (date < today) return 'Choose a date from today onwards; past dates cannot be booked.';
  if (date > addDays(today, VISIT_BOOKING_DAYS)) return `Choose a date within the next ${VISIT_BOOKING_DAYS} days.`;
  return null;
}

export const visitCreateSchema = z.object({
  date: visitDateSchema,
  slot: z.enum(VISIT_SLOTS, 'Choose a slot: morning, afternoon or evening'),
  phone: z
    .string()
    .trim()
    .min(1, 'Phone is required')
    .max(20)
    .regex(/^\+?[\d\s-]{7,18}$/, 'Enter a valid phone number'),
  note: z.string().trim().max(500).optional(),
});
export type VisitCreate = z.infer<typeof visitCreateSchema>;

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
