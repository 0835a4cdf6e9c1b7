import { formatDay, priceChangeFigure } from '@ncr/shared/format';
import type { PublicListing } from '@ncr/shared/schemas/property';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = { x: 8, top: 16, bottom: 8 };

/** The price over time: where it started (posting), then each change. */
function pointsOf(listing: PublicListing): { at: string; lakhs: number }[] {
  const history = listing.priceHistory ?? [];
  const first = history[0];
  if (!first) return [];
  return [{ at: listing.createdAt, lakhs: first.fromLakhs }, ...history.map((c) => ({ at: c.at, lakhs: c.toLakhs }))];
}

/**
 * A small step chart of the listing's price changes, with the same changes as a list (what a
 * screen reader reads, and the exact figures for everyone). Nothing when the price never changed.
 * Pure SVG drawn from the listing JSON: the server renders it as the browser does.
 */
export function PriceHistoryChart({ listing }: { listing: PublicListing }) {
  const points = pointsOf(listing);
  if (points.length < 2) return null;
  // A rental's history is its rent a month (kept in lakhs, read back in rupees by priceChangeFigure).
  const rent = listing.propertyData.purpose === 'rent';
  const times = points.map((p) => new Date(p.at).getTime());
  const prices = points.map((p) => p.lakhs);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const x = (t: number) => PAD.x + ((t - t0) / Math.max(1, t1 - t0)) * (WIDTH - 2 * PAD.x);
  const y = (lakhs: number) => PAD.top + (high === low ? 0.5 : (high - lakhs) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  // A price holds until it changes: a step line, not a slope between two prices.
  const path = points
    .map((p, i) => {
      const px = x(times[i] as number);
      const py = y(p.lakhs);
      return i === 0 ? `M${px},${py}` : `H${px}V${py}`;
    })
    .join('');
  return (
    <section aria-labelledby="price-history-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="price-history-heading" className="text-xl font-semibold text-slate-900">
        {rent ? 'Rent history' : 'Price history'}
      </h2>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-32 w-full" role="img" aria-hidden="true">
        <path d={path} fill="none" stroke="currentColor" strokeWidth={2} className="text-brand-700" />
        {points.map((p, i) => (
          <circle key={p.at} cx={x(times[i] as number)} cy={y(p.lakhs)} r={3} className="fill-brand-700" />
        ))}
      </svg>
      <ol className="mt-3 space-y-1 text-sm text-slate-800">
        {points.map((p, i) => {
          const before = points[i - 1];
          const change = before ? (p.lakhs < before.lakhs ? 'cut to' : 'raised to') : 'listed at';
          return (
            <li key={p.at} className="flex justify-between gap-3">
              <span className="text-slate-600">{formatDay(p.at)}</span>
              <span>
                {change} <span className="font-semibold text-slate-900">{priceChangeFigure(listing.propertyData.purpose, p.lakhs)}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
