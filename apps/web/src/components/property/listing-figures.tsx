import { formatNumber } from '@ncr/shared/format';
import { LISTING_METRIC_LABELS, LISTING_METRICS } from '@ncr/shared/insights';
import type { ListingFigures as Figures } from '@ncr/shared/schemas/insights';

/** How a listing is doing: each figure over the last 7 and 30 days, as a small table. */
export function ListingFigures({ figures, caption }: { figures: Figures | undefined; caption: string }) {
  return (
    <table className="w-full text-left text-xs">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1 font-medium">
            <span className="sr-only">Figure</span>
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            7 days
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            30 days
          </th>
        </tr>
      </thead>
      <tbody>
        {LISTING_METRICS.map((metric) => (
          <tr key={metric} className="border-t border-slate-100">
            <th scope="row" className="py-1 font-medium text-slate-800">
              {LISTING_METRIC_LABELS[metric]}
            </th>
            <td className="py-1 text-right font-semibold text-slate-900 tabular-nums">
              {figures ? formatNumber(figures[metric].last7Days) : '…'}
            </td>
            <td className="py-1 text-right font-semibold text-slate-900 tabular-nums">
              {figures ? formatNumber(figures[metric].last30Days) : '…'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
