import { ComingSoon } from '@/components/layout/coming-soon';

export function HowItWorksPage() {
  return <ComingSoon title="How It Works" />;
}
