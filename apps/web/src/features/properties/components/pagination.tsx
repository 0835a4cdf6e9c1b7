import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Page numbers around the current one, with the first and last always shown: 1 … 4 5 6 … 20. */
export function pageList(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const list: (number | 'gap')[] = [];
  for (const page of sorted) {
    const last = list.at(-1);
    if (typeof last === 'number' && page - last === 2) list.push(last + 1);
    else if (typeof last === 'number' && page - last > 2) list.push('gap');
    list.push(page);
  }
  return list;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}

/** Previous, numbered pages and Next (spec §2). */
export function Pagination({ page, totalPages, onPage, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden />
        Previous
      </Button>
      <ul className="flex flex-wrap items-center gap-1.5">
        {pageList(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                onClick={() => onPage(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={cn(
                  'h-8 min-w-8 rounded-md px-2 text-sm font-medium',
                  item === page ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                )}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}
