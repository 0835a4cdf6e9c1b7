import { TEXTS } from '@ncr/shared/texts';
import { SearchX } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

// The offers (wider searches, an alert) load once the page is live and only for an empty result:
// every other search page's first download carries none of their code.
const EmptyOffers = lazy(() => import('./empty-offers').then((m) => ({ default: m.EmptyOffers })));

/**
 * A search that finds nothing is not a dead end (docs/decisions/0123): the spec's message, then
 * the searches one filter wider that do find listings, each with its count, and an alert for when
 * a match is posted (a signed-out visitor signs in first; the search is saved on return).
 */
export function EmptyResults({ query }: { query: Record<string, string> }) {
  const hydrated = useHydrated();
  return (
    <div className="space-y-4 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center sm:p-10">
      <SearchX className="mx-auto h-8 w-8 text-slate-500" aria-hidden />
      <p role="status" className="text-slate-700">
        {TEXTS.noResults}
      </p>
      {hydrated && (
        <Suspense fallback={null}>
          <EmptyOffers query={query} />
        </Suspense>
      )}
    </div>
  );
}
