import { isPublicStatus } from '@ncr/shared/enums';
import { isVideoUrl } from '@ncr/shared/media';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import { ArrowLeft, MapPin } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import type { Prefetch } from '@/app/page-handle';
import { DetailInsights } from '@/components/property/listing-insights';
import { GALLERY_SIZES, photoSources } from '@/components/property/photo-sources';
import { listingTitle, postedBy } from '@/components/property/posted-by';
import { isRental } from '@/components/property/rent-facts';
import { PageTitle } from '@/components/ui/page-title';
import { StatusBadge } from '@/components/ui/status-badge';
import { prefetchOnce } from '@/lib/prefetch-once';
import { propertyQuery, useProperty } from '../api/get-property';
import { reportView } from '../api/report-view';
import { DetailTabs } from '../components/detail-tabs';
import { EmiCalculator } from '../components/emi-calculator';
import { KeyFacts } from '../components/key-facts';
import { ListingActions } from '../components/listing-actions';
import { ListingEngagement } from '../components/listing-engagement';
import { MediaGallery } from '../components/media-gallery';
import { Breadcrumb } from '../components/place-breadcrumb';
import { PriceHistoryChart } from '../components/price-history-chart';
import { listingCrumbs } from '../lib/listing-crumbs';
import { useListingHead } from './listing-head';

/** A missing, hidden or deleted listing is answered with 404 and the not-found page. */
export const prefetch: Prefetch = async ({ queryClient, params }) => {
  // The listing alone: its similar listings load in the browser once the page is live
  // (components/similar-row.tsx, docs/decisions/0074-similar-listings-load-with-the-live-page.md).
  const listing = await prefetchOnce(queryClient, propertyQuery(params.id ?? ''));
  return listing === null ? { status: 404 } : undefined;
};

function BackLink() {
  return (
    <Link to="/property" className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Listings
    </Link>
  );
}

function Listed({ listing }: { listing: PublicListing }) {
  const title = listingTitle(listing);
  // The page may come from the server's cache: the browser reports the view itself.
  // Only public listings count; a Pending or Rejected one is seen by its owner and staff, who never count.
  const counted = isPublicStatus(listing.status);
  useEffect(() => {
    if (counted) reportView(listing._id).catch(() => {});
  }, [listing._id, counted]);
  const firstPhoto = listing.media.find((url) => !isVideoUrl(url));
  const sources = firstPhoto ? photoSources(firstPhoto) : undefined;
  useListingHead(listing, sources?.srcSet ? { href: sources.src, srcSet: sources.srcSet, sizes: GALLERY_SIZES } : undefined);
  const data = listing.propertyData;
  const priceLakhs = Number(data.pricing?.expectedPrice);
  // A loan is for a home still for sale (never a rental); the chart is there once the price has changed.
  const offersEmi = listing.status === 'Active' && !isRental(data) && priceLakhs > 0;
  const hasHistory = (listing.priceHistory?.length ?? 0) > 0;
  const street = data.property?.address ?? '';
  const city = data.seller?.city ?? '';
  // Addresses usually end with the city already.
  const address = city && !street.toLowerCase().includes(city.toLowerCase()) ? [street, city].filter(Boolean).join(', ') : street;
  return (
    <article className="space-y-6">
      <Breadcrumb crumbs={listingCrumbs(listing)} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <MediaGallery media={listing.media} title={title} sold={listing.status === 'Sold'} />
        {/* On a phone the price and key facts come straight after the photos (order), ahead of the title. */}
        <div className="flex flex-col gap-4">
          {listing.status === 'Pending' && (
            <p role="status" className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
              <strong className="font-semibold">Pending review.</strong> {TEXTS.pendingListingNotice}
            </p>
          )}
          {listing.status === 'Rejected' && (
            <p role="status" className="rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-900">
              <strong className="font-semibold">Not approved.</strong> {TEXTS.rejectedListingNotice}{' '}
              <Link to="/seller-dashboard/listings" className="font-medium underline">
                My Listings
              </Link>
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            {/* Spec §2 (detail): the status is printed, Active (green), Sold or Pending (yellow, its owner's view). */}
            <StatusBadge status={listing.status} />
            {listing.isFeatured && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Featured</span>
            )}
          </div>
          <PageTitle>{title}</PageTitle>
          {address && (
            <p className="flex items-start gap-1.5 text-slate-700">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {address}
            </p>
          )}
          <DetailInsights listing={listing} />
          <p className="text-slate-700">
            Posted by <span className="font-semibold text-slate-900">{postedBy(listing)}</span>
          </p>
          <div className="max-lg:order-first">
            <KeyFacts listing={listing} />
          </div>
          <ListingActions listing={listing} />
        </div>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <DetailTabs listing={listing} />
      </div>
      {(hasHistory || offersEmi) && (
        <div className="grid gap-6 lg:grid-cols-2">
          {hasHistory && <PriceHistoryChart listing={listing} />}
          {offersEmi && <EmiCalculator key={listing._id} priceLakhs={priceLakhs} />}
        </div>
      )}
      <ListingEngagement listing={listing} />
    </article>
  );
}

/** /property/{id}: gallery, price, status and the four information tabs. */
export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const property = useProperty(id);
  if (property.data === null) return <NotFoundPage title={TEXTS.propertyNotFound} />;
  return (
    // At least a screen tall, so the footer never sits in view while the listing loads and then jumps.
    <div className="mx-auto min-h-screen max-w-7xl space-y-4 px-4 py-8">
      <BackLink />
      {property.isPending ? (
        // The same boxes as the loaded page (gallery shape, thumbnails), so nothing moves when it arrives.
        <div className="grid animate-pulse gap-6 lg:grid-cols-[3fr_2fr]" role="status">
          <span className="sr-only">Loading property...</span>
          <div className="space-y-3">
            <div className="aspect-[4/3] rounded-lg bg-slate-200" />
            <div className="h-16" />
          </div>
          <div className="space-y-3">
            <div className="h-8 w-3/4 rounded bg-slate-200" />
            <div className="h-5 w-1/2 rounded bg-slate-200" />
          </div>
        </div>
      ) : property.isError ? (
        <p role="alert" className="py-16 text-center text-lg font-semibold text-red-700">
          {TEXTS.propertyLoadError}
        </p>
      ) : (
        <Listed listing={property.data} />
      )}
    </div>
  );
}
