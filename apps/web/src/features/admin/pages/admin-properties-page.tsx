import { type BulkApproveResult, FEATURED_FILTER_LABELS, FEATURED_FILTERS, type FeaturedFilter } from '@ncr/shared/schemas/admin';
import type { Listing } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/field';
import { PageTitle } from '@/components/ui/page-title';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useApproveProperty, useBulkApprove } from '../api/approve-property';
import { useDeleteProperty } from '../api/delete-property';
import { useAdminProperties } from '../api/get-admin-properties';
import { useListingInsights } from '../api/get-listing-insights';
import { useBulkFeatured, useSetFeatured } from '../api/set-featured';
import { BulkBar } from '../components/bulk-bar';
import { LoadError } from '../components/load-error';
import { MarkSoldDialog } from '../components/mark-sold-dialog';
import { type CardAction, PropertyAdminCard } from '../components/property-admin-card';
import { PropertyDetailsDialog } from '../components/property-details-dialog';
import { PropertyEditDialog } from '../components/property-edit-dialog';
import { RejectDialog } from '../components/reject-dialog';
import { SearchBox } from '../components/search-box';
import { StatusFilter } from '../components/status-filter';
import { TablePager } from '../components/table-pager';
import { useListingFilters } from '../lib/use-listing-filters';
import { useClampPage } from '../lib/use-page-param';

type Open = { kind: 'view' | 'edit' | 'reject' | 'sold' | 'delete'; listing: Listing } | null;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The toast after a bulk approve: how many went live, and why any others did not. */
function bulkApproveToast({ approved, skipped }: BulkApproveResult) {
  const reasons = [...new Set(skipped.map((s) => s.reason))].join(', ');
  const rest = skipped.length > 0 ? `${plural(skipped.length, 'listing was', 'listings were')} not pending (${reasons}).` : undefined;
  if (approved.length === 0) toast.info('No listing was approved', { description: rest });
  else toast.success(`${plural(approved.length, 'property', 'properties')} approved and now public`, { description: rest });
}

export function AdminPropertiesPage() {
  const filters = useListingFilters();
  const { data, isError, isPending, isFetching } = useAdminProperties({
    page: filters.page,
    q: filters.q || undefined,
    status: filters.status,
    featured: filters.featured,
    farBelowMarket: filters.farBelowMarket ? 'true' : undefined,
  });
  useClampPage(filters.page, data?.totalPages, (page) => filters.set({ page }));
  const insights = useListingInsights((data?.properties ?? []).map((p) => p._id));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<Open>(null);
  const feature = useSetFeatured();
  const bulk = useBulkFeatured();
  const approve = useApproveProperty();
  const bulkApprove = useBulkApprove();
  const remove = useDeleteProperty();

  // A new search or filter starts a new selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because the filters changed.
  useEffect(() => setSelected(new Set()), [filters.q, filters.status, filters.featured, filters.farBelowMarket]);

  const listings = data?.properties ?? [];
  const allOnPage = listings.length > 0 && listings.every((l) => selected.has(l._id));
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const onAction = (action: CardAction, listing: Listing) => {
    if (action === 'feature') {
      const on = !listing.isFeatured;
      feature.mutate(
        { id: listing._id, featured: on },
        {
          onSuccess: () => toast.success(on ? TEXTS.featured : TEXTS.unfeatured),
          onError: (e) => toast.error(TEXTS.featureFailed, { description: e.message }),
        },
      );
    } else if (action === 'approve') {
      approve.mutate(listing._id, {
        onSuccess: () => toast.success('Property approved and now public'),
        onError: (e) => toast.error('Failed to approve property', { description: e.message }),
      });
    } else {
      setOpen({ kind: action, listing });
    }
  };

  const onBulk = (featured: boolean) =>
    bulk.mutate(
      { ids: [...selected], featured },
      {
        onSuccess: () => {
          toast.success(featured ? TEXTS.bulkFeatured : TEXTS.bulkUnfeatured);
          setSelected(new Set());
        },
        onError: (e) => toast.error(TEXTS.bulkFailed, { description: e.message }),
      },
    );

  const onBulkApprove = () =>
    bulkApprove.mutate([...selected], {
      onSuccess: (result) => {
        bulkApproveToast(result);
        setSelected(new Set());
      },
      onError: (e) => toast.error(TEXTS.bulkFailed, { description: e.message }),
    });

  const onDelete = () => {
    if (open?.kind !== 'delete') return;
    remove.mutate(open.listing._id, {
      onSuccess: () => {
        toast.success(TEXTS.propertyDeleted);
        select([open.listing._id], false);
        setOpen(null);
      },
      onError: (e) => toast.error(TEXTS.propertyDeleteFailed, { description: e.message }),
    });
  };

  return (
    <div className={cn('space-y-4', selected.size > 0 && 'pb-36 sm:pb-0')}>
      {/* Sticky (and blurred) from 640 px up only: a backdrop filter would make the phone's bulk bar,
          pinned to the bottom of the screen, pin to this header instead. */}
      <div className="z-20 -mx-4 space-y-3 border-b border-slate-200 bg-slate-50/95 px-4 pt-2 pb-3 sm:sticky sm:top-16 sm:-mx-6 sm:px-6 sm:backdrop-blur">
        <PageTitle>Property Listings</PageTitle>
        <StatusFilter value={filters.status} onChange={(status) => filters.set({ status })} counts={data?.counts} />
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <SearchBox
            id="admin-property-search"
            className="flex-1"
            value={filters.q}
            onSearch={(q) => filters.set({ q })}
            placeholder="Title, locality, seller name or mobile"
            hint="Searches titles, addresses and localities, the city, the property type, and the seller's name or mobile number"
          />
          <div className="flex flex-wrap items-end gap-x-5 gap-y-2">
            <div className="w-40">
              <label htmlFor="admin-property-filter" className="block text-sm font-medium text-slate-800">
                Filter
              </label>
              <Select
                id="admin-property-filter"
                className="mt-1"
                value={filters.featured}
                onChange={(e) => filters.set({ featured: e.target.value as FeaturedFilter })}
              >
                {FEATURED_FILTERS.map((f) => (
                  <option key={f} value={f}>
                    {FEATURED_FILTER_LABELS[f]}
                  </option>
                ))}
              </Select>
            </div>
            <label className="flex h-10 items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-700"
                checked={filters.farBelowMarket}
                onChange={(e) => filters.set({ farBelowMarket: e.target.checked })}
              />
              More than 50% below market
            </label>
            <label className="flex h-10 items-center gap-2 text-sm font-medium whitespace-nowrap text-slate-800">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-700"
                checked={allOnPage}
                disabled={listings.length === 0}
                onChange={(e) =>
                  select(
                    listings.map((l) => l._id),
                    e.target.checked,
                  )
                }
              />
              Select all on this page
            </label>
          </div>
        </div>
        {selected.size > 0 && (
          <BulkBar
            count={selected.size}
            busy={bulk.isPending || bulkApprove.isPending}
            onFeature={onBulk}
            onApprove={onBulkApprove}
            onClear={() => setSelected(new Set())}
          />
        )}
      </div>

      {isError && <LoadError message={TEXTS.propertiesLoadFailed} />}
      {isPending && <p className="text-slate-600">Loading…</p>}
      {data && listings.length === 0 && (
        <p className="py-10 text-center text-slate-600">
          {filters.status === 'Pending' && !filters.q && filters.featured === 'all' && !filters.farBelowMarket
            ? 'No listings are waiting for approval.'
            : TEXTS.noResults}
        </p>
      )}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy={isFetching}>
        {listings.map((listing) => (
          <PropertyAdminCard
            key={listing._id}
            listing={listing}
            figures={insights.data?.figures[listing._id]}
            minDiscount={data?.minDiscountToPublish ?? 0}
            selected={selected.has(listing._id)}
            onSelect={(on) => select([listing._id], on)}
            onAction={onAction}
            busy={feature.isPending || approve.isPending}
          />
        ))}
      </div>
      <TablePager
        summary={`Showing ${listings.length} of ${data?.total ?? 0} properties`}
        page={filters.page}
        totalPages={data?.totalPages}
        onPageChange={(page) => filters.set({ page })}
        label="Property pages"
      />

      <PropertyDetailsDialog listing={open?.kind === 'view' ? open.listing : null} onClose={() => setOpen(null)} />
      <PropertyEditDialog listing={open?.kind === 'edit' ? open.listing : null} onClose={() => setOpen(null)} />
      <MarkSoldDialog listing={open?.kind === 'sold' ? open.listing : null} onClose={() => setOpen(null)} />
      <RejectDialog listing={open?.kind === 'reject' ? open.listing : null} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={open?.kind === 'delete'}
        onOpenChange={(value) => !value && setOpen(null)}
        title="Delete Property"
        message="Are you sure you want to delete this property? It will no longer be shown anywhere."
        busy={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
