import type { ContactQuery } from '@ncr/shared/schemas/contact';
import { VISIT_SLOT_LABELS } from '@ncr/shared/visits';
import { Building2, PhoneCall } from 'lucide-react';
import { Link } from 'react-router';

/** The listing an enquiry was sent from, linked to its public page; nothing for general messages. */
export function QueryListingLink({ property }: { property: ContactQuery['property'] }) {
  if (!property) return null;
  return (
    <Link
      to={`/property/${property._id}`}
      className="mb-1 inline-flex items-center gap-1 text-xs font-semibold text-brand-800 hover:underline"
      aria-label={`Enquiry about ${property.title}`}
    >
      <Building2 className="h-3.5 w-3.5" aria-hidden />
      {property.title}
    </Link>
  );
}

/** A request to be called back, with the window the buyer chose (docs/decisions/0119). */
export function CallbackBadge({ slot }: { slot: ContactQuery['callbackSlot'] }) {
  if (!slot) return null;
  return (
    <span className="mb-1 ml-0 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
      <PhoneCall className="h-3.5 w-3.5" aria-hidden />
      Call back: {VISIT_SLOT_LABELS[slot]}
    </span>
  );
}
