import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
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
  /** The address of a page: real links, so paging works without JavaScript and can be opened in a new tab. */
  href: (page: number) => string;
  /** Runs when a page link is followed in the app (for example to scroll to the results). */
  onPage?: (page: number) => void;
  label: string;
}

const stepClasses = buttonClasses('secondary', 'sm', 'min-w-11');
const disabledClasses = cn(stepClasses, 'cursor-not-allowed opacity-60');

/** Previous, numbered pages and Next (spec §2). */
export function Pagination({ page, totalPages, href, onPage, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  const step = (target: number, enabled: boolean, children: ReactNode, text: string) =>
    enabled ? (
      <Link to={href(target)} onClick={() => onPage?.(target)} className={stepClasses} rel={text === 'Next' ? 'next' : 'prev'}>
        {children}
      </Link>
    ) : (
      <span aria-disabled="true" className={disabledClasses}>
        {children}
      </span>
    );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5">
      {step(
        page - 1,
        page > 1,
        <>
          <ChevronLeft className="h-4 w-4" aria-hidden />
          Previous
        </>,
        'Previous',
      )}
      <ul className="flex flex-wrap items-center gap-1.5">
        {pageList(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                onClick={() => onPage?.(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={cn(
                  'inline-flex h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-medium',
                  item === page ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {step(
        page + 1,
        page < totalPages,
        <>
          Next
          <ChevronRight className="h-4 w-4" aria-hidden />
        </>,
        'Next',
      )}
    </nav>
  );
}
