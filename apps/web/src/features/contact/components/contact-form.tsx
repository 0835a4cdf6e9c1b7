import { CONTACT } from '@ncr/shared/contact-content';
import type { ContactCreate } from '@ncr/shared/schemas/contact';
import { TEXTS } from '@ncr/shared/texts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useSendContact } from '../api/send-contact';

const L = CONTACT.labels;
const P = CONTACT.placeholders;
const resolver = lazyZodResolver<ContactCreate>(() => import('@ncr/shared/schemas/contact').then((m) => m.contactCreateSchema));

/** Spec §5 contact form: every field required, e-mail and tel inputs, 'Sending...' while running. */
export function ContactForm() {
  const send = useSendContact();
  const form = useForm<ContactCreate>({
    resolver,
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(TEXTS.contactSent, { description: TEXTS.contactSentBody });
        form.reset();
      },
      onError: (error) => {
        if (error instanceof ApiError) toast.error(TEXTS.contactFailed, { description: error.message || TEXTS.contactFailedBody });
        else toast.error(TEXTS.unexpected, { description: TEXTS.unexpectedBody });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="text-xl font-semibold text-slate-900">
        {CONTACT.formHeading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={L.name} required error={errors.name?.message}>
          {(ids) => <Input {...ids} required autoComplete="name" placeholder={P.name} {...form.register('name')} />}
        </Field>
        <Field label={L.email} required error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" required autoComplete="email" placeholder={P.email} {...form.register('email')} />}
        </Field>
      </div>
      <Field label={L.phone} required error={errors.phone?.message}>
        {(ids) => <Input {...ids} type="tel" required autoComplete="tel" placeholder={P.phone} {...form.register('phone')} />}
      </Field>
      <Field label={L.message} required error={errors.message?.message}>
        {(ids) => <Textarea {...ids} required rows={5} placeholder={P.message} {...form.register('message')} />}
      </Field>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? L.sending : L.send}
      </Button>
    </form>
  );
}
