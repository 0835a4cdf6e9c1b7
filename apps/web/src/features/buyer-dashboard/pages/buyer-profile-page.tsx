import { ComingSoon } from '@/components/layout/coming-soon';

export function BuyerProfilePage() {
  return <ComingSoon title="Profile" />;
}
