import { cn } from '@/lib/cn';

const NAMED = ['Pending', 'Sold', 'Rejected'];

/**
 * Listing status colours of spec §4: Pending yellow, Sold, anything else Active green; Rejected
 * (docs/decisions/0120) orange, so a seller tells it from a sale at a glance.
 */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const shown = status && NAMED.includes(status) ? status : 'Active';
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        shown === 'Pending' && 'bg-yellow-100 text-yellow-900',
        shown === 'Sold' && 'bg-red-100 text-red-800',
        shown === 'Rejected' && 'bg-orange-100 text-orange-900',
        shown === 'Active' && 'bg-green-100 text-green-800',
      )}
    >
      {shown}
    </span>
  );
}
