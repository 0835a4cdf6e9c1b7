import { marketBadge, marketLine, priceDropText } from '@ncr/shared/insight-text';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { TrendingDown } from 'lucide-react';
import { shownMarket } from './rent-facts';

// Price-drop and below-market insight of a listing. Pure functions of the listing JSON (no
// browser state, no clock), so the server and the browser render the same markup.

/** Compact badges for a property card: the latest price drop and how far below market it is. */
/** The latest cut in the listing's own unit: lakhs for a sale, rupees a month for a rental. */
const dropText = (listing: PublicListing): string | null =>
  listing.priceDrop ? priceDropText(listing.priceDrop, listing.propertyData.purpose) : null;

export function CardInsights({ listing }: { listing: PublicListing }) {
  const drop = dropText(listing);
  const market = shownMarket(listing);
  const badge = market ? marketBadge(market) : null;
  if (!drop && !badge) return null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {drop && (
        <span className="inline-flex items-center gap-1 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
          <TrendingDown className="h-3.5 w-3.5" aria-hidden />
          {drop}
        </span>
      )}
      {badge && market && (
        <span className="rounded bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900" title={marketLine(market)}>
          {badge}
        </span>
      )}
    </div>
  );
}

/** The detail page's lines: "Price dropped ₹X L" and "22% below the market rate of ₹9,500/sq ft for Sector 62, Noida (…)". */
export function DetailInsights({ listing }: { listing: PublicListing }) {
  const market = shownMarket(listing);
  if (!listing.priceDrop && !market) return null;
  return (
    <div className="space-y-1 text-sm">
      {listing.priceDrop && (
        <p className="inline-flex items-center gap-1 font-semibold text-emerald-800">
          <TrendingDown className="h-4 w-4" aria-hidden />
          {dropText(listing)}
        </p>
      )}
      {market && (
        <p className="text-slate-700" data-testid="market-line">
          {marketLine(market)}
        </p>
      )}
    </div>
  );
}
