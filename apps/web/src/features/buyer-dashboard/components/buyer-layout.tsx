import { BUYER_DASHBOARD } from '@ncr/shared/account-content';
import { CalendarCheck, Heart, LayoutDashboard, Settings, UserRound } from 'lucide-react';
import { Outlet } from 'react-router';
import { type DashboardNavItem, DashboardShell } from '@/components/account/dashboard-shell';

const NAV: DashboardNavItem[] = [
  { to: '/buyer-dashboard', label: 'Dashboard', icon: LayoutDashboard },
  // The saved listings live at /wishlist (spec §2), reached from here as from the header's menu.
  { to: '/wishlist', label: 'My wishlist', icon: Heart },
  { to: '/buyer-dashboard/visits', label: 'My visits', icon: CalendarCheck },
  { to: '/buyer-dashboard/profile', label: 'Profile', icon: UserRound },
  { to: '/buyer-dashboard/settings', label: 'Settings', icon: Settings },
];

/** Spec §2 buyer dashboard: sidebar Dashboard, Profile, Settings, Logout; with the wishlist and visits beside them. */
export function BuyerLayout() {
  return (
    <DashboardShell title={BUYER_DASHBOARD.title} items={NAV}>
      <Outlet />
    </DashboardShell>
  );
}
