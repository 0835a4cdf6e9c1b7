import { SELLER_DASHBOARD } from '@ncr/shared/account-content';
import type { Listing } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { listingTitle } from '@/components/property/posted-by';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { PageTitle } from '@/components/ui/page-title';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteProperty } from '../api/delete-property';
import { useMyListings } from '../api/get-my-listings';
import { ListingRow } from '../components/listing-row';

const BANNER = SELLER_DASHBOARD.pendingBanner;

/** What happens next to listings awaiting review (a post ends on /property, spec §4; this says the rest). */
function PendingBanner({ count }: { count: number }) {
  return (
    <section aria-labelledby="pending-heading" className="rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-950">
      <h2 id="pending-heading" className="flex items-center gap-2 font-semibold">
        <Clock className="h-4 w-4 shrink-0" aria-hidden />
        {BANNER.heading}
      </h2>
      <p className="mt-1">
        {count === 1 ? '1 listing on this page is' : `${count} listings on this page are`} Pending. Only you and our team can see{' '}
        {count === 1 ? 'it' : 'them'} until approved.
      </p>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        {BANNER.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** /seller-dashboard/listings: the seller's own listings, any status, newest first. */
export function MyListingsPage() {
  const [page, setPage] = useState(1);
  const listings = useMyListings(page);
  const remove = useDeleteProperty();
  const [target, setTarget] = useState<Listing | null>(null);

  const confirmDelete = () => {
    if (!target) return;
    remove.mutate(target._id, {
      onSuccess: () => {
        toast.success(TEXTS.propertyDeleted);
        setTarget(null);
      },
      onError: (error) => toast.error(TEXTS.propertyDeleteFailed, { description: error instanceof ApiError ? error.message : undefined }),
    });
  };

  const data = listings.data;
  const pending = data?.properties.filter((listing) => listing.status === 'Pending').length ?? 0;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>My Listings</PageTitle>
        <Link to="/post-property" className={buttonClasses('primary', 'sm')}>
          Post Property Now
        </Link>
      </header>
      {listings.isPending ? (
        <p className="text-slate-600">Loading your listings...</p>
      ) : listings.isError ? (
        <p role="alert" className="text-red-700">
          {TEXTS.propertiesLoadFailed}
        </p>
      ) : data && data.properties.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          You have not posted any properties yet.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {data?.total} {data?.total === 1 ? 'listing' : 'listings'}. New listings show as Pending until our team approves them.
          </p>
          {pending > 0 && <PendingBanner count={pending} />}
          <ul className="space-y-3">
            {data?.properties.map((listing) => (
              <ListingRow key={listing._id} listing={listing} onDelete={() => setTarget(listing)} />
            ))}
          </ul>
          {data && data.totalPages > 1 && (
            <nav aria-label="My listings pages" className="flex items-center justify-center gap-3">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-slate-700">
                Page {page} of {data.totalPages}
              </span>
              <Button variant="secondary" size="sm" disabled={page >= data.totalPages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="Delete Property"
        message={`Are you sure you want to delete "${target ? listingTitle(target) : ''}"? It will no longer be shown to buyers.`}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
