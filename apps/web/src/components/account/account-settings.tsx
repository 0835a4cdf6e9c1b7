import { ACCOUNT } from '@ncr/shared/account-content';
import { DeleteAccountSection } from './delete-account-section';
import { MobileForm } from './mobile-form';
import { ProfileForm } from './profile-form';

const card = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/**
 * Account settings of buyers and sellers: name and e-mail, mobile change by one-time code, and
 * deletion. Members sign in by one-time code only, so there is no password field
 * (docs/decisions/0007-otp-only-member-settings.md).
 */
export function AccountSettings() {
  return (
    <div className="space-y-6">
      <div className={card}>
        <ProfileForm />
      </div>
      <div className={card}>
        <MobileForm />
      </div>
      <section aria-labelledby="password-heading" className={card}>
        <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
          {ACCOUNT.password.heading}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{ACCOUNT.password.body}</p>
      </section>
      <div className={`${card} border-red-200`}>
        <DeleteAccountSection />
      </div>
    </div>
  );
}
