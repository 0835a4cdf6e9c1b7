import { ComingSoon } from '@/components/layout/coming-soon';

export function SellerSettingsPage() {
  return <ComingSoon title="Account Settings" />;
}
