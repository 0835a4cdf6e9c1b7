import { ComingSoon } from '@/components/layout/coming-soon';

export function AdminSellersPage() {
  return <ComingSoon title="Sellers Data" />;
}
