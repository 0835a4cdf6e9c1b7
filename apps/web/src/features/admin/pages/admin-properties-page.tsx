import { ComingSoon } from '@/components/layout/coming-soon';

export function AdminPropertiesPage() {
  return <ComingSoon title="Property Listings" />;
}
