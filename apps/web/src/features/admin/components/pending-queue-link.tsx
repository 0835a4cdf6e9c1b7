import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The Pending listings grid: the queue staff approve (the status filter kept in the address). */
export const PENDING_QUEUE_PATH = '/admin/properties?status=Pending';

/** The dashboard's count of listings Pending approval, with the way to the filtered queue. */
export function PendingQueueLink({ count }: { count: number | undefined }) {
  const waiting = (count ?? 0) > 0;
  return (
    <section
      aria-labelledby="pending-queue"
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-lg border px-5 py-4 shadow-sm',
        waiting ? 'border-yellow-200 bg-yellow-50' : 'border-slate-200 bg-white',
      )}
    >
      <h2 id="pending-queue" className="flex items-center gap-3 text-slate-900">
        <Clock className={cn('h-5 w-5', waiting ? 'text-yellow-800' : 'text-slate-500')} aria-hidden />
        <span>
          <span className="text-2xl font-bold tabular-nums">{count ?? '…'}</span> <span className="font-medium">Pending approval</span>
        </span>
      </h2>
      <Link to={PENDING_QUEUE_PATH} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 hover:underline">
        Review Pending listings
      </Link>
    </section>
  );
}
