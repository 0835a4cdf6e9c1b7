import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_COPY } from '@ncr/shared/auth-copy';
import { profileUpdateSchema } from '@ncr/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from './account-api/update-profile';
import { AccountCard, reasonOf } from './account-card';

const T = AUTH_COPY.account;
// The staff form edits the name only; the e-mail is the login name and the role is fixed.
const nameSchema = profileUpdateSchema.pick({ fullName: true }).required();
type NameForm = z.input<typeof nameSchema>;

export function AccountPersonalInfo() {
  const session = useSession();
  const save = useUpdateProfile();
  const form = useForm<NameForm, unknown, z.output<typeof nameSchema>>({
    resolver: zodResolver(nameSchema),
    values: { fullName: session?.fullName ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(T.profileSaved),
      onError: (error) => toast.error(T.profileFailed, { description: reasonOf(error) }),
    }),
  );

  return (
    <AccountCard id="account-personal" title={T.personalHeading}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={T.fullName} required error={errors.fullName?.message}>
            {(ids) => <Input {...ids} autoComplete="name" {...form.register('fullName')} />}
          </Field>
          <Field label={T.email}>{(ids) => <Input {...ids} type="email" value={session?.email ?? ''} readOnly disabled />}</Field>
          <Field label={T.role}>{(ids) => <Input {...ids} value={session?.role ?? ''} className="capitalize" disabled />}</Field>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
      </form>
    </AccountCard>
  );
}
