import { Home, Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { Dialog as RadixDialog, Tooltip } from 'radix-ui';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { roleBadge, useSession } from '@/lib/session';
import { AdminNav } from './admin-nav';

const COLLAPSED_KEY = 'adminSidebarCollapsed';

/** The admin frame: a collapsible sidebar (w-64 / w-20) on wide screens, an off-canvas drawer on phones. */
export function AdminLayout() {
  const session = useSession();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = () => {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, String(!value));
      return !value;
    });
  };

  return (
    // Spec §9: tooltip delay 700 ms, skip delay 300 ms.
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <div className="flex min-h-screen bg-slate-50">
        <a
          href="#admin-main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <aside
          className={cn(
            'sticky top-0 hidden h-screen shrink-0 flex-col bg-slate-900 text-white transition-[width] duration-200 md:flex',
            collapsed ? 'w-20' : 'w-64',
          )}
        >
          <div className={cn('flex h-16 items-center border-b border-slate-700 px-3', collapsed ? 'justify-center' : 'justify-between')}>
            {!collapsed && <span className="px-2 text-lg font-bold">NCR Admin</span>}
            <button
              type="button"
              onClick={toggle}
              aria-expanded={!collapsed}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              className="rounded-md p-2 text-slate-200 hover:bg-slate-800 hover:text-white"
            >
              {collapsed ? <PanelLeftOpen className="h-5 w-5" aria-hidden /> : <PanelLeftClose className="h-5 w-5" aria-hidden />}
            </button>
          </div>
          <AdminNav collapsed={collapsed} />
        </aside>

        <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60 md:hidden" />
            <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-64 max-w-[85vw] flex-col bg-slate-900 text-white shadow-xl md:hidden">
              <div className="flex h-16 items-center justify-between border-b border-slate-700 px-4">
                <RadixDialog.Title className="text-lg font-bold">NCR Admin</RadixDialog.Title>
                <RadixDialog.Description className="sr-only">Admin panel navigation</RadixDialog.Description>
                <RadixDialog.Close className="rounded-md p-2 text-slate-200 hover:bg-slate-800" aria-label="Close admin menu">
                  <X className="h-5 w-5" aria-hidden />
                </RadixDialog.Close>
              </div>
              <AdminNav onNavigate={() => setDrawerOpen(false)} />
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 shadow-sm">
            <div className="flex items-center gap-2">
              <button
                type="button"
                className={buttonClasses('ghost', 'icon', 'md:hidden')}
                aria-label="Open admin menu"
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              >
                <Menu className="h-6 w-6" aria-hidden />
              </button>
              <p className="text-lg font-bold text-slate-900">Admin Panel</p>
            </div>
            <div className="flex items-center gap-3">
              {session && (
                <span className="hidden text-sm text-slate-600 sm:inline">
                  {session.fullName || session.email} · {roleBadge(session.role)}
                  {session.role === 'subadmin' ? ' (subadmin)' : ''}
                </span>
              )}
              <Link to="/" className={buttonClasses('secondary', 'sm')}>
                <Home className="h-4 w-4" aria-hidden />
                Go Home
              </Link>
            </div>
          </header>
          <main id="admin-main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
            <Outlet />
          </main>
        </div>
      </div>
    </Tooltip.Provider>
  );
}
