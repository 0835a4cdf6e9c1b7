import { ComingSoon } from '@/components/layout/coming-soon';

export function BuyerHomePage() {
  return <ComingSoon title="Buyer Dashboard" />;
}
