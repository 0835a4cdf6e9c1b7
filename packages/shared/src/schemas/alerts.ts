import { z } from 'zod';
import { PROPERTY_SEARCH_FILTER_KEYS, propertySearchFiltersSchema } from './property';

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'paused'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instant: 'Instantly',
  daily: 'Daily digest',
  paused: 'Paused',
};
export const MAX_SAVED_SEARCHES = 20;

/**
 * A saved search's filters are the search's own query fields, checked by the search's own schema
 * (paging left out), so a saved search can hold exactly what a search can.
 */
const FILTER_KEYS: readonly string[] = PROPERTY_SEARCH_FILTER_KEYS;
export const savedSearchFiltersSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => Object.keys(value).every((key) => FILTER_KEYS.includes(key)), {
    error: `use only the search's filters: ${FILTER_KEYS.join(', ')}`,
  })
  .pipe(propertySearchFiltersSchema);
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;

export const savedSearchInputSchema = z.object({
  name: z.string().trim().min(1, 'Give the search a name').max(80, 'Use at most 80 characters'),
  filters: savedSearchFiltersSchema,
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES, { error: 'Choose instantly, daily digest or paused' }),
});
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  /** Matching listings announced since the buyer last opened this search. */
  newCount: z.number().int(),
  lastSeenAt: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.array(savedSearchSchema);

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(['alert', 'price-drop']),
  propertyId: z.string(),
  savedSearchId: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = z.object({ notifications: z.array(notificationSchema), unread: z.number().int() });
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** Marks the given notifications read, or all of the caller's when `ids` is left out. */
export const markReadSchema = z.object({ ids: z.array(z.string().uuid('Invalid id')).max(200).optional() });

export const unsubscribeQuerySchema = z.object({ token: z.string().min(10).max(400) });
