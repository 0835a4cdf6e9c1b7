import { ACCOUNT } from '@ncr/shared/account-content';
import { ProfileDetails } from '@/components/account/profile-details';
import { PageTitle } from '@/components/ui/page-title';

export function BuyerProfilePage() {
  return (
    <div className="space-y-6">
      <PageTitle>{ACCOUNT.profileTitle}</PageTitle>
      <ProfileDetails />
    </div>
  );
}
