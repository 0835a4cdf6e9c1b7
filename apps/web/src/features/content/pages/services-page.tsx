import { ComingSoon } from '@/components/layout/coming-soon';

export function ServicesPage() {
  return <ComingSoon title="Our Services" />;
}
