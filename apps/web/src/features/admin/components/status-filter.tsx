import { STATUS_FILTER_LABELS, STATUS_FILTERS, type StatusFilter as Status, type StatusCounts } from '@ncr/shared/schemas/admin';
import { cn } from '@/lib/cn';

interface StatusFilterProps {
  value: Status;
  onChange: (value: Status) => void;
  /** Listings of each status under the search and the other filters; unknown while the first page loads. */
  counts: StatusCounts | undefined;
}

/**
 * The status filter of the listings grid, with each status's count: Pending is the queue staff
 * work through, and its count is always in sight. Radio buttons (one choice, arrow keys move it)
 * drawn as a segmented control.
 */
export function StatusFilter({ value, onChange, counts }: StatusFilterProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">Status</legend>
      <div className="mt-1 inline-flex flex-wrap gap-0.5 rounded-lg bg-slate-200/70 p-1 sm:gap-1">
        {STATUS_FILTERS.map((status) => {
          const count = counts?.[status];
          const queue = status === 'Pending' && (count ?? 0) > 0;
          return (
            <label key={status} className="relative">
              <input
                type="radio"
                name="admin-listing-status"
                value={status}
                checked={value === status}
                onChange={() => onChange(status)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex h-9 cursor-pointer items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-white/70 sm:gap-2 sm:px-3',
                  'peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
                )}
              >
                {STATUS_FILTER_LABELS[status]}
                <span
                  className={cn(
                    'min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-semibold tabular-nums',
                    queue ? 'bg-yellow-100 text-yellow-900' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {count ?? '…'}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
