import { AUTH_COPY } from '@ncr/shared/auth-copy';
import { fullNameSchema, type OtpChannel, otpRequestSchema, otpVerifySchema, type SignupRole } from '@ncr/shared/schemas/auth';
import { TEXTS } from '@ncr/shared/texts';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { ApiError } from '@/lib/api-client';
import { useRequestOtp } from '../api/request-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

const T = AUTH_COPY.login;
// The server's answer when a code is right but the number has no account and no name was given.
const NAME_REQUIRED = 'Enter your full name to create your account.';

/** §8: the server's error text, 'Sign-in failed' without one, or a network exception's message. */
export function signInError(error: unknown): string {
  if (error instanceof ApiError) return error.message || TEXTS.signInFailed;
  return error instanceof Error && error.message ? error.message : TEXTS.signInFailed;
}

interface OtpSignInFormProps {
  role: SignupRole;
  mode: 'login' | 'signup';
  onModeChange: (mode: 'login' | 'signup') => void;
  /** The page's own choices (role, sign in or sign up), shown after the number is asked for. */
  choices?: ReactNode;
}

/** The built-in provider: phone or e-mail, then the 6-digit code from the message. */
export function OtpSignInForm({ role, mode, onModeChange, choices }: OtpSignInFormProps) {
  const [channel, setChannel] = useState<OtpChannel>('phone');
  const [destination, setDestination] = useState('');
  const [fullName, setFullName] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [needName, setNeedName] = useState(false);
  const [errors, setErrors] = useState<{ destination?: string; fullName?: string; code?: string; form?: string }>({});
  const [notice, setNotice] = useState<string | null>(null);
  const request = useRequestOtp();
  const verify = useVerifyOtp();
  const completeSignIn = useCompleteSignIn();
  const codeInput = useRef<HTMLInputElement>(null);
  const askName = mode === 'signup' || needName;

  useEffect(() => {
    if (sentTo) codeInput.current?.focus();
  }, [sentTo]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    setNotice(null);
    const parsed = otpRequestSchema.safeParse({ channel, destination, role });
    const next: typeof errors = {};
    if (!parsed.success) next.destination = parsed.error.issues[0]?.message;
    if (mode === 'signup') {
      const name = fullNameSchema.safeParse(fullName);
      if (!name.success) next.fullName = name.error.issues[0]?.message;
    }
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    request.mutate(
      { channel, destination: parsed.data.destination, role },
      {
        onSuccess: () => {
          if (sentTo) setNotice(T.resent);
          setSentTo(parsed.data.destination);
          setCode('');
        },
        onError: (error) => setErrors({ form: signInError(error) }),
      },
    );
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    setNotice(null);
    const parsed = otpVerifySchema.safeParse({ destination: sentTo, code, role, fullName: askName ? fullName : undefined });
    const next: typeof errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[issue.path[0] === 'fullName' ? 'fullName' : 'code'] ??= issue.message;
    }
    if (askName && !fullNameSchema.safeParse(fullName).success) next.fullName = 'Enter your full name';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    verify.mutate(
      { destination: sentTo, code, role, fullName: askName ? fullName : undefined },
      {
        onSuccess: completeSignIn,
        onError: (error) => {
          const message = signInError(error);
          if (message === NAME_REQUIRED) {
            // The number is new: keep the code, ask for the name, and show it as a signup.
            setNeedName(true);
            onModeChange('signup');
            setErrors({ fullName: T.needName });
            return;
          }
          setErrors({ code: message });
        },
      },
    );
  };

  const nameField = (
    <Field label={T.fullName} required error={errors.fullName}>
      {(ids) => (
        <Input
          {...ids}
          autoComplete="name"
          placeholder={T.fullNamePlaceholder}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          maxLength={80}
        />
      )}
    </Field>
  );

  if (!sentTo) {
    return (
      <form onSubmit={send} noValidate className="space-y-4">
        {/* The number first: it is all a returning member needs to give. */}
        <Field label={channel === 'phone' ? T.mobile : T.email} required error={errors.destination}>
          {(ids) => (
            <Input
              {...ids}
              key={channel}
              type={channel === 'phone' ? 'tel' : 'email'}
              inputMode={channel === 'phone' ? 'tel' : 'email'}
              autoComplete={channel === 'phone' ? 'tel-national' : 'email'}
              placeholder={channel === 'phone' ? T.mobilePlaceholder : T.emailPlaceholder}
              value={destination}
              onChange={(e) => setDestination(e.target.value)}
            />
          )}
        </Field>
        {mode === 'signup' && nameField}
        {choices}
        <SegmentedChoice
          legend={T.channelLegend}
          value={channel}
          onChange={(value) => {
            setChannel(value);
            setErrors({});
          }}
          options={[
            { value: 'phone', label: T.channelPhone },
            { value: 'email', label: T.channelEmail },
          ]}
        />
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">{channel === 'phone' ? T.otpNote : T.otpNoteEmail}</p>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.form}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? T.sendingCode : T.sendCode}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={submitCode} noValidate className="space-y-4">
      <div className="flex items-start justify-between gap-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
        <p>{T.codeSentTo(sentTo)}</p>
        <button
          type="button"
          className="shrink-0 font-medium text-brand-800 underline underline-offset-2"
          onClick={() => {
            setSentTo(null);
            setNeedName(false);
            setErrors({});
            setNotice(null);
          }}
        >
          {T.change}
        </button>
      </div>
      {askName && nameField}
      <Field label={T.code} required error={errors.code}>
        {(ids) => (
          <Input
            {...ids}
            ref={codeInput}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            placeholder="123456"
            className="tracking-[0.4em]"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        )}
      </Field>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      )}
      {notice && (
        <p role="status" className="text-sm text-slate-700">
          {notice}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? T.verifying : mode === 'signup' ? T.verifySignup : T.verifyLogin}
      </Button>
      <Button variant="ghost" className="w-full" onClick={() => send()} disabled={request.isPending}>
        {T.resend}
      </Button>
    </form>
  );
}
