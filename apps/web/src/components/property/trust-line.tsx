import { isStaff } from '@ncr/shared/enums';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { BadgeCheck } from 'lucide-react';

/**
 * The 'Verified' badge (staff checked the documents) and 'Owner' on a listing its owner posted
 * (no broker between). A staff listing gets no second mark: "posted by NCR Urgent Sale" beside it
 * already says who posted it. Nothing at all when there is nothing to add.
 */
export function TrustLine({ listing }: { listing: Pick<PublicListing, 'userId' | 'verifiedAt'> }) {
  const owner = !isStaff(listing.userId?.role);
  if (!listing.verifiedAt && !owner) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-xs">
      {listing.verifiedAt && (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900">
          <BadgeCheck className="h-3.5 w-3.5" aria-hidden />
          Verified
        </span>
      )}
      {owner && <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800">Owner</span>}
    </span>
  );
}
