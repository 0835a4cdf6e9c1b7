import { SELLER_DASHBOARD } from '@ncr/shared/account-content';
import type { ListingStatus } from '@ncr/shared/enums';
import type { ListingInsight } from '@ncr/shared/schemas/insights';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { useSellerInsights } from '../api/get-insights';
import { ListingInsightRow } from './listing-insight-row';
import { type InsightWindow, ListingTotals } from './listing-totals';

const WINDOWS = [
  { value: 'last30Days', label: 'Last 30 days' },
  { value: 'last7Days', label: 'Last 7 days' },
] as const satisfies readonly { value: InsightWindow; label: string }[];

/**
 * "How your listings are doing": the totals first (listings by status, and what buyers did over
 * the chosen period), then one compact row per listing, so fifty listings read on a phone as well
 * as two. A status in the totals narrows the rows to it.
 */
export function ListingInsights() {
  const insights = useSellerInsights();
  const [period, setPeriod] = useState<InsightWindow>('last30Days');
  const [status, setStatus] = useState<ListingStatus | null>(null);
  const listings = insights.data?.listings ?? [];
  const shown = status ? listings.filter((l) => l.status === status) : listings;
  return (
    <section aria-labelledby="insights-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id="insights-heading" className="text-lg font-semibold text-slate-900">
            How your listings are doing
          </h2>
          <p className="text-xs text-slate-600">Views count each visitor once a day; yours and our team's are not counted.</p>
        </div>
        {listings.length > 0 && (
          <SegmentedChoice legend="Figures for" hideLegend options={WINDOWS} value={period} onChange={setPeriod} className="w-56" />
        )}
      </div>
      {insights.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your listings...
        </p>
      ) : insights.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Could not load your listings. Please try again.
        </p>
      ) : listings.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center">
          <p className="text-sm text-slate-700">You have no listings yet.</p>
          <Link to="/post-property" className={buttonClasses('primary', 'sm', 'mt-3')}>
            {SELLER_DASHBOARD.postProperty}
          </Link>
        </div>
      ) : (
        <>
          <ListingTotals listings={listings} period={period} status={status} onStatus={setStatus} />
          <ul
            aria-label={status ? `${status} listings` : 'Your listings'}
            className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
          >
            {shown.map((listing: ListingInsight) => (
              <li key={listing._id}>
                <ListingInsightRow listing={listing} period={period} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
