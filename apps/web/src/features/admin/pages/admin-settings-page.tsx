import { PageTitle } from '@/components/ui/page-title';
import { Tabs } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { AccountTab } from '../components/settings/account-tab';
import { MarketRatesTab } from '../components/settings/market-rates-tab';
import { NotificationsTab } from '../components/settings/notifications-tab';
import { SystemTab } from '../components/settings/system-tab';

export function AdminSettingsPage() {
  const session = useSession();
  const tabs = [
    { value: 'account', label: 'Account', content: <AccountTab /> },
    { value: 'notifications', label: 'Notifications', content: <NotificationsTab /> },
    // System settings are the admin's alone; a subadmin does not get the tab (the server refuses too).
    ...(session?.role === 'admin'
      ? [
          { value: 'system', label: 'System', content: <SystemTab /> },
          // The rates every listing's below-market figure compares with (docs/decisions/0103); admin only too.
          { value: 'market-rates', label: 'Market rates', content: <MarketRatesTab /> },
        ]
      : []),
  ];
  return (
    <div className="space-y-4">
      <PageTitle>Settings</PageTitle>
      <Tabs label="Settings sections" tabs={tabs} />
    </div>
  );
}
