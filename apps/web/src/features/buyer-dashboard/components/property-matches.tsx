import { BUYER_DASHBOARD } from '@ncr/shared/account-content';
import type { MatchReason } from '@ncr/shared/schemas/buyer';
import { TEXTS } from '@ncr/shared/texts';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { PropertyCard } from '@/components/property/property-card';
import { Button } from '@/components/ui/button';
import { useMatches } from '../api/get-matches';
import { describeFilters } from './describe-filters';

const T = BUYER_DASHBOARD.matches;

/** Why a listing is a match, as its card says it. */
function reasonText(reason: MatchReason | undefined): string | null {
  if (!reason) return null;
  if (reason.kind === 'requirements') return T.becauseRequirements;
  if (reason.kind === 'saved') return T.becauseSaved(reason.name);
  return T.becauseSearched(describeFilters(reason.filters).join(' · ') || 'All properties');
}

/**
 * Cards of the listings that fit the latest requirements, the saved searches and the recent
 * searches, each saying which; 'No Property Matches Yet' when none.
 */
export function PropertyMatches({ onEditRequirements }: { onEditRequirements: () => void }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData } = useMatches(page);

  if (isPending) return <p className="py-8 text-center text-sm text-slate-600">Loading matches...</p>;
  if (isError)
    return (
      <p role="alert" className="py-8 text-center text-sm font-medium text-red-700">
        {T.failed}
      </p>
    );
  if (data.properties.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
        <SearchX className="mx-auto h-10 w-10 text-slate-500" aria-hidden />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{TEXTS.noMatches}</h2>
        <p className="mt-1 text-sm text-slate-600">{T.emptyBody}</p>
        <Button variant="secondary" className="mt-4" onClick={onEditRequirements}>
          {T.editRequirements}
        </Button>
      </div>
    );

  return (
    <section aria-labelledby="matches-heading" aria-busy={isPlaceholderData}>
      <h2 id="matches-heading" className="sr-only">
        {BUYER_DASHBOARD.tabs.matches}
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        {T.intro} ({data.total})
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {data.properties.map((listing) => (
          <li key={listing._id}>
            <PropertyCard
              listing={listing}
              footer={<p className="text-xs font-medium text-brand-800">{reasonText(data.because[listing._id])}</p>}
            />
          </li>
        ))}
      </ul>
      {data.totalPages > 1 && (
        <nav aria-label="Matches pages" className="mt-6 flex items-center justify-center gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-700">
            Page {page} of {data.totalPages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= data.totalPages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
