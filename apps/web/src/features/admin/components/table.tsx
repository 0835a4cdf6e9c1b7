import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface TableProps {
  caption: string;
  head: string[];
  /** The first page is loading: one 'Loading…' row. */
  loading?: boolean;
  /** The text of the one row shown when the page has no rows; falsy while there are rows. */
  empty?: ReactNode;
  /** A new page or search is loading (the previous rows stay on screen meanwhile). */
  busy?: boolean;
  /**
   * Keep the last column (the row's actions) pinned to the right edge while the rest scrolls
   * sideways, so a row's actions are always in reach: at every width (the default), from 640 px
   * up ('sm', for wide action columns), or never.
   */
  pinActions?: 'always' | 'sm' | false;
  children: ReactNode;
}

// Rows carry their own background (white, or brand-50 for `data-selected` rows) so the pinned
// actions cell, which inherits it, hides what scrolls beneath it. The empty/loading row spans
// every column and is not pinned.
const ROWS = '[&>tbody>tr]:bg-white [&>tbody>tr[data-selected]]:bg-brand-50';
const PINNED = {
  always: cn(
    '[&>thead>tr>th:last-child]:sticky [&>thead>tr>th:last-child]:right-0 [&>thead>tr>th:last-child]:bg-slate-100',
    '[&>tbody>tr>td:last-child:not([colspan])]:sticky [&>tbody>tr>td:last-child:not([colspan])]:right-0 [&>tbody>tr>td:last-child:not([colspan])]:bg-inherit',
    '[&>*>tr>*:last-child:not([colspan])]:shadow-[inset_1px_0_0_var(--color-slate-200)]',
  ),
  // From 640 px up only: wide action columns (a row of buttons) would cover a phone's table.
  sm: cn(
    'sm:[&>thead>tr>th:last-child]:sticky sm:[&>thead>tr>th:last-child]:right-0 sm:[&>thead>tr>th:last-child]:bg-slate-100',
    'sm:[&>tbody>tr>td:last-child:not([colspan])]:sticky sm:[&>tbody>tr>td:last-child:not([colspan])]:right-0 sm:[&>tbody>tr>td:last-child:not([colspan])]:bg-inherit',
    'sm:[&>*>tr>*:last-child:not([colspan])]:shadow-[inset_1px_0_0_var(--color-slate-200)]',
  ),
};

/**
 * A data table that scrolls sideways inside its own box (never widening the page) when its
 * columns do not fit, with the actions column pinned in view.
 */
export function Table({ caption, head, loading, empty, busy, pinActions = 'always', children }: TableProps) {
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen (it may hold no link or button to tab to).
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <table
        className={cn('min-w-full divide-y divide-slate-200 text-left text-sm', ROWS, pinActions && PINNED[pinActions])}
        aria-busy={busy || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap text-slate-700">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading && <EmptyRow columns={head.length}>Loading…</EmptyRow>}
          {empty && <EmptyRow columns={head.length}>{empty}</EmptyRow>}
          {children}
        </tbody>
      </table>
    </section>
  );
}

export function Td({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={cn('px-3 py-3 align-top text-slate-800', className)}>{children}</td>;
}

/** A row that spans the whole table, for empty and loading states. */
function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-10 text-center text-slate-600">
        {children}
      </td>
    </tr>
  );
}

/** Label/value list used by the details dialogs. */
export function DetailList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">
            {value === '' || value === null || value === undefined ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
