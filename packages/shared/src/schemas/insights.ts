import { z } from 'zod';
import { LISTING_STATUSES } from '../enums';

import { LISTING_METRICS } from '../insights';

export { INSIGHT_WINDOWS, LISTING_METRIC_LABELS, LISTING_METRICS, type ListingMetric } from '../insights';

export const metricWindowsSchema = z.object({ last7Days: z.number().int().min(0), last30Days: z.number().int().min(0) });
export type MetricWindows = z.infer<typeof metricWindowsSchema>;
export const listingFiguresSchema = z.record(z.enum(LISTING_METRICS), metricWindowsSchema);
export type ListingFigures = z.infer<typeof listingFiguresSchema>;

/** One of the caller's listings on the seller dashboard home. */
export const listingInsightSchema = z.object({
  _id: z.string(),
  title: z.string(),
  status: z.enum(LISTING_STATUSES),
  createdAt: z.string(),
  photo: z.string().nullable(),
  figures: listingFiguresSchema,
});
export type ListingInsight = z.infer<typeof listingInsightSchema>;
export const myInsightsResponseSchema = z.object({ listings: z.array(listingInsightSchema) });
export type MyInsightsResponse = z.infer<typeof myInsightsResponseSchema>;

export const MAX_INSIGHT_IDS = 50;
/** GET /api/admin/listing-insights?ids=a,b,c: the figures of the listings on one admin page. */
export const insightIdsQuerySchema = z.object({
  ids: z
    .string()
    .max(40 * MAX_INSIGHT_IDS)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().uuid('Invalid id')).min(1, 'Give at least one listing id').max(MAX_INSIGHT_IDS)),
});
export const listingFiguresResponseSchema = z.object({ figures: z.record(z.string(), listingFiguresSchema) });
export type ListingFiguresResponse = z.infer<typeof listingFiguresResponseSchema>;
