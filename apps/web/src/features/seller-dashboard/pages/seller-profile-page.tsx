import { ComingSoon } from '@/components/layout/coming-soon';

export function SellerProfilePage() {
  return <ComingSoon title="Seller Profile" />;
}
