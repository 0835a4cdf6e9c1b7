import { ComingSoon } from '@/components/layout/coming-soon';

export function AdminQueriesPage() {
  return <ComingSoon title="Messages & Queries" />;
}
