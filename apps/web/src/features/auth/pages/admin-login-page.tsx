import { ComingSoon } from '@/components/layout/coming-soon';

export function AdminLoginPage() {
  return <ComingSoon title="Admin Login" />;
}
