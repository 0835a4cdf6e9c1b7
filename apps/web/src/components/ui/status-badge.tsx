import { cn } from '@/lib/cn';

/** Listing status colours of spec §4: Pending yellow, Sold, anything else Active green. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const shown = status === 'Pending' || status === 'Sold' ? status : 'Active';
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        shown === 'Pending' && 'bg-yellow-100 text-yellow-900',
        shown === 'Sold' && 'bg-red-100 text-red-800',
        shown === 'Active' && 'bg-green-100 text-green-800',
      )}
    >
      {shown}
    </span>
  );
}
