import { SITE } from '@ncr/shared/site';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Home, LogOut, Menu, Search, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { logout } from '@/lib/logout';
import { loginPathBackTo } from '@/lib/next-path';
import { dashboardPath, roleBadge, useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { useIsMobileDevice } from '@/lib/use-is-mobile';
import { useStickOffset } from '@/lib/use-stick-offset';
import { UnreadBadge } from '../notifications/unread-badge';

// Only signed-in members have notifications: the bell (and its popover library) loads in the
// browser once the page is live, keeping it out of every public page's first download and out of
// the server's render (which cannot wait for a lazily loaded part).
const NotificationBell = lazy(() => import('@/components/notifications/notification-bell').then((m) => ({ default: m.NotificationBell })));

const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About' },
  { to: '/property', label: 'Property' },
  { to: '/property', label: 'For Buyers', key: 'buyers' },
  { to: '/post-property', label: 'For Sellers' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/contact', label: 'Contact' },
];

/** Whether a navigation item is the section `pathname` is in (React Router's NavLink rule, any case). */
const isCurrent = (item: (typeof NAV)[number], pathname: string): boolean => {
  const path = pathname.toLowerCase();
  return path === item.to || (!item.end && path.startsWith(`${item.to}/`));
};

/**
 * What a visitor's header shows differently from page to page: which items are current. The
 * server keeps one header per value (components/layout/shell-part.tsx), not one per page.
 */
export const headerVariant = (pathname: string): string => NAV.map((item) => (isCurrent(item, pathname) ? 1 : 0)).join('');

export function Header() {
  const session = useSession();
  const hydrated = useHydrated();
  const member = session?.role === 'buyer' || session?.role === 'seller';
  // The menu button carries the unread count on phones, where the bell sits inside the menu: read
  // from the bell's own query (the bell is mounted, hidden, beside the desktop menu).
  const unread =
    useQuery<{ unread: number }>({ queryKey: ['notifications'], queryFn: skipToken, enabled: hydrated && member }).data?.unread ?? 0;
  // On phones the top strip scrolls away and the main row stays (fixed bars leave the screen to
  // the page): the header sticks at minus the strip's height. Nothing changes size as the page
  // scrolls, so nothing below moves (a strip hidden on scroll moved the page: CLS 0.135).
  const topStrip = useStickOffset();
  const navigate = useNavigate();
  const location = useLocation();
  // Signing in from a page comes back to it, once the page is live: the server's header is the
  // same for every page of a section (kept once, shell-part.tsx), and a crawler finds one login
  // address rather than one per listing.
  const here = `${location.pathname}${location.search}`;
  const loginLink = !hydrated || location.pathname === '/' || location.pathname === '/login' ? '/login' : loginPathBackTo(here);
  const isMobile = useIsMobileDevice();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the mobile menu and puts focus back on the button that opened it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const onLogout = async () => {
    await logout();
    setOpen(false);
    navigate('/');
  };

  const account = session ? (
    <div className="flex items-center gap-2">
      {hydrated && (session.role === 'buyer' || session.role === 'seller') && (
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
      )}
      <Link to={dashboardPath(session.role)} className={buttonClasses('secondary', 'sm')} onClick={() => setOpen(false)}>
        <UserRound className="h-4 w-4" aria-hidden />
        {roleBadge(session.role)}
      </Link>
      <button type="button" className={buttonClasses('ghost', 'sm')} onClick={onLogout}>
        <LogOut className="h-4 w-4" aria-hidden />
        Logout
      </button>
    </div>
  ) : (
    <Link to={loginLink} className={buttonClasses('primary', 'sm')} onClick={() => setOpen(false)}>
      Login / Signup
    </Link>
  );

  return (
    <header ref={topStrip.header} className="sticky top-[calc(var(--top-strip-height,0px)*-1)] z-30 bg-white shadow-sm lg:top-0">
      <div ref={topStrip.strip} className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-2 px-4 text-xs sm:text-sm">
          <Link to="/property" className="inline-flex min-h-11 items-center gap-1 hover:underline">
            <Search className="h-3.5 w-3.5" aria-hidden />
            Go to Search Property
          </Link>
          <div className="flex items-center gap-3">
            <Link
              to="/post-property"
              className="inline-flex min-h-11 items-center rounded bg-accent-500 px-2 font-semibold text-slate-900 hover:bg-accent-600"
            >
              Post Your Property (FREE)
            </Link>
            {isMobile ? (
              <a href={`tel:${SITE.phoneDial}`} className="inline-flex min-h-11 items-center hover:underline">
                Contact Us
              </a>
            ) : (
              <Link to="/contact" className="inline-flex min-h-11 items-center hover:underline">
                Contact Us
              </Link>
            )}
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <Home className="h-6 w-6" aria-hidden />
          {SITE.name}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => {
              const current = isCurrent(item, location.pathname);
              return (
                <li key={item.key ?? item.to}>
                  <Link
                    to={item.to}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100',
                      current && item.key === undefined ? 'text-brand-800' : 'text-slate-700',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="hidden lg:block">{account}</div>
        <button
          ref={menuButton}
          type="button"
          className={buttonClasses('ghost', 'icon', 'relative h-11 w-11 lg:hidden')}
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={`${open ? 'Close menu' : 'Open menu'}${unread > 0 ? `, ${unread} unread notifications` : ''}`}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
          {!open && <UnreadBadge count={unread} testId="menu-unread-count" />}
        </button>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 px-4 pb-4 lg:hidden">
          <ul className="flex flex-col py-2">
            {NAV.map((item) => (
              <li key={item.key ?? item.to}>
                <Link
                  to={item.to}
                  className="block min-h-11 rounded-md px-2 py-2.5 text-slate-800 hover:bg-slate-100"
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          {account}
        </nav>
      )}
    </header>
  );
}
