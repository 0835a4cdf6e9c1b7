import { isStaff } from '@ncr/shared/enums';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { SITE } from '@ncr/shared/site';
import { BadgeCheck } from 'lucide-react';

/** Who posted a listing as buyers read it: the owner, or the portal itself for staff listings. */
export const postedAs = (listing: Pick<PublicListing, 'userId'>): string => (isStaff(listing.userId?.role) ? SITE.name : 'Owner');

/** The 'Verified' badge (staff checked the documents) and who posted the listing. */
export function TrustLine({ listing }: { listing: Pick<PublicListing, 'userId' | 'verifiedAt'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-xs">
      {listing.verifiedAt && (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900">
          <BadgeCheck className="h-3.5 w-3.5" aria-hidden />
          Verified
        </span>
      )}
      <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800">{postedAs(listing)}</span>
    </span>
  );
}
