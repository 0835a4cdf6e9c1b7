import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** What is paged, for the navigation landmark ("Buyers pages"). */
  label: string;
  /** Show numbered page buttons between Previous and Next. */
  numbered?: boolean;
}

/** Page numbers around the current one, with gaps: 1 … 4 5 6 … 12. */
export function pageList(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && p - last > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

/** Server pagination: Previous, page numbers, Next (spec §2). */
export function Pagination({ page, totalPages, onPageChange, label, numbered = true }: PaginationProps) {
  const total = Math.max(1, totalPages);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-1">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden />
        Previous
      </Button>
      {numbered &&
        pageList(page, total).map((p, i, all) =>
          p === 'gap' ? (
            <span key={`gap-after-${all[i - 1]}`} className="px-1 text-slate-600" aria-hidden>
              …
            </span>
          ) : (
            <button
              key={p}
              type="button"
              onClick={() => onPageChange(p)}
              aria-current={p === page ? 'page' : undefined}
              aria-label={`Page ${p}`}
              className={cn(
                'h-8 min-w-8 rounded-md px-2 text-sm font-medium',
                p === page ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {p}
            </button>
          ),
        )}
      {!numbered && (
        <span className="px-2 text-sm text-slate-700">
          Page {page} of {total}
        </span>
      )}
      <Button variant="secondary" size="sm" disabled={page >= total} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}
