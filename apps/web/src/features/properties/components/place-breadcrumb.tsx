import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export interface Crumb {
  name: string;
  /** Absent for the page itself, the last crumb. */
  to?: string;
}

/** Home › Noida › Sector 62 › …: where a page sits among the place pages. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.to ?? 'here'}|${crumb.name}`} className="flex min-w-0 items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />}
            {crumb.to ? (
              <Link to={crumb.to} className="rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="truncate text-slate-800">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
