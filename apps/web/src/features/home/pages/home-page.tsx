import { ComingSoon } from '@/components/layout/coming-soon';

export function HomePage() {
  return <ComingSoon title="Urgent property sales in Delhi NCR" />;
}
