import { ComingSoon } from '@/components/layout/coming-soon';

export function LoginPage() {
  return <ComingSoon title="Login / Signup" />;
}
