import { useSession } from '@/lib/session';
import { AccountChangePassword } from './account-change-password';
import { AccountPersonalInfo } from './account-personal-info';
import { AccountSubadmins } from './account-subadmins';

// Account tab of Admin > Settings: personal information, change password, and subadmin
// management for the admin only (the server refuses subadmins too).
export function AccountTab() {
  const session = useSession();
  return (
    <div className="space-y-6">
      <AccountPersonalInfo />
      <AccountChangePassword />
      {session?.role === 'admin' && <AccountSubadmins />}
    </div>
  );
}
