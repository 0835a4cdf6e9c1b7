import { BadgeCheck, Star, StarOff, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface BulkBarProps {
  count: number;
  busy: boolean;
  onFeature: (featured: boolean) => void;
  /** Approves the selected Pending listings (the others are left as they are and reported). */
  onApprove: () => void;
  onClear: () => void;
}

/** Shown while listings are selected: 'N selected' and the bulk actions (spec §2 Properties). */
export function BulkBar({ count, busy, onFeature, onApprove, onClear }: BulkBarProps) {
  return (
    // On phones the bar is pinned to the bottom of the screen, so it stays in reach while scrolling.
    <section
      aria-label="Bulk actions"
      className="fixed inset-x-0 bottom-0 z-30 flex flex-wrap items-center gap-2 border-t border-brand-100 bg-brand-50 px-4 py-3 shadow-lg sm:static sm:rounded-md sm:border-0 sm:px-3 sm:py-2 sm:shadow-none"
    >
      <p className="mr-2 text-sm font-semibold text-brand-900" aria-live="polite">
        {count} selected
      </p>
      <Button size="sm" onClick={onApprove} disabled={busy}>
        <BadgeCheck className="h-4 w-4" aria-hidden />
        Approve Selected
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onFeature(true)} disabled={busy}>
        <Star className="h-4 w-4" aria-hidden />
        Mark as Featured
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onFeature(false)} disabled={busy}>
        <StarOff className="h-4 w-4" aria-hidden />
        Unmark as Featured
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear} disabled={busy}>
        <X className="h-4 w-4" aria-hidden />
        Clear Selection
      </Button>
    </section>
  );
}
