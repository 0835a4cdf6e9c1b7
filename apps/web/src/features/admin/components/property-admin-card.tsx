import { askingPriceText } from '@ncr/shared/format';
import { cardImageUrl } from '@ncr/shared/media';
import type { ListingFigures as Figures } from '@ncr/shared/schemas/insights';
import type { Listing } from '@ncr/shared/schemas/property';
import { BadgeCheck, Ban, CircleDollarSign, Eye, MapPin, Pencil, Star, StarOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListingFigures } from '@/components/property/listing-figures';
import { listingTitle } from '@/components/property/posted-by';
import { PropertyImage } from '@/components/property/property-image';
import { StatusBadge } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import { areaOf, bhkOf, firstPhoto, sellerContact, typeLabel } from '../lib/listing';
import { MarketFigure } from './market-figure';

export type CardAction = 'feature' | 'view' | 'edit' | 'approve' | 'reject' | 'sold' | 'delete';

interface CardProps {
  listing: Listing;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: CardAction, listing: Listing) => void;
  busy?: boolean;
  /** Views and wishlist adds (undefined while they load). */
  figures?: Figures;
  /** The minimum discount to publish (0: off): a Pending listing under it is flagged. */
  minDiscount?: number;
}

function Action({
  label,
  onClick,
  children,
  danger,
  disabled,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    // The label is visible text (not only a tooltip), so sighted keyboard and touch users read
    // what a button does, and its accessible name is exactly what they see.
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 py-1 text-left text-xs font-medium hover:bg-slate-100 disabled:opacity-50',
        danger ? 'text-red-700' : 'text-slate-800',
      )}
    >
      {children}
      <span>{label}</span>
    </button>
  );
}

/** A listing in the admin grid (spec §2 Properties): photo, overlays, facts and the row of actions. */
export function PropertyAdminCard({ listing, selected, onSelect, onAction, busy, figures, minDiscount = 0 }: CardProps) {
  const title = listingTitle(listing);
  const photo = firstPhoto(listing);
  const data = listing.propertyData;
  const headingId = `listing-${listing._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col overflow-hidden rounded-lg border bg-white shadow-sm',
        selected ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200',
      )}
    >
      <div className="relative aspect-[4/3] bg-slate-200">
        <PropertyImage src={photo ? cardImageUrl(photo) : undefined} alt={title} className="h-full w-full object-cover" />
        {listing.status === 'Sold' && (
          <div className="absolute inset-0 flex items-center justify-center bg-slate-900/50">
            <span className="-rotate-12 rounded bg-red-700 px-4 py-1 text-2xl font-extrabold tracking-widest text-white">SOLD</span>
          </div>
        )}
        <label className="absolute top-2 left-2 flex cursor-pointer items-center rounded bg-white/90 p-1.5 shadow">
          <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={selected} onChange={(e) => onSelect(e.target.checked)} />
          <span className="sr-only">Select {title}</span>
        </label>
        {listing.isFeatured && (
          <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded bg-accent-500 px-2 py-1 text-xs font-bold text-slate-900 shadow">
            <Star className="h-3.5 w-3.5 fill-current" aria-hidden />
            Featured
          </span>
        )}
        <span className="absolute right-2 bottom-2 rounded bg-brand-800 px-2 py-1 text-sm font-bold text-white shadow">
          {askingPriceText(data)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{typeLabel(data.property?.type)}</p>
          <StatusBadge status={listing.status} />
        </div>
        <h2 id={headingId} className="line-clamp-2 text-sm font-semibold text-slate-900">
          {title}
        </h2>
        <p className="flex items-start gap-1 text-xs text-slate-600">
          <MapPin className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
          <span className="line-clamp-2">{data.property?.address || '—'}</span>
        </p>
        <dl className="mt-1 grid grid-cols-3 gap-2 text-xs">
          <div>
            <dt className="text-slate-600">BHK</dt>
            <dd className="font-medium text-slate-900">{bhkOf(listing)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Area</dt>
            <dd className="font-medium text-slate-900">{areaOf(listing)}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-slate-600">Seller</dt>
            {/* Long names wrap (breaking inside a word only when they must) rather than being cut. */}
            <dd className="font-medium break-words text-slate-900 [overflow-wrap:anywhere]">{sellerContact(listing).name || '—'}</dd>
          </div>
        </dl>
        <MarketFigure listing={listing} minDiscount={minDiscount} />
        <ListingFigures figures={figures} caption={`How ${title} is doing`} />
      </div>
      <div className="grid grid-cols-2 gap-0.5 border-t border-slate-200 px-2 py-1.5">
        <Action
          label={listing.isFeatured ? 'Unmark as featured' : 'Mark as featured'}
          onClick={() => onAction('feature', listing)}
          disabled={busy}
        >
          {listing.isFeatured ? <StarOff className="h-4 w-4 shrink-0" aria-hidden /> : <Star className="h-4 w-4 shrink-0" aria-hidden />}
        </Action>
        <Action label="View details" onClick={() => onAction('view', listing)}>
          <Eye className="h-4 w-4 shrink-0" aria-hidden />
        </Action>
        <Action label="Edit" onClick={() => onAction('edit', listing)}>
          <Pencil className="h-4 w-4 shrink-0" aria-hidden />
        </Action>
        {(listing.status === 'Pending' || listing.status === 'Rejected') && (
          <Action label="Approve" onClick={() => onAction('approve', listing)} disabled={busy}>
            <BadgeCheck className="h-4 w-4 shrink-0 text-green-700" aria-hidden />
          </Action>
        )}
        {listing.status === 'Pending' && (
          <Action label="Reject" onClick={() => onAction('reject', listing)} danger>
            <Ban className="h-4 w-4 shrink-0" aria-hidden />
          </Action>
        )}
        {listing.status !== 'Sold' && (
          <Action label="Mark as sold" onClick={() => onAction('sold', listing)}>
            <CircleDollarSign className="h-4 w-4 shrink-0" aria-hidden />
          </Action>
        )}
        <Action label="Delete" onClick={() => onAction('delete', listing)} danger>
          <Trash2 className="h-4 w-4 shrink-0" aria-hidden />
        </Action>
      </div>
    </article>
  );
}
