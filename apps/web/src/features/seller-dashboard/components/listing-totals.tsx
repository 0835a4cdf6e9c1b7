import { LISTING_STATUSES, type ListingStatus } from '@ncr/shared/enums';
import { formatNumber } from '@ncr/shared/format';
import { LISTING_METRIC_LABELS, LISTING_METRICS } from '@ncr/shared/insights';
import type { ListingInsight, MetricWindows } from '@ncr/shared/schemas/insights';
import { cn } from '@/lib/cn';

export type InsightWindow = keyof MetricWindows;

interface ListingTotalsProps {
  listings: ListingInsight[];
  period: InsightWindow;
  status: ListingStatus | null;
  onStatus: (status: ListingStatus | null) => void;
}

const chip = (on: boolean) =>
  cn(
    'inline-flex h-9 items-center gap-1 rounded-full border px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700',
  );

/** The seller's totals: listings by status (each narrows the rows to it) and each figure summed over the period. */
export function ListingTotals({ listings, period, status, onStatus }: ListingTotalsProps) {
  const byStatus = LISTING_STATUSES.map((s) => ({ status: s, count: listings.filter((l) => l.status === s).length })).filter(
    (s) => s.count > 0,
  );
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {LISTING_METRICS.map((metric) => (
          <div key={metric} className="rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">{LISTING_METRIC_LABELS[metric]}</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">
              {formatNumber(listings.reduce((sum, l) => sum + l.figures[metric][period], 0))}
            </dd>
          </div>
        ))}
      </dl>
      <fieldset>
        <legend className="sr-only">Show listings</legend>
        <div className="flex flex-wrap gap-2">
          <button type="button" aria-pressed={status === null} onClick={() => onStatus(null)} className={chip(status === null)}>
            All listings ({formatNumber(listings.length)})
          </button>
          {byStatus.map((s) => (
            <button
              key={s.status}
              type="button"
              aria-pressed={status === s.status}
              onClick={() => onStatus(status === s.status ? null : s.status)}
              className={chip(status === s.status)}
            >
              {s.status} ({formatNumber(s.count)})
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
