import type { CallbackCreate } from '@ncr/shared/schemas/enquiry';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { VISIT_SLOT_LABELS, VISIT_SLOTS } from '@ncr/shared/visits';
import { PhoneCall } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSession } from '@/lib/session';
import { useRequestCallback } from '../api/request-callback';

const resolver = lazyZodResolver<CallbackCreate>(() => import('@ncr/shared/schemas/enquiry').then((m) => m.callbackCreateSchema));

/**
 * "Request a call back" (docs/decisions/0119): a name, a phone and the window to call in; staff get
 * it as an enquiry on this listing, marked with the window, and call from our number.
 */
export function CallbackRequest({ listing }: { listing: PublicListing }) {
  const request = useRequestCallback(listing._id);
  const session = useSession();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CallbackCreate>({ resolver, defaultValues: { name: '', phone: '', slot: undefined } });
  const { errors } = form.formState;

  useEffect(() => {
    if (!session) return;
    if (!form.getValues('name')) form.setValue('name', session.fullName);
    if (!form.getValues('phone') && session.mobile) form.setValue('phone', session.mobile);
  }, [session, form]);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    request.mutate(values, {
      onSuccess: () => setSent(VISIT_SLOT_LABELS[values.slot]),
      onError: (error) => setFailure(error instanceof ApiError ? error.message : 'Could not send. Please try again.'),
    });
  });

  return (
    <section
      id="callback"
      aria-labelledby="callback-heading"
      className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="callback-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <PhoneCall className="h-5 w-5 text-brand-700" aria-hidden />
        Request a call back
      </h2>
      {sent ? (
        <p role="status" className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
          Thank you! Our team will call you in the {sent.toLowerCase()} window about this property.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">Tell us when suits you: we call from our number and connect you with the owner.</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Your name" required error={errors.name?.message}>
              {(ids) => <Input {...ids} autoComplete="name" {...form.register('name')} />}
            </Field>
            <Field label="Phone" required error={errors.phone?.message}>
              {(ids) => <Input {...ids} type="tel" autoComplete="tel" {...form.register('phone')} />}
            </Field>
          </div>
          <Field label="When should we call?" required error={errors.slot?.message}>
            {(ids) => (
              <Select {...ids} defaultValue="" {...form.register('slot', { setValueAs: (v: string) => v || undefined })}>
                <option value="" disabled>
                  Choose a time
                </option>
                {VISIT_SLOTS.map((slot) => (
                  <option key={slot} value={slot}>
                    {VISIT_SLOT_LABELS[slot]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {failure && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {failure}
            </p>
          )}
          <Button type="submit" variant="secondary" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Request a call back'}
          </Button>
        </form>
      )}
    </section>
  );
}
