import { ACCOUNT, SELLER_DASHBOARD } from '@ncr/shared/account-content';
import { useLocation } from 'react-router';
import { ProfileDetails } from '@/components/account/profile-details';
import { PageTitle } from '@/components/ui/page-title';

/** The seller dashboard's default view and /profile: full name, email, mobile, user type. */
export function SellerProfilePage() {
  const isIndex = useLocation().pathname.replace(/\/$/, '') === '/seller-dashboard';
  return (
    <div className="space-y-6">
      <PageTitle>{isIndex ? SELLER_DASHBOARD.title : ACCOUNT.profileTitle}</PageTitle>
      <ProfileDetails />
    </div>
  );
}
