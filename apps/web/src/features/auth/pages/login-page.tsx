import { AUTH_COPY } from '@ncr/shared/auth-copy';
import type { SignupRole } from '@ncr/shared/schemas/auth';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { usePublicSettings } from '@/components/layout/maintenance-notice';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { nextPath } from '@/lib/next-path';
import { useSession } from '@/lib/session';
import { OtpSignInForm } from '../components/otp-sign-in-form';
import { PhoneEmailButton } from '../components/phone-email-button';
import { afterSignInPath } from '../hooks/use-complete-sign-in';

const T = AUTH_COPY.login;
const ROLE_LABEL: Record<SignupRole, string> = { buyer: 'Buyer', seller: 'Seller' };

/** /login: buyers and sellers sign in or sign up with a one-time password (spec §2). */
export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const [role, setRole] = useState<SignupRole>(params.get('role') === 'seller' ? 'seller' : 'buyer');
  const [mode, setMode] = useState<'login' | 'signup'>(params.get('mode') === 'signup' ? 'signup' : 'login');
  const settings = usePublicSettings();
  const clientId = settings.data?.phoneEmailClientId;

  // Spec §2: an already signed-in visitor goes to their dashboard (staff to /admin), or back to
  // the page that sent them here.
  if (session) {
    const dashboard = session.role === 'admin' || session.role === 'subadmin' ? '/admin' : afterSignInPath(session.role);
    return <Navigate to={nextPath(params.get('next')) ?? dashboard} replace />;
  }

  const title = mode === 'signup' ? T.titleSignup(ROLE_LABEL[role]) : T.titleLogin(ROLE_LABEL[role]);
  return (
    <section className="mx-auto max-w-md px-4 py-10 sm:py-14">
      <div className="space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <PageTitle className="text-center text-2xl font-bold text-slate-900">{title}</PageTitle>
        <OtpSignInForm
          role={role}
          mode={mode}
          onModeChange={setMode}
          choices={
            <>
              <SegmentedChoice
                legend={T.roleLegend}
                value={role}
                onChange={setRole}
                options={[
                  { value: 'buyer', label: 'Buyer' },
                  { value: 'seller', label: 'Seller' },
                ]}
              />
              <SegmentedChoice
                legend={T.modeLegend}
                value={mode}
                onChange={setMode}
                options={[
                  { value: 'login', label: T.modeLogin },
                  { value: 'signup', label: T.modeSignup },
                ]}
              />
            </>
          }
        />
        {clientId && (
          <div className="space-y-2 border-t border-slate-200 pt-4">
            <p className="text-center text-sm text-slate-600">{T.phoneEmailHint}</p>
            <PhoneEmailButton clientId={clientId} role={role} />
          </div>
        )}
        <p className="text-center text-sm text-slate-700">
          {mode === 'login' ? T.switchToSignup : T.switchToLogin}{' '}
          <button
            type="button"
            className="font-semibold text-brand-800 underline underline-offset-2"
            onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}
          >
            {mode === 'login' ? T.modeSignup : T.modeLogin}
          </button>
        </p>
        {/* Spec §2 (Login): a 'Login as Admin' button to /admin-login. */}
        <div className="border-t border-slate-200 pt-4 text-center">
          <p className="mb-2 text-sm text-slate-600">{T.adminPrompt}</p>
          <Link to="/admin-login" className={buttonClasses('secondary', 'md', 'w-full')}>
            <ShieldCheck className="h-4 w-4" aria-hidden />
            {T.loginAsAdmin}
          </Link>
        </div>
      </div>
    </section>
  );
}
