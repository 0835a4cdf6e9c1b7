import { CheckCircle2, Clock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { useSession } from '@/lib/session';

/** What the post wizard hands this page: the listing just posted. */
export interface SubmittedListing {
  id: string;
  title: string;
  status: string;
}

const NEXT_STEPS = [
  'Our team reviews every listing before it goes live, usually within one working day.',
  'Once approved, it appears in search, with its price per sq ft and how it compares with its locality.',
  'Buyers contact our team, not you directly: we call you before any site visit and stay with both sides until the registry.',
  'Until then it shows as Pending under My Listings, where you can still edit it.',
];

/** /post-property/submitted: the end of the wizard, saying what happens next. */
export function SubmittedPage() {
  const session = useSession();
  const listing = useLocation().state as SubmittedListing | null;
  const live = listing?.status === 'Active';
  const myListings = session?.role === 'seller' ? '/seller-dashboard/listings' : '/admin/properties';
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <div className="flex items-center gap-3">
        {live ? (
          <CheckCircle2 className="h-8 w-8 text-emerald-700" aria-hidden />
        ) : (
          <Clock className="h-8 w-8 text-amber-700" aria-hidden />
        )}
        <PageTitle>{live ? 'Your listing is live' : 'Under review'}</PageTitle>
      </div>
      <p className="text-slate-700">
        {listing ? (
          <>
            Thank you. <span className="font-semibold text-slate-900">{listing.title}</span>{' '}
            {live ? 'is now in search for buyers to find.' : 'has reached our team.'}
          </>
        ) : (
          'Thank you. Your listing has reached our team.'
        )}
      </p>
      {!live && (
        <section aria-labelledby="next-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="next-heading" className="text-lg font-semibold text-slate-900">
            What happens next
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
            {NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to={myListings} className={buttonClasses('primary', 'md')}>
          {session?.role === 'seller' ? 'Go to My Listings' : 'Go to Property Listings'}
        </Link>
        {listing && (
          <Link to={`/property/${listing.id}`} className={buttonClasses('secondary', 'md')}>
            {live ? 'View the listing' : 'Preview the listing'}
          </Link>
        )}
        <Link to="/post-property" className={buttonClasses('ghost', 'md')}>
          Post another property
        </Link>
      </div>
    </div>
  );
}
