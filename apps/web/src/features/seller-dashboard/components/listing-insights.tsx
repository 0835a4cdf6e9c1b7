import { SELLER_DASHBOARD } from '@ncr/shared/account-content';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useSellerInsights } from '../api/get-insights';
import { ListingInsightCard } from './listing-insight-card';

/** "How are my listings doing?": a card per listing with its views and wishlist adds. */
export function ListingInsights() {
  const insights = useSellerInsights();
  return (
    <section aria-labelledby="insights-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="insights-heading" className="text-lg font-semibold text-slate-900">
          How your listings are doing
        </h2>
        <p className="text-xs text-slate-600">Views count each visitor once a day; yours and our team's are not counted.</p>
      </div>
      {insights.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your listings...
        </p>
      ) : insights.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Could not load your listings. Please try again.
        </p>
      ) : insights.data.listings.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center">
          <p className="text-sm text-slate-700">You have no listings yet.</p>
          <Link to="/post-property" className={buttonClasses('primary', 'sm', 'mt-3')}>
            {SELLER_DASHBOARD.postProperty}
          </Link>
        </div>
      ) : (
        <div className="grid gap-3 xl:grid-cols-2">
          {insights.data.listings.map((listing) => (
            <ListingInsightCard key={listing._id} listing={listing} />
          ))}
        </div>
      )}
    </section>
  );
}
