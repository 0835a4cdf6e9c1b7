import { ACCOUNT, SELLER_DASHBOARD } from '@ncr/shared/account-content';
import { ProfileDetails } from '@/components/account/profile-details';
import { PageTitle } from '@/components/ui/page-title';
import { ListingInsights } from '../components/listing-insights';

/** The seller dashboard's default view: how each listing is doing, then the profile. */
export function SellerHomePage() {
  return (
    <div className="space-y-8">
      <PageTitle>{SELLER_DASHBOARD.title}</PageTitle>
      <ListingInsights />
      <section aria-labelledby="profile-heading" className="space-y-3">
        <h2 id="profile-heading" className="text-lg font-semibold text-slate-900">
          {ACCOUNT.profileTitle}
        </h2>
        <ProfileDetails />
      </section>
    </div>
  );
}
