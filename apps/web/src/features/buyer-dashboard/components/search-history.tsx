import { BUYER_DASHBOARD } from '@ncr/shared/account-content';
import { formatQueryDate } from '@ncr/shared/format';
import type { SearchHistoryEntry } from '@ncr/shared/schemas/buyer';
import { History, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useSearchHistory } from '../api/get-search-history';
import { describeFilters } from './describe-filters';

const T = BUYER_DASHBOARD.history;

/** Where a replayed search goes: /property with the same filters. */
export const replayPath = (entry: SearchHistoryEntry) => {
  const params = new URLSearchParams(entry.query).toString();
  return params ? `/property?${params}` : '/property';
};

/** The buyer's recent searches, each with a link that runs it again. */
export function SearchHistory() {
  const { data, isPending, isError } = useSearchHistory();

  if (isPending) return <p className="py-8 text-center text-sm text-slate-600">Loading searches...</p>;
  if (isError)
    return (
      <p role="alert" className="py-8 text-center text-sm font-medium text-red-700">
        {T.failed}
      </p>
    );
  if (data.history.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
        <History className="mx-auto h-10 w-10 text-slate-500" aria-hidden />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{T.emptyTitle}</h2>
        <p className="mt-1 text-sm text-slate-600">{T.emptyBody}</p>
        <Link to="/property" className={buttonClasses('primary', 'md', 'mt-4')}>
          {T.browse}
        </Link>
      </div>
    );

  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className="sr-only">
        {BUYER_DASHBOARD.tabs.history}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{T.intro}</p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
        {data.history.map((entry) => {
          const filters = describeFilters(entry.query);
          const summary = filters.length > 0 ? filters.join(', ') : T.allProperties;
          return (
            <li key={entry._id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <ul className="flex flex-wrap gap-1.5" aria-label="Filters">
                  {(filters.length > 0 ? filters : [T.allProperties]).map((filter) => (
                    <li key={filter} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium break-all text-brand-800">
                      {filter}
                    </li>
                  ))}
                </ul>
                <p className="mt-1 text-xs text-slate-600">{formatQueryDate(entry.createdAt)}</p>
              </div>
              <Link
                to={replayPath(entry)}
                aria-label={`${T.replay}: ${summary}`}
                className={buttonClasses('secondary', 'sm', 'shrink-0 self-start sm:self-auto')}
              >
                <RotateCcw className="h-4 w-4" aria-hidden />
                {T.replay}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
