import { ComingSoon } from '@/components/layout/coming-soon';

export function MyListingsPage() {
  return <ComingSoon title="My Listings" />;
}
