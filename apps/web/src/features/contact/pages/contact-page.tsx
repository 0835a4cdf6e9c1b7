import { ComingSoon } from '@/components/layout/coming-soon';

export function ContactPage() {
  return <ComingSoon title="Contact Us" />;
}
