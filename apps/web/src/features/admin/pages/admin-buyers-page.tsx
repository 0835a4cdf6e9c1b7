import { ComingSoon } from '@/components/layout/coming-soon';

export function AdminBuyersPage() {
  return <ComingSoon title="Buyers Data" />;
}
