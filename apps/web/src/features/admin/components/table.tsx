import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface TableProps {
  caption: string;
  head: string[];
  /** The first page is loading: one 'Loading…' row. */
  loading?: boolean;
  /** The text of the one row shown when the page has no rows; falsy while there are rows. */
  empty?: ReactNode;
  children: ReactNode;
}

/** A data table that scrolls sideways on narrow screens instead of widening the page. */
export function Table({ caption, head, loading, empty, children }: TableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap text-slate-700">
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
    </div>
  );
}

export function Td({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={cn('px-4 py-3 align-top text-slate-800', className)}>{children}</td>;
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
