import { ComingSoon } from '@/components/layout/coming-soon';

export function EditListingPage() {
  return <ComingSoon title="Edit Listing" />;
}
