// Site visits: slots, statuses and booking days, without zod, so screens that only show or
// pick them do not load it (the schemas in schemas/visit.ts build on these).
export const VISIT_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type VisitSlot = (typeof VISIT_SLOTS)[number];
export const VISIT_SLOT_LABELS: Record<VisitSlot, string> = {
  morning: 'Morning (9 am – 12 pm)',
  afternoon: 'Afternoon (12 – 4 pm)',
  evening: 'Evening (4 – 7 pm)',
};
/** A visit is at the property with our team, or a video call walking through it (a virtual tour). */
export const VISIT_MODES = ['in_person', 'video_call'] as const;
export type VisitMode = (typeof VISIT_MODES)[number];
export const VISIT_MODE_LABELS: Record<VisitMode, string> = {
  in_person: 'In person',
  video_call: 'Video call',
};
export const VISIT_STATUSES = ['Requested', 'Confirmed', 'Rescheduled', 'Done', 'Cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
/** Statuses of a visit still to happen: one such visit per buyer and listing. */
export const OPEN_VISIT_STATUSES: readonly VisitStatus[] = ['Requested', 'Confirmed', 'Rescheduled'];
/** How far ahead a visit can be booked. */
export const VISIT_BOOKING_DAYS = 30;
/** Visits are arranged in India: 'today' is the Indian calendar day wherever the server runs. */
export { indiaDay } from './indian-format';

/** 'YYYY-MM-DD' plus some days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Why a visit date cannot be booked on `today` (an India day), or null when it can: from today
 * to VISIT_BOOKING_DAYS ahead. Shared so the form and the server give the same message.
 */
export function visitDateProblem(date: string, today: string): string | null {
  if (date < today) return 'Choose a date from today onwards; past dates cannot be booked.';
  if (date > addDays(today, VISIT_BOOKING_DAYS)) return `Choose a date within the next ${VISIT_BOOKING_DAYS} days.`;
  return null;
}
