import { ComingSoon } from '@/components/layout/coming-soon';

export function AdminSettingsPage() {
  return <ComingSoon title="Settings" />;
}
