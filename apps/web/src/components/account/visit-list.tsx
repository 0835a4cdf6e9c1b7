import { formatDay } from '@ncr/shared/format';
import type { Visit } from '@ncr/shared/schemas/visit';
import { VISIT_SLOT_LABELS } from '@ncr/shared/visits';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Site visits as cards (buyer and seller dashboards): listing, day, slot, status, and an optional action. */
export function VisitList({ visits, action, empty }: { visits: Visit[]; action?: (visit: Visit) => ReactNode; empty: string }) {
  if (visits.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="space-y-3">
      {visits.map((v) => (
        <li key={v._id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <div className="space-y-1">
            <Link to={`/property/${v.property._id}`} className="font-semibold text-brand-800 hover:underline">
              {v.property.title}
            </Link>
            <p className="text-sm text-slate-700">
              {formatDay(v.date)} · {VISIT_SLOT_LABELS[v.slot]}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-900">{v.status}</span>
            {action?.(v)}
          </div>
        </li>
      ))}
    </ul>
  );
}
