// How a listing is doing (issue 15 item 4). The figures a seller and staff see per listing, each
// over the last 7 and 30 days: views, wishlist adds, and what buyers did about it (enquiries sent
// from the listing, site visits booked). Each has one source in the server's insights repository.
// Kept apart from the zod schemas so screens that only label the figures do not load zod.
export const LISTING_METRICS = ['views', 'wishlistAdds', 'enquiries', 'visits'] as const;
export type ListingMetric = (typeof LISTING_METRICS)[number];
export const LISTING_METRIC_LABELS: Record<ListingMetric, string> = {
  views: 'Views',
  wishlistAdds: 'Wishlist adds',
  enquiries: 'Enquiries',
  visits: 'Visits booked',
};
export const INSIGHT_WINDOWS = [7, 30] as const;
