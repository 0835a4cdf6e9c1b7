import { BellPlus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { loginPathBackTo } from '@/lib/next-path';
import { useSession } from '@/lib/session';
import { useWidenedSearches } from '../api/widen-search';
import { rememberPendingSavedSearch } from '../lib/pending-saved-search';
import { searchName } from '../lib/search-name';
import { propertiesFound } from '../lib/search-url';

const SaveSearchButton = lazy(() => import('./save-search-button').then((m) => ({ default: m.SaveSearchButton })));

/** Under an empty result: the searches one filter wider, and an alert (docs/decisions/0123). */
export function EmptyOffers({ query }: { query: Record<string, string> }) {
  return (
    <>
      <WiderSearches query={query} />
      <AlertOffer query={query} />
    </>
  );
}

function WiderSearches({ query }: { query: Record<string, string> }) {
  const widened = useWidenedSearches(query);
  const widenings = widened.data?.widenings ?? [];
  if (widenings.length === 0) return null;
  return (
    <nav aria-labelledby="wider-heading" className="space-y-2">
      <h3 id="wider-heading" className="text-sm font-semibold text-slate-800">
        Try a wider search
      </h3>
      <ul className="flex flex-wrap justify-center gap-2">
        {widenings.map((widening) => (
          <li key={widening.label}>
            <Link to={`/property?${new URLSearchParams(widening.filters)}`} className={buttonClasses('secondary', 'sm')}>
              <span>
                {widening.label} <span className="font-normal text-slate-600">· {propertiesFound(widening.count)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AlertOffer({ query }: { query: Record<string, string> }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Only buyers keep saved searches; a seller or staff member is offered none.
  if (session && session.role !== 'buyer') return null;
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <p className="text-sm text-slate-700">Nothing yet? Get an alert as soon as a matching property is posted.</p>
      {session ? (
        <Suspense fallback={null}>
          <SaveSearchButton filters={query} label="Get alerts for this search" />
        </Suspense>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            rememberPendingSavedSearch({ name: searchName(query), filters: query });
            navigate(loginPathBackTo(`${location.pathname}${location.search}`));
          }}
        >
          <BellPlus className="h-4 w-4" aria-hidden />
          Sign in to get alerts
        </Button>
      )}
    </div>
  );
}
