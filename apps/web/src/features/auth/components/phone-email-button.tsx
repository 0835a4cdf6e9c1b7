import type { SignupRole } from '@ncr/shared/schemas/auth';
import { TEXTS } from '@ncr/shared/texts';
import { useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePhoneEmailSignin } from '../api/phone-email-signin';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

const SCRIPT_SRC = 'https://www.phone.email/sign_in_button_v1.js';

declare global {
  interface Window {
    /** Called by the phone.email script once the person has verified their number. */
    phoneEmailListener?: (userObj: { user_json_url: string }) => void;
  }
}

interface PhoneEmailButtonProps {
  clientId: string;
  role: SignupRole;
  fullName?: string;
}

/**
 * The third-party sign-in button of spec §2. Its script is loaded only on this page and only when
 * the operator configured a client id; the server exchanges the user_json_url for a session.
 */
export function PhoneEmailButton({ clientId, role, fullName }: PhoneEmailButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const signin = usePhoneEmailSignin();
  const completeSignIn = useCompleteSignIn();
  // The script calls the global listener long after render; it must see the current choices.
  const latest = useRef({ role, fullName, signin, completeSignIn });
  latest.current = { role, fullName, signin, completeSignIn };

  useEffect(() => {
    window.phoneEmailListener = ({ user_json_url }) => {
      const { role, fullName, signin, completeSignIn } = latest.current;
      signin.mutate(
        { user_json_url, role, fullName: fullName || undefined },
        {
          onSuccess: completeSignIn,
          onError: (error) => {
            console.error('phone.email sign-in failed', error);
            toast.error(error instanceof ApiError ? error.message || TEXTS.phoneEmailFailed : error.message || TEXTS.phoneEmailFailed);
          },
        },
      );
    };
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    container.current?.after(script);
    return () => {
      window.phoneEmailListener = undefined;
      script.remove();
    };
  }, []);

  return <div ref={container} className="pe_signin_button flex justify-center" data-client-id={clientId} />;
}
