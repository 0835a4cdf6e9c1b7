import { ComingSoon } from '@/components/layout/coming-soon';

export function PropertyDetailPage() {
  return <ComingSoon title="Property" />;
}
