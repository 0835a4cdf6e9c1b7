import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_COPY } from '@ncr/shared/auth-copy';
import { type SubadminCreate, subadminCreateSchema } from '@ncr/shared/schemas/auth';
import { TEXTS } from '@ncr/shared/texts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useCreateSubadmin } from './account-api/create-subadmin';
import { reasonOf } from './account-card';

const T = AUTH_COPY.account;

export function AccountSubadminCreate() {
  const create = useCreateSubadmin();
  const form = useForm<SubadminCreate, unknown, z.output<typeof subadminCreateSchema>>({
    resolver: zodResolver(subadminCreateSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success(TEXTS.subadminCreated);
      },
      onError: (error) => toast.error(TEXTS.subadminCreateFailed, { description: reasonOf(error) }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="subadmin-create" className="space-y-4">
      <h3 id="subadmin-create" className="font-semibold text-slate-900">
        {T.createHeading}
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={T.subFullName} required error={errors.fullName?.message}>
          {(ids) => <Input {...ids} autoComplete="off" {...form.register('fullName')} />}
        </Field>
        <Field label={T.subEmail} required error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="off" {...form.register('email')} />}
        </Field>
        <Field label={T.subPassword} required error={errors.password?.message}>
          {(ids) => <Input {...ids} type="password" autoComplete="new-password" {...form.register('password')} />}
        </Field>
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? T.creating : T.create}
      </Button>
    </form>
  );
}
