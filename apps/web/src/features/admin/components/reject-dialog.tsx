import { zodResolver } from '@hookform/resolvers/zod';
import { REJECTION_REASON_MAX, type RejectListing, rejectListingSchema } from '@ncr/shared/schemas/admin';
import type { Listing } from '@ncr/shared/schemas/property';
import { useForm } from 'react-hook-form';
import { listingTitle } from '@/components/property/posted-by';
import { Dialog } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useRejectProperty } from '../api/approve-property';
import { FormActions } from './form-actions';

function RejectForm({ listing, onDone }: { listing: Listing; onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<RejectListing>({
    resolver: zodResolver(rejectListingSchema),
    defaultValues: { reason: '' },
  });
  const reject = useRejectProperty();

  const onSubmit = ({ reason }: RejectListing) =>
    reject.mutate(
      { id: listing._id, reason },
      {
        onSuccess: () => {
          toast.success('Listing rejected; the seller has been told why');
          onDone();
        },
        onError: (e) => toast.error('Failed to reject listing', { description: e.message }),
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-slate-700">{listingTitle(listing)}</p>
      <Field
        label="Reason the seller will read"
        hint="Say what to change, for example the photos or the price. The seller gets it by SMS and e-mail and in My Listings."
        error={formState.errors.reason?.message}
        required
      >
        {(ids) => <Textarea {...ids} rows={4} maxLength={REJECTION_REASON_MAX} {...register('reason')} />}
      </Field>
      <FormActions onCancel={onDone} saving={reject.isPending} submitLabel="Reject listing" />
    </form>
  );
}

/** Reject a Pending listing with a reason (docs/decisions/0120), instead of only deleting it. */
export function RejectDialog({ listing, onClose }: { listing: Listing | null; onClose: () => void }) {
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => !open && onClose()} title="Reject listing">
      {listing && <RejectForm key={listing._id} listing={listing} onDone={onClose} />}
    </Dialog>
  );
}
