import { cn } from '@/lib/cn';

/** Query status (spec §4): Unread highlighted bold and yellow, every other status green. */
export function QueryStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs whitespace-nowrap',
        status === 'Unread' ? 'bg-yellow-100 font-bold text-yellow-900' : 'bg-green-100 font-medium text-green-800',
      )}
    >
      {status}
    </span>
  );
}
