import type { ContactQuery } from '@ncr/shared/schemas/contact';
import { Building2 } from 'lucide-react';
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
