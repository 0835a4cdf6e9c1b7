import { AUTH_COPY } from '@ncr/shared/auth-copy';
import { updatePasswordSchema } from '@ncr/shared/schemas/auth';
import { TEXTS } from '@ncr/shared/texts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useUpdatePassword } from './account-api/update-password';
import { AccountCard, reasonOf } from './account-card';

const T = AUTH_COPY.account;
const EMPTY = { oldPassword: '', newPassword: '', confirm: '' };

/** Change Password (spec §5): all three fields, matching new and confirm, old password checked by the server. */
export function AccountChangePassword() {
  const session = useSession();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdatePassword();
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!values.oldPassword || !values.newPassword || !values.confirm) return fail(TEXTS.fillAllFields);
    if (values.newPassword !== values.confirm) return fail(TEXTS.passwordsDoNotMatch);
    const parsed = updatePasswordSchema.safeParse({
      email: session?.email ?? undefined,
      oldPassword: values.oldPassword,
      newPassword: values.newPassword,
    });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? TEXTS.passwordUpdateFailed);
    update.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY);
        toast.success(TEXTS.passwordUpdated);
      },
      onError: (err) => {
        setError(reasonOf(err) ?? TEXTS.passwordUpdateFailed);
        toast.error(TEXTS.passwordUpdateFailed, { description: reasonOf(err) });
      },
    });
  };

  return (
    <AccountCard id="account-password" title={T.passwordHeading}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {/* Lets password managers tie the new password to the right account. */}
        <input type="text" name="username" autoComplete="username" value={session?.email ?? ''} readOnly hidden />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={T.currentPassword}>
            {(ids) => (
              <Input {...ids} type="password" autoComplete="current-password" value={values.oldPassword} onChange={set('oldPassword')} />
            )}
          </Field>
          <Field label={T.newPassword}>
            {(ids) => (
              <Input {...ids} type="password" autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} />
            )}
          </Field>
          <Field label={T.confirmPassword}>
            {(ids) => <Input {...ids} type="password" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} />}
          </Field>
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? T.updatingPassword : T.updatePassword}
        </Button>
      </form>
    </AccountCard>
  );
}
