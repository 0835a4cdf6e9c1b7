import { SELLER_DASHBOARD } from '@ncr/shared/account-content';
import { CalendarCheck, CirclePlus, List, MessageSquare, Settings, UserRound } from 'lucide-react';
import { Outlet } from 'react-router';
import { type DashboardNavItem, DashboardShell } from '@/components/account/dashboard-shell';

const NAV: DashboardNavItem[] = [
  { to: '/seller-dashboard/listings', label: SELLER_DASHBOARD.myListings, icon: List },
  { to: '/seller-dashboard/enquiries', label: 'Enquiries', icon: MessageSquare },
  { to: '/seller-dashboard/visits', label: 'Site visits', icon: CalendarCheck },
  // The dashboard's default view is the profile, so Profile is current there too.
  { to: '/seller-dashboard/profile', label: 'Profile', icon: UserRound, alsoActiveOn: ['/seller-dashboard'] },
  { to: '/seller-dashboard/settings', label: 'Settings', icon: Settings },
];

/** Spec §2 seller dashboard: 'Post Property Now', My Listings, Profile, Settings, Logout. */
export function SellerLayout() {
  return (
    <DashboardShell
      title={SELLER_DASHBOARD.title}
      items={NAV}
      action={{ to: '/post-property', label: SELLER_DASHBOARD.postProperty, icon: CirclePlus }}
    >
      <Outlet />
    </DashboardShell>
  );
}
