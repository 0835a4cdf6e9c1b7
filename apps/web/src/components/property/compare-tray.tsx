import { Scale, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { COMPARE_LIMIT, compareList } from '@/lib/compare-store';

/**
 * The compare selection, while at least one listing is picked: on phones only a pill to /compare
 * (fixed bars must leave the screen to the page; the list is edited there), from 1024 px the tray.
 */
export function CompareTray() {
  const items = compareList.use();
  const { pathname } = useLocation();
  if (items.length === 0 || pathname === '/compare') return null;
  return (
    <section
      aria-label="Compare selection"
      className="fixed right-4 bottom-20 z-30 lg:inset-x-0 lg:bottom-0 lg:mx-auto lg:flex lg:max-w-3xl lg:flex-wrap lg:items-center lg:gap-2 lg:rounded-t-lg lg:border lg:border-slate-300 lg:bg-white lg:px-3 lg:py-2 lg:shadow-lg"
    >
      <p className="hidden text-sm font-semibold text-slate-900 lg:block">
        Compare ({items.length}/{COMPARE_LIMIT})
      </p>
      <ul className="hidden flex-1 flex-wrap gap-1 lg:flex">
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
      <Link
        to="/compare"
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 lg:min-h-0 lg:rounded-md lg:px-3 lg:py-1.5 lg:font-medium lg:shadow-none"
      >
        <Scale className="h-4 w-4 lg:hidden" aria-hidden />
        <span className="lg:hidden">Compare ({items.length})</span>
        <span className="hidden lg:inline">Compare now</span>
      </Link>
    </section>
  );
}
