import { ComingSoon } from '@/components/layout/coming-soon';

export function AdminDashboardPage() {
  return <ComingSoon title="Dashboard" />;
}
