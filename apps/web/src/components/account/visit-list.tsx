import { formatDay } from '@ncr/shared/format';
import type { Visit } from '@ncr/shared/schemas/visit';
import { VISIT_MODE_LABELS, VISIT_SLOT_LABELS } from '@ncr/shared/visits';
import { MapPin, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** In person or by video call (docs/decisions/0104), as a small tag. */
export function VisitModeTag({ mode }: { mode: Visit['mode'] }) {
  const Icon = mode === 'video_call' ? Video : MapPin;
  return (
    <span
      className={
        mode === 'video_call'
          ? 'inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900'
          : 'inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800'
      }
    >
      <Icon className="h-3 w-3" aria-hidden />
      {VISIT_MODE_LABELS[mode]}
    </span>
  );
}

/** Site visits as cards (buyer and seller dashboards): listing, day, slot, mode, status, and an optional action. */
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
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
              <span>
                {formatDay(v.date)} · {VISIT_SLOT_LABELS[v.slot]}
              </span>
              <VisitModeTag mode={v.mode} />
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
