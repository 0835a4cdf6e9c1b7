import type { PublicListing } from '@ncr/shared/schemas/property';
import type { VisitCreate } from '@ncr/shared/schemas/visit';
import {
  addDays,
  indiaDay,
  VISIT_BOOKING_DAYS,
  VISIT_MODE_LABELS,
  VISIT_MODES,
  VISIT_SLOT_LABELS,
  VISIT_SLOTS,
  visitDateProblem,
} from '@ncr/shared/visits';
import { CalendarCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { loginPathBackTo } from '@/lib/next-path';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useBookVisit } from '../api/book-visit';
import { rememberPendingVisit, takePendingVisit } from '../lib/pending-visit';
import { VIDEO_CALL_VISIT_ANCHOR } from './virtual-tour';

const resolver = lazyZodResolver<VisitCreate>(() => import('@ncr/shared/schemas/visit').then((m) => m.visitCreateSchema));

/** Where "Sign in as a buyer" brings the buyer back to: this form. */
const VISIT_ANCHOR = 'book-visit';

/**
 * Book a visit: a buyer picks in person or by video call (docs/decisions/0104), a day in the next
 * 30 days and a slot; staff confirm it. A visitor fills the same form and signs in to send it: the
 * booking is kept for the tab and sent once they are back as a buyer (docs/decisions/0125).
 */
export function VisitBooking({ listing }: { listing: PublicListing }) {
  const session = useSession();
  const navigate = useNavigate();
  const { hash, key } = useLocation();
  const buyer = session?.role === 'buyer';
  const visitor = session === null;
  const byVideo = hash === `#${VIDEO_CALL_VISIT_ANCHOR}`;
  const book = useBookVisit(listing._id);
  const [booked, setBooked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Today is read after render, so server and browser render the same form first.
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(indiaDay(Date.now())), []);
  const form = useForm<VisitCreate>({
    resolver,
    defaultValues: { date: '', slot: 'morning', mode: byVideo ? 'video_call' : 'in_person', phone: '', note: '' },
  });
  // "Video-call visit" on the page, or back from signing in to book: the form is in view (the
  // video call chosen when asked for) and, for a buyer, its first field ready. `key` changes on
  // every click of "Video-call visit", so the form comes back into view each time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location's key is the trigger
  useEffect(() => {
    if (hash !== `#${VISIT_ANCHOR}` && !byVideo) return;
    if (byVideo) form.setValue('mode', 'video_call');
    const section = document.getElementById(VISIT_ANCHOR);
    section?.scrollIntoView({ block: 'start' });
    if (buyer) section?.querySelector<HTMLInputElement>('input[type="date"]')?.focus({ preventScroll: true });
  }, [buyer, hash, byVideo, form, key]);
  const { errors } = form.formState;
  useEffect(() => {
    if (session?.mobile && !form.getValues('phone')) form.setValue('phone', session.mobile);
  }, [session, form]);
  const { mutate } = book;
  // Back from signing in with a booking sent before it: sent now, once, as they filled it.
  useEffect(() => {
    if (!session) return;
    const pending = takePendingVisit(listing._id);
    if (!pending || !buyer) return;
    form.reset(pending);
    mutate(pending, {
      onSuccess: () => {
        setBooked(true);
        toast.success('Visit requested');
      },
      onError: (error) => setFailure(error instanceof ApiError ? error.message : 'Could not book the visit. Please try again.'),
    });
  }, [session, buyer, listing._id, form, mutate]);

  if (listing.status === 'Sold') return null;

  const onSubmit = form.handleSubmit((values) => {
    const problem = today ? visitDateProblem(values.date, today) : null;
    if (problem) {
      form.setError('date', { message: problem });
      return;
    }
    setFailure(null);
    if (visitor) {
      rememberPendingVisit(listing._id, values);
      navigate(loginPathBackTo(`/property/${listing._id}#${VISIT_ANCHOR}`));
      return;
    }
    book.mutate(values, {
      onSuccess: () => setBooked(true),
      onError: (error) => setFailure(error instanceof ApiError ? error.message : 'Could not book the visit. Please try again.'),
    });
  });

  return (
    <section
      id={VISIT_ANCHOR}
      aria-labelledby="visit-heading"
      className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="visit-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <CalendarCheck className="h-5 w-5 text-brand-700" aria-hidden />
        Book a site visit
      </h2>
      <p className="mt-1 text-sm text-slate-700">In person with our team, or by video call: we walk you through the home live.</p>
      {session && !buyer ? (
        <p className="mt-3 text-slate-700">
          <Link
            to={loginPathBackTo(`/property/${listing._id}#${byVideo ? VIDEO_CALL_VISIT_ANCHOR : VISIT_ANCHOR}`)}
            className="font-medium text-brand-800 underline"
          >
            Sign in as a buyer
          </Link>{' '}
          to book a free visit with our team, in person or by video call.
        </p>
      ) : booked ? (
        <p role="status" className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
          Visit requested. We will confirm it soon; follow it under{' '}
          <Link to="/buyer-dashboard/visits" className="font-medium underline">
            My visits
          </Link>
          .
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
          {visitor && (
            <p className="text-sm text-slate-700">
              You confirm it with a one-time code:{' '}
              <Link
                to={loginPathBackTo(`/property/${listing._id}#${byVideo ? VIDEO_CALL_VISIT_ANCHOR : VISIT_ANCHOR}`)}
                className="font-medium text-brand-800 underline"
              >
                Sign in as a buyer
              </Link>{' '}
              now, or fill this in and sign in when you send it.
            </p>
          )}
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">How would you like to visit?</legend>
            <div className="mt-1 flex flex-wrap gap-3">
              {VISIT_MODES.map((mode) => (
                <label key={mode} className="inline-flex items-center gap-2 text-sm text-slate-800">
                  <input type="radio" value={mode} {...form.register('mode')} />
                  {VISIT_MODE_LABELS[mode]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Date" required error={errors.date?.message} hint={`Within the next ${VISIT_BOOKING_DAYS} days`}>
              {(ids) => (
                <Input
                  {...ids}
                  type="date"
                  min={today ?? undefined}
                  max={today ? addDays(today, VISIT_BOOKING_DAYS) : undefined}
                  {...form.register('date')}
                />
              )}
            </Field>
            <Field label="Phone" required error={errors.phone?.message}>
              {(ids) => <Input {...ids} type="tel" autoComplete="tel" {...form.register('phone')} />}
            </Field>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Time slot</legend>
            <div className="mt-1 flex flex-wrap gap-3">
              {VISIT_SLOTS.map((slot) => (
                <label key={slot} className="inline-flex items-center gap-2 text-sm text-slate-800">
                  <input type="radio" value={slot} {...form.register('slot')} />
                  {VISIT_SLOT_LABELS[slot]}
                </label>
              ))}
            </div>
          </fieldset>
          <Field label="Note (optional)" error={errors.note?.message}>
            {(ids) => <Textarea {...ids} rows={2} {...form.register('note')} />}
          </Field>
          {failure && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {failure}
            </p>
          )}
          <Button type="submit" disabled={book.isPending}>
            {book.isPending ? 'Booking...' : visitor ? 'Sign in and request visit' : 'Request visit'}
          </Button>
        </form>
      )}
    </section>
  );
}
