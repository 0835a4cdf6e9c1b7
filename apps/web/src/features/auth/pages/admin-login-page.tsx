import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_COPY } from '@ncr/shared/auth-copy';
import { isStaff } from '@ncr/shared/enums';
import { type EmailLogin, emailLoginSchema } from '@ncr/shared/schemas/auth';
import { TEXTS } from '@ncr/shared/texts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { PageTitle } from '@/components/ui/page-title';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { saveSession, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useLoginEmail } from '../api/login-email';

const T = AUTH_COPY.adminLogin;

/** /admin-login: staff e-mail and password (spec §2, §5, §8). */
export function AdminLoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const login = useLoginEmail();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailLogin>({ resolver: zodResolver(emailLoginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  if (session && isStaff(session.role)) return <Navigate to="/admin" replace />;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    login.mutate(values, {
      onSuccess: (result) => {
        // Spec §5: whatever the server says, only staff may continue from here.
        if (!isStaff(result.user.role)) {
          setFailure(TEXTS.staffOnly);
          toast.error(TEXTS.staffOnly);
          return;
        }
        queryClient.clear();
        saveSession(result);
        toast.success(TEXTS.loginSuccess, { description: TEXTS.loginSuccessBody });
        navigate('/admin', { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const reason = error.message || TEXTS.invalidCredentials;
          setFailure(reason);
          toast.error(TEXTS.loginFailed, { description: reason });
        } else {
          // A network failure: its own message (§8).
          setFailure(error.message);
          toast.error(error.message);
        }
      },
    });
  });

  return (
    <section className="mx-auto max-w-md px-4 py-10 sm:py-14">
      <Link to="/login" className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {T.back}
      </Link>
      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <PageTitle className="text-2xl font-bold text-slate-900">{T.title}</PageTitle>
        <p className="text-sm text-slate-600">{T.intro}</p>
        <Field label={T.email} required error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="username" placeholder={T.emailPlaceholder} {...form.register('email')} />}
        </Field>
        <Field label={T.password} required error={errors.password?.message}>
          {(ids) => <Input {...ids} type="password" autoComplete="current-password" {...form.register('password')} />}
        </Field>
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? T.submitting : T.submit}
        </Button>
      </form>
    </section>
  );
}
