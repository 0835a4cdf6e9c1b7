import { ACCOUNT } from '@ncr/shared/account-content';
import { AccountSettings } from '@/components/account/account-settings';
import { PageTitle } from '@/components/ui/page-title';

export function BuyerSettingsPage() {
  return (
    <div className="space-y-6">
      <PageTitle>{ACCOUNT.settingsTitle}</PageTitle>
      <AccountSettings />
    </div>
  );
}
