import type { CallbackCreate } from '@ncr/shared/schemas/enquiry';
import { VISIT_SLOT_LABELS, VISIT_SLOTS } from '@ncr/shared/visits';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Select } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSession } from '@/lib/session';
import { useRequestCallback } from '../api/request-callback';
import { NameAndPhoneFields } from './name-and-phone-fields';

const resolver = lazyZodResolver<CallbackCreate>(() => import('@ncr/shared/schemas/enquiry').then((m) => m.callbackCreateSchema));

/**
 * The call-back form (docs/decisions/0119, 0122): a name, a phone and the window to call in, filled
 * from the session when signed in. With a listing it asks about that listing; without one it is
 * "Book Free Consultation".
 */
export function CallbackForm({
  listingId,
  intro,
  thanks,
}: {
  listingId?: string;
  intro: string;
  /** The confirmation, given the chosen window in words. */
  thanks: (window: string) => string;
}) {
  const request = useRequestCallback(listingId);
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

  if (sent) {
    return (
      <p role="status" className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
        {thanks(sent.toLowerCase())}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
      <p className="text-sm text-slate-700">{intro}</p>
      <NameAndPhoneFields
        name={form.register('name')}
        phone={form.register('phone')}
        errors={{ name: errors.name?.message, phone: errors.phone?.message }}
      />
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
  );
}
