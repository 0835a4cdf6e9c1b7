import { AUTH_COPY } from '@ncr/shared/auth-copy';
import { type Subadmin, subadminPasswordSchema } from '@ncr/shared/schemas/auth';
import { TEXTS } from '@ncr/shared/texts';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useUpdateSubadminPassword } from './account-api/update-subadmin-password';
import { reasonOf } from './account-card';

const T = AUTH_COPY.account;

interface Props {
  subadmin: Subadmin | null;
  onClose: () => void;
}

/** Sets a new password for one subadmin (spec §5: 'Enter new password' when empty). */
export function AccountSubadminPasswordDialog({ subadmin, onClose }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateSubadminPassword();

  useEffect(() => {
    if (subadmin) {
      setPassword('');
      setError(undefined);
    }
  }, [subadmin]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!subadmin) return;
    if (!password) {
      setError(TEXTS.enterNewPassword);
      toast.error(TEXTS.enterNewPassword);
      return;
    }
    const parsed = subadminPasswordSchema.safeParse({ newPassword: password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    update.mutate(
      { id: subadmin._id, newPassword: parsed.data.newPassword },
      {
        onSuccess: () => {
          toast.success(TEXTS.passwordUpdated);
          onClose();
        },
        onError: (err) => toast.error(TEXTS.passwordUpdateFailed, { description: reasonOf(err) }),
      },
    );
  };

  return (
    <Dialog open={subadmin !== null} onOpenChange={(open) => !open && onClose()} title={T.changePasswordTitle(subadmin?.fullName ?? '')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label={T.newPassword} required error={error}>
          {(ids) => (
            <Input {...ids} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {T.savePassword}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
