import type { EnquiryCreate } from '@ncr/shared/schemas/enquiry';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSession } from '@/lib/session';
import { useSendEnquiry } from '../api/send-enquiry';
import { NameAndPhoneFields } from './name-and-phone-fields';

const resolver = lazyZodResolver<EnquiryCreate>(() => import('@ncr/shared/schemas/enquiry').then((m) => m.enquiryCreateSchema));

/** 'Enquire about this property': goes to staff, linked to the listing; a member's details are filled in. */
export function EnquiryForm({ listing, title }: { listing: PublicListing; title: string }) {
  const send = useSendEnquiry(listing._id);
  const session = useSession();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EnquiryCreate>({
    resolver,
    defaultValues: { name: '', email: '', phone: '', message: `I am interested in "${title}". Please call me.` },
  });
  const { errors } = form.formState;

  // The session is read after hydration, so the server-rendered form and the first client render match.
  useEffect(() => {
    if (!session) return;
    if (!form.getValues('name')) form.setValue('name', session.fullName);
    if (!form.getValues('phone') && session.mobile) form.setValue('phone', session.mobile);
    if (!form.getValues('email') && session.email) form.setValue('email', session.email);
  }, [session, form]);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    send.mutate(values, {
      onSuccess: () => setSent(true),
      onError: (error) => setFailure(error instanceof ApiError ? error.message : 'Could not send. Please try again.'),
    });
  });

  return (
    <section id="enquire" aria-labelledby="enquire-heading" className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="enquire-heading" className="text-xl font-semibold text-slate-900">
        Enquire about this property
      </h2>
      {sent ? (
        <p role="status" className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
          Thank you! Our team will call you shortly about this property.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
          <NameAndPhoneFields
            name={form.register('name')}
            phone={form.register('phone')}
            errors={{ name: errors.name?.message, phone: errors.phone?.message }}
          />
          <Field label="E-mail (optional)" error={errors.email?.message}>
            {(ids) => <Input {...ids} type="email" autoComplete="email" {...form.register('email')} />}
          </Field>
          <Field label="Message" required error={errors.message?.message}>
            {(ids) => <Textarea {...ids} rows={3} {...form.register('message')} />}
          </Field>
          {failure && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {failure}
            </p>
          )}
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send enquiry'}
          </Button>
        </form>
      )}
    </section>
  );
}
