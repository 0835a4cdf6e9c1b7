import { ComingSoon } from '@/components/layout/coming-soon';

export function SearchPage() {
  return <ComingSoon title="Our Properties" />;
}
