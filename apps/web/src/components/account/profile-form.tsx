import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT } from '@ncr/shared/account-content';
import { type ProfileUpdate, profileUpdateSchema } from '@ncr/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from './api/update-profile';

const T = ACCOUNT.details;

/** Name and e-mail, saved through PUT /api/auth/profile. */
export function ProfileForm() {
  const session = useSession();
  const save = useUpdateProfile();
  const form = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    values: { fullName: session?.fullName ?? '', email: session?.email ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(T.saved, { description: T.savedBody }),
      onError: (error) => toast.error(T.failed, { description: error.message }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading" className="text-lg font-semibold text-slate-900">
        {T.heading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={T.fullName} required error={errors.fullName?.message}>
          {(ids) => <Input {...ids} autoComplete="name" {...form.register('fullName')} />}
        </Field>
        <Field label={T.email} error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? T.saving : T.save}
      </Button>
    </form>
  );
}
