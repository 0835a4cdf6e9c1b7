import { ComingSoon } from '@/components/layout/coming-soon';

export function AboutPage() {
  return <ComingSoon title="About Us" />;
}
