import { formatNumber } from '@ncr/shared/format';
import type { PlaceSummary } from '@ncr/shared/schemas/places';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-03" → "Mar 2026", written out here so the server and every browser write it alike. */
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;

const WIDTH = 320;
const HEIGHT = 100;

/**
 * The median asking figure by month of posting, as bars (for the eye) and as a table (the exact
 * figures, and what a screen reader reads). Pure SVG: the server renders it as the browser does.
 */
export function PlaceTrend({ summary }: { summary: PlaceSummary }) {
  const { trend } = summary;
  const unit = summary.measure === 'rentPerMonth' ? 'a month' : 'a sq ft';
  if (trend.length === 0) return <p className="text-sm text-slate-600">No asking prices were posted here in the last twelve months.</p>;
  const high = Math.max(...trend.map((t) => t.median));
  const step = WIDTH / trend.length;
  return (
    <div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-28 w-full" aria-hidden="true">
        {trend.map((t, i) => {
          const height = Math.max(2, (t.median / high) * (HEIGHT - 4));
          return (
            <rect
              key={t.month}
              x={i * step + step * 0.15}
              y={HEIGHT - height}
              width={step * 0.7}
              height={height}
              className="fill-brand-700"
            />
          );
        })}
      </svg>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Median asking price {unit} by month of posting</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Month posted
            </th>
            <th scope="col" className="py-1 font-medium">
              Median {unit}
            </th>
            <th scope="col" className="py-1 font-medium">
              Listings
            </th>
          </tr>
        </thead>
        <tbody>
          {trend.map((t) => (
            <tr key={t.month} className="border-t border-slate-100">
              <td className="py-1">{monthName(t.month)}</td>
              <td className="py-1">₹{formatNumber(t.median)}</td>
              <td className="py-1">{t.listings}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
