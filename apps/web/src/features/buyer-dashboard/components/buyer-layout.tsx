import { BUYER_DASHBOARD } from '@ncr/shared/account-content';
import { CalendarCheck, LayoutDashboard, Settings, UserRound } from 'lucide-react';
import { Outlet } from 'react-router';
import { type DashboardNavItem, DashboardShell } from '@/components/account/dashboard-shell';

const NAV: DashboardNavItem[] = [
  { to: '/buyer-dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/buyer-dashboard/visits', label: 'My visits', icon: CalendarCheck },
  { to: '/buyer-dashboard/profile', label: 'Profile', icon: UserRound },
  { to: '/buyer-dashboard/settings', label: 'Settings', icon: Settings },
];

/** Spec §2 buyer dashboard: sidebar Dashboard, Profile, Settings, Logout. */
export function BuyerLayout() {
  return (
    <DashboardShell title={BUYER_DASHBOARD.title} items={NAV}>
      <Outlet />
    </DashboardShell>
  );
}
