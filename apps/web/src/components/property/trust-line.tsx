import { isStaff } from '@ncr/shared/enums';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { BadgeCheck, Landmark } from 'lucide-react';

/**
 * The 'Verified' badge (staff checked the documents), 'RERA registered' on a project with its RERA
 * number (docs/decisions/0117) and 'Owner' on a listing its owner posted (no broker between). A
 * staff listing gets no owner mark: "posted by NCR Urgent Sale" beside it already says who posted
 * it. Nothing at all when there is nothing to add.
 */
export function TrustLine({
  listing,
}: {
  listing: Pick<PublicListing, 'userId' | 'verifiedAt'> & { propertyData?: { legal?: { reraNumber?: string } } };
}) {
  const owner = !isStaff(listing.userId?.role);
  const rera = listing.propertyData?.legal?.reraNumber;
  if (!listing.verifiedAt && !owner && !rera) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-xs">
      {listing.verifiedAt && (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900">
          <BadgeCheck className="h-3.5 w-3.5" aria-hidden />
          Verified
        </span>
      )}
      {rera && (
        <span
          title={`RERA ${rera}`}
          className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 font-semibold text-sky-900"
        >
          <Landmark className="h-3.5 w-3.5" aria-hidden />
          RERA registered
        </span>
      )}
      {owner && <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800">Owner</span>}
    </span>
  );
}
