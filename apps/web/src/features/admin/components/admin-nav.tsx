import {
  Building2,
  CalendarCheck,
  CircleDollarSign,
  DoorOpen,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  MessageSquare,
  Settings,
  Store,
  Users,
} from 'lucide-react';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { logout } from '@/lib/logout';

export const ADMIN_NAV: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/buyers', label: 'Buyers Data', icon: Users },
  { to: '/admin/sellers', label: 'Sellers Data', icon: Store },
  { to: '/admin/properties', label: 'Property Listings', icon: Building2 },
  { to: '/admin/sold-properties', label: 'Sold Properties', icon: CircleDollarSign },
  { to: '/admin/queries', label: 'Messages/Queries', icon: MessageSquare },
  { to: '/admin/visits', label: 'Site Visits', icon: CalendarCheck },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
];

const itemClass = (collapsed: boolean, active = false) =>
  cn(
    'flex w-full items-center gap-3 rounded-md py-2.5 text-sm font-medium transition-colors',
    collapsed ? 'justify-center px-0' : 'px-3',
    active ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-slate-800 hover:text-white',
  );

/** With the sidebar collapsed only the icon shows; the label stays for screen readers and in a tooltip. */
function WithTooltip({ collapsed, label, children }: { collapsed: boolean; label: string; children: ReactNode }) {
  if (!collapsed) return <>{children}</>;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content side="right" sideOffset={8} className="z-50 rounded bg-slate-900 px-2 py-1 text-xs text-white shadow">
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

interface AdminNavProps {
  collapsed?: boolean;
  /** Called after any item is chosen (the phone drawer closes itself). */
  onNavigate?: () => void;
}

export function AdminNav({ collapsed = false, onNavigate }: AdminNavProps) {
  const navigate = useNavigate();
  const label = (text: string) => <span className={collapsed ? 'sr-only' : undefined}>{text}</span>;

  const onLogout = async () => {
    await logout();
    onNavigate?.();
    navigate('/admin-login');
  };

  return (
    <nav aria-label="Admin" className="flex flex-1 flex-col gap-1 p-3">
      <ul className="flex flex-col gap-1">
        {ADMIN_NAV.map(({ to, label: text, icon: Icon, end }) => (
          <li key={to}>
            <WithTooltip collapsed={collapsed} label={text}>
              <NavLink to={to} end={end} onClick={onNavigate} className={({ isActive }) => itemClass(collapsed, isActive)}>
                <Icon className="h-5 w-5 shrink-0" aria-hidden />
                {label(text)}
              </NavLink>
            </WithTooltip>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-1 border-t border-slate-700 pt-3">
        <WithTooltip collapsed={collapsed} label="Logout">
          <button type="button" className={itemClass(collapsed)} onClick={onLogout}>
            <LogOut className="h-5 w-5 shrink-0" aria-hidden />
            {label('Logout')}
          </button>
        </WithTooltip>
        <WithTooltip collapsed={collapsed} label="Exit Admin">
          <button
            type="button"
            className={itemClass(collapsed)}
            onClick={() => {
              onNavigate?.();
              navigate('/');
            }}
          >
            <DoorOpen className="h-5 w-5 shrink-0" aria-hidden />
            {label('Exit Admin')}
          </button>
        </WithTooltip>
      </div>
    </nav>
  );
}
