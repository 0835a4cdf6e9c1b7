import { Scale, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { COMPARE_LIMIT, compareList } from '@/lib/compare-store';

/**
 * The compare selection, while at least one listing is picked: on phones a small pill (fixed bars
 * must leave the screen to the page; the list is edited on /compare), from 1024 px the whole tray.
 */
export function CompareTray() {
  const items = compareList.use();
  const { pathname } = useLocation();
  if (items.length === 0 || pathname === '/compare') return null;
  return (
    <>
      <Link
        to="/compare"
        aria-label={`Compare ${items.length} of ${COMPARE_LIMIT} selected properties`}
        className="fixed right-4 bottom-20 z-30 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 lg:hidden"
      >
        <Scale className="h-4 w-4" aria-hidden />
        Compare ({items.length})
      </Link>
      <section
        aria-label="Compare selection"
        className="fixed inset-x-0 bottom-0 z-30 mx-auto hidden max-w-3xl flex-wrap items-center gap-2 rounded-t-lg border border-slate-300 bg-white px-3 py-2 shadow-lg lg:flex"
      >
        <p className="text-sm font-semibold text-slate-900">
          Compare ({items.length}/{COMPARE_LIMIT})
        </p>
        <ul className="flex flex-1 flex-wrap gap-1">
          {items.map((item) => (
            <li key={item.id} className="inline-flex max-w-48 items-center gap-1 rounded bg-slate-100 px-2 py-1 text-xs text-slate-800">
              <span className="truncate">{item.title}</span>
              <button
                type="button"
                aria-label={`Remove ${item.title} from compare`}
                onClick={() => compareList.write(items.filter((c) => c.id !== item.id))}
                className="rounded hover:bg-slate-200"
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <Link to="/compare" className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800">
          Compare now
        </Link>
      </section>
    </>
  );
}
