import { placeSlug } from '@ncr/shared/places';
import type { Rates } from '~/shared/market';
import type { AskingFigure } from './search/search-index';

/** How many months a place's price trend covers, this one included. */
const TREND_MONTHS = 12;

export interface PlaceFigures {
  median: number | null;
  trend: { month: string; median: number; listings: number }[];
}

/** The median, as PostgreSQL's percentile_cont(0.5) takes it (the mean of the middle two of an even count), rounded. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return Math.round(median);
}

/** A month as the trend names it: "2026-11" (UTC). */
const monthOf = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/**
 * A place page's prices (docs/decisions/0130) from its listings' asking figures: the median of the
 * available ones, and for each of the last twelve months (this one included) the median of the
 * listings posted then, sold ones too, the months without any left out.
 */
export function placeFigures(asking: readonly AskingFigure[], now: Date): PlaceFigures {
  const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (TREND_MONTHS - 1), 1);
  const byMonth = new Map<string, number[]>();
  const available: number[] = [];
  for (const { figure, created, sold } of asking) {
    if (!sold) available.push(figure);
    if (created < from) continue;
    const month = monthOf(created);
    const figures = byMonth.get(month);
    if (figures) figures.push(figure);
    else byMonth.set(month, [figure]);
  }
  const trend = [...byMonth]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, figures]) => ({ month, median: medianOf(figures) as number, listings: figures.length }));
  return { median: medianOf(available), trend };
}

/** The rates by city and locality slug, made once per set of rates (a new set replaces the old, never changes it). */
const ratesBySlug = new WeakMap<Rates, Map<string, number>>();

/**
 * The rate per sq ft staff keep for a locality (docs/decisions/0103), whichever way they spelt it:
 * its slug is the page's. Null when they keep none. Two spellings of one slug: the first kept.
 */
export function marketRateOf(rates: Rates, city: string, slug: string): number | null {
  let bySlug = ratesBySlug.get(rates);
  if (!bySlug) {
    bySlug = new Map();
    for (const [key, rate] of rates) {
      const bar = key.indexOf('|');
      const slugKey = `${key.slice(0, bar)}|${placeSlug(key.slice(bar + 1))}`;
      if (!bySlug.has(slugKey)) bySlug.set(slugKey, rate.ratePerSqft);
    }
    ratesBySlug.set(rates, bySlug);
  }
  return bySlug.get(`${city}|${slug}`) ?? null;
}
