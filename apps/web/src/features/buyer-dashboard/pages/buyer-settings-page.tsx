import { ComingSoon } from '@/components/layout/coming-soon';

export function BuyerSettingsPage() {
  return <ComingSoon title="Settings" />;
}
