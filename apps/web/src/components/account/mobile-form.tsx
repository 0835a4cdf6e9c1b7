import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT } from '@ncr/shared/account-content';
import { mobileChangeRequestSchema, mobileChangeVerifySchema } from '@ncr/shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useRequestMobileCode } from './api/request-mobile-code';
import { useVerifyMobileCode } from './api/verify-mobile-code';

const T = ACCOUNT.mobile;
const codeSchema = mobileChangeVerifySchema.pick({ code: true });

/** A new mobile number is saved only after the code sent to it is verified. */
export function MobileForm() {
  const session = useSession();
  // The normalised number the code was sent to; null while asking for a number.
  const [pending, setPending] = useState<string | null>(null);
  const request = useRequestMobileCode();
  const verify = useVerifyMobileCode();
  const numberForm = useForm<z.input<typeof mobileChangeRequestSchema>, unknown, z.output<typeof mobileChangeRequestSchema>>({
    resolver: zodResolver(mobileChangeRequestSchema),
    defaultValues: { mobile: '' },
  });
  const codeForm = useForm<z.infer<typeof codeSchema>>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const sendCode = numberForm.handleSubmit(({ mobile }) =>
    request.mutate(mobile, {
      onSuccess: () => {
        setPending(mobile);
        toast.success(T.codeSent, { description: T.codeSentBody });
      },
      onError: (error) => toast.error(T.failed, { description: error.message }),
    }),
  );

  const checkCode = codeForm.handleSubmit(({ code }) => {
    if (!pending) return;
    verify.mutate(
      { mobile: pending, code },
      {
        onSuccess: () => {
          toast.success(T.saved);
          setPending(null);
          numberForm.reset({ mobile: '' });
          codeForm.reset({ code: '' });
        },
        onError: (error) => toast.error(T.failed, { description: error.message }),
      },
    );
  });

  return (
    <section aria-labelledby="mobile-heading" className="space-y-4">
      <h2 id="mobile-heading" className="text-lg font-semibold text-slate-900">
        {T.heading}
      </h2>
      <p className="text-sm text-slate-700">
        {T.current}: <span className="font-medium text-slate-900">{session?.mobile || '-'}</span>
      </p>
      <p className="text-sm text-slate-600">{T.intro}</p>
      {pending === null ? (
        <form onSubmit={sendCode} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field label={T.newMobile} required error={numberForm.formState.errors.mobile?.message} className="sm:w-72">
            {(ids) => (
              <Input {...ids} type="tel" autoComplete="tel" placeholder={T.newMobilePlaceholder} {...numberForm.register('mobile')} />
            )}
          </Field>
          <Button type="submit" variant="secondary" className="sm:mt-6" disabled={request.isPending}>
            {request.isPending ? T.sendingCode : T.sendCode}
          </Button>
        </form>
      ) : (
        <form onSubmit={checkCode} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field label={T.code} required error={codeForm.formState.errors.code?.message} hint={pending} className="sm:w-72">
            {(ids) => <Input {...ids} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...codeForm.register('code')} />}
          </Field>
          <div className="flex flex-wrap gap-2 sm:mt-6">
            <Button type="submit" disabled={verify.isPending}>
              {verify.isPending ? T.verifying : T.verify}
            </Button>
            <Button variant="ghost" onClick={() => setPending(null)}>
              {T.changeNumber}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
