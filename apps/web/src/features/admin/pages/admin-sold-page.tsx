import { ComingSoon } from '@/components/layout/coming-soon';

export function AdminSoldPage() {
  return <ComingSoon title="Sold Properties" />;
}
