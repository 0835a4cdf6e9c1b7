import { LogOut, type LucideIcon, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { logoutToHome } from './leave-dashboard';

export interface DashboardNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other paths on which this entry counts as current (e.g. the index that shows the profile). */
  alsoActiveOn?: string[];
}

interface DashboardShellProps {
  title: string;
  items: DashboardNavItem[];
  /** A call to action above the entries ('Post Property Now'). */
  action?: { to: string; label: string; icon: LucideIcon };
  children: ReactNode;
}

/**
 * The buyer and seller dashboards: a sidebar on wide screens, a top bar with a menu on phones.
 * The page heading lives in each page; the sidebar is a labelled navigation landmark.
 */
export function DashboardShell({ title, items, action, children }: DashboardShellProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // A chosen entry closes the phone menu.
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  const isCurrent = (item: DashboardNavItem) => pathname === item.to || (item.alsoActiveOn ?? []).includes(pathname.replace(/\/$/, ''));

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:py-10">
      <aside className="mb-6 lg:mb-0">
        <div className="flex items-center justify-between rounded-lg border border-slate-200 bg-white px-4 py-2 shadow-sm lg:hidden">
          <p className="font-semibold text-slate-900">{title}</p>
          <button
            type="button"
            className={buttonClasses('ghost', 'sm')}
            aria-expanded={open}
            aria-controls="dashboard-nav"
            // Distinct from the site header's menu button; the visible word stays part of the name.
            aria-label={open ? 'Close dashboard menu' : 'Dashboard menu'}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
            {open ? 'Close' : 'Menu'}
          </button>
        </div>
        <nav
          id="dashboard-nav"
          aria-label={title}
          className={cn(
            'mt-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm lg:sticky lg:top-28 lg:mt-0 lg:block',
            open ? 'block' : 'hidden',
          )}
        >
          <p className="hidden px-3 pt-1 pb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase lg:block">{title}</p>
          {action && (
            <Link to={action.to} className={buttonClasses('accent', 'md', 'mb-3 w-full')}>
              <action.icon className="h-4 w-4" aria-hidden />
              {action.label}
            </Link>
          )}
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={isCurrent(item) ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
                    isCurrent(item) ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  <item.icon className="h-4 w-4" aria-hidden />
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => logoutToHome(navigate)}
                className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
              >
                <LogOut className="h-4 w-4" aria-hidden />
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
