import { askingPriceText } from '@ncr/shared/format';
import { marketBadge } from '@ncr/shared/insight-text';
import type { SimilarListing } from '@ncr/shared/schemas/property';
import { Link } from 'react-router';
import { areaText, bhkText } from '@/components/property/listing-facts';
import { listingTitle } from '@/components/property/posted-by';
import { PropertyImage } from '@/components/property/property-image';
import { shownMarket } from '@/components/property/rent-facts';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { useSimilar } from '../api/get-similar';

/** Six across on wide screens, three on tablets, two on phones. */
const SIMILAR_SIZES = '(min-width: 1024px) 200px, (min-width: 640px) 33vw, 50vw';

/**
 * A compact card, as the portals show similar listings: photo, price, how far below market, title,
 * rooms and area, place. The whole card is the link, with the wishlist heart above it; comparing
 * is on the listing's own page and in search (docs/decisions/0059).
 */
function SimilarCard({ listing }: { listing: SimilarListing }) {
  const data = listing.propertyData;
  const title = listingTitle(listing);
  const facts = [bhkText(listing), areaText(listing)].filter(Boolean).join(' · ');
  const market = shownMarket(listing);
  const badge = market ? marketBadge(market) : null;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:shadow-md">
      <div className="relative aspect-[4/3] bg-slate-200">
        <PropertyImage src={listing.media[0]} alt={title} sizes={SIMILAR_SIZES} className="h-full w-full object-cover" />
        {listing.status === 'Sold' && (
          <span className="absolute top-2 left-2 rounded bg-red-700 px-2 py-1 text-xs font-bold text-white">SOLD</span>
        )}
        <div className="absolute top-2 right-2">
          <WishlistHeart listing={listing} />
        </div>
      </div>
      <div className="flex flex-col gap-0.5 p-3 text-xs text-slate-600">
        <p className="text-base font-bold text-brand-800">{askingPriceText(data)}</p>
        {badge && <p className="font-semibold text-amber-900">{badge}</p>}
        <h3 className="line-clamp-2 text-sm font-semibold text-slate-900">
          <Link to={`/property/${listing._id}`} className="after:absolute after:inset-0 hover:underline">
            {title}
          </Link>
        </h3>
        {facts && <p>{facts}</p>}
        <p className="line-clamp-1">{[data.property.locality, data.seller.city].filter(Boolean).join(', ')}</p>
      </div>
    </article>
  );
}

/**
 * 'Similar properties': same city and type, nearest in price. Nothing shows when there are none,
 * and nothing before the page is live: the server's page leaves them out (0074), as it leaves out
 * the forms and the recently viewed row below the listing.
 */
export function SimilarRow({ id }: { id: string }) {
  const similar = useSimilar(id);
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="space-y-3">
      <h2 id="similar-heading" className="text-xl font-semibold text-slate-900">
        Similar properties
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {similar.data.map((listing) => (
          <li key={listing._id}>
            <SimilarCard listing={listing} />
          </li>
        ))}
      </ul>
    </section>
  );
}
