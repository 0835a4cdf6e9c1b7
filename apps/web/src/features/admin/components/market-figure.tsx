import { marketLine } from '@ncr/shared/insight-text';
import type { Listing } from '@ncr/shared/schemas/property';
import { TriangleAlert } from 'lucide-react';

/**
 * A listing's figure against its locality's market rate, as staff see it when they approve
 * (docs/decisions/0103): the line the listing page shows, flagged on a Pending listing that is
 * less below the rate than the minimum discount to publish, or whose locality has no rate yet.
 */
export function MarketFigure({ listing, minDiscount }: { listing: Listing; minDiscount: number }) {
  const pending = listing.status === 'Pending';
  const market = listing.market;
  if (!market) {
    if (!pending) return null;
    const place = [listing.propertyData.property?.locality, listing.propertyData.seller?.city].filter(Boolean).join(', ');
    return (
      <p className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-900" data-testid="market-figure">
        No market rate for {place || 'this locality'}: add one in Settings, Market rates, to check its price.
      </p>
    );
  }
  const under = pending && minDiscount > 0 && market.percentBelow < minDiscount;
  return (
    <div className="space-y-1 text-xs" data-testid="market-figure">
      <p className="text-slate-700">{marketLine(market)}</p>
      {under && (
        <p className="inline-flex items-center gap-1 rounded bg-red-50 px-2 py-1 font-semibold text-red-800" data-testid="market-flag">
          <TriangleAlert className="h-3.5 w-3.5 shrink-0" aria-hidden />
          Under the {minDiscount}% minimum to publish: approval will be refused.
        </p>
      )}
    </div>
  );
}
