import type { PublicListing } from '@ncr/shared/schemas/property';
import { PhoneCall } from 'lucide-react';
import { CallbackForm } from './callback-form';

/**
 * "Request a call back" (docs/decisions/0119): a name, a phone and the window to call in; staff get
 * it as an enquiry on this listing, marked with the window, and call from our number.
 */
export function CallbackRequest({ listing }: { listing: PublicListing }) {
  return (
    <section
      id="callback"
      aria-labelledby="callback-heading"
      className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="callback-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <PhoneCall className="h-5 w-5 text-brand-700" aria-hidden />
        Request a call back
      </h2>
      <CallbackForm
        listingId={listing._id}
        intro="Tell us when suits you: we call from our number and connect you with the owner."
        thanks={(window) => `Thank you! Our team will call you in the ${window} window about this property.`}
      />
    </section>
  );
}
