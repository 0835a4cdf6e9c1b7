import { QUERY_STATUSES, type QueryStatus } from '@ncr/shared/enums';
import { formatQueryDate } from '@ncr/shared/format';
import type { ContactQuery } from '@ncr/shared/schemas/contact';
import { Mail, Phone } from 'lucide-react';
import { Field, Select } from '@/components/ui/field';
import { CallbackBadge } from './query-listing-link';
import { QueryStatusBadge } from './query-status-badge';

interface QueryDetailsCardProps {
  query: ContactQuery | undefined;
  onStatus: (query: ContactQuery, status: QueryStatus) => void;
  busy: boolean;
}

/** The side 'Query Details' card: the whole message, ways to answer, and its status. */
export function QueryDetailsCard({ query, onStatus, busy }: QueryDetailsCardProps) {
  return (
    <section
      aria-labelledby="query-details-title"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm @5xl:sticky @5xl:top-20 @5xl:self-start"
    >
      <h2 id="query-details-title" className="scroll-mt-20 text-lg font-semibold text-slate-900">
        Query Details
      </h2>
      {!query ? (
        <p className="mt-3 text-sm text-slate-600">Select a message to see it here.</p>
      ) : (
        <div className="mt-3 space-y-4">
          <div className="flex items-start justify-between gap-2">
            <div>
              <p className="font-semibold text-slate-900">{query.name}</p>
              <p className="text-xs text-slate-600">{formatQueryDate(query.date)}</p>
            </div>
            <QueryStatusBadge status={query.status} />
          </div>
          <CallbackBadge slot={query.callbackSlot} />
          <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line break-words text-slate-800">{query.message}</p>
          <ul className="space-y-1 text-sm">
            {query.email && (
              <li>
                <a href={`mailto:${query.email}`} className="inline-flex items-center gap-2 text-brand-800 hover:underline">
                  <Mail className="h-4 w-4" aria-hidden />
                  {query.email}
                </a>
              </li>
            )}
            <li>
              <a
                href={`tel:${query.phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex items-center gap-2 text-brand-800 hover:underline"
              >
                <Phone className="h-4 w-4" aria-hidden />
                {query.phone}
              </a>
            </li>
          </ul>
          <Field label="Status">
            {(ids) => (
              <Select {...ids} value={query.status} disabled={busy} onChange={(e) => onStatus(query, e.target.value as QueryStatus)}>
                {QUERY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      )}
    </section>
  );
}
