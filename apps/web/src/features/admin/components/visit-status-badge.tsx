import type { VisitStatus } from '@ncr/shared/schemas/visit';
import { cn } from '@/lib/cn';

const COLOURS: Record<VisitStatus, string> = {
  Requested: 'bg-amber-100 text-amber-900',
  Confirmed: 'bg-emerald-100 text-emerald-900',
  Rescheduled: 'bg-sky-100 text-sky-900',
  Done: 'bg-slate-200 text-slate-800',
  Cancelled: 'bg-red-100 text-red-900',
};

export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', COLOURS[status])}>{status}</span>;
}
