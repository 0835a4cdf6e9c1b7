import { ComingSoon } from '@/components/layout/coming-soon';

export function PostPropertyPage() {
  return <ComingSoon title="Post Your Property" />;
}
