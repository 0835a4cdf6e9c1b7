import { zodResolver } from '@hookform/resolvers/zod';
import { type SoldEditForm, soldEditFormSchema } from '@ncr/shared/schemas/admin';
import type { Listing } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import { useForm } from 'react-hook-form';
import { listingTitle } from '@/components/property/posted-by';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useUpdateProperty } from '../api/update-property';
import { dateInputValue } from '../lib/listing';
import { FormActions } from './form-actions';
import { SoldPriceField } from './sold-price-field';

function SoldEditFormBody({ listing, onDone }: { listing: Listing; onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<
    { buyerName: string; buyerContact: string; price: unknown; date: string },
    unknown,
    SoldEditForm
  >({
    resolver: zodResolver(soldEditFormSchema),
    defaultValues: {
      buyerName: listing.buyerName ?? '',
      buyerContact: listing.buyerContact ?? '',
      price: listing.soldDetails?.price ?? listing.propertyData.pricing?.expectedPrice ?? '',
      date: dateInputValue(listing.soldDetails?.date) || dateInputValue(new Date().toISOString()),
    },
  });
  const update = useUpdateProperty();
  const errors = formState.errors;

  const onSubmit = (values: SoldEditForm) =>
    update.mutate(
      {
        id: listing._id,
        update: {
          status: 'Sold',
          // Midday UTC keeps the chosen calendar day in every Indian and nearby time zone.
          soldDetails: { price: values.price, date: new Date(`${values.date}T12:00:00Z`).toISOString() },
          buyerName: values.buyerName,
          buyerContact: values.buyerContact,
        },
      },
      {
        onSuccess: () => {
          toast.success(TEXTS.propertyUpdated);
          onDone();
        },
        onError: (e) => toast.error(TEXTS.propertyUpdateFailed, { description: e.message }),
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-slate-700">{listingTitle(listing)}</p>
      <Field label="Buyer name" error={errors.buyerName?.message}>
        {(ids) => <Input {...ids} autoComplete="off" {...register('buyerName')} />}
      </Field>
      <Field label="Buyer contact" error={errors.buyerContact?.message}>
        {(ids) => <Input {...ids} autoComplete="off" {...register('buyerContact')} />}
      </Field>
      <SoldPriceField error={errors.price?.message} {...register('price')} />
      <Field label="Sold date" error={errors.date?.message} required>
        {(ids) => <Input {...ids} type="date" {...register('date')} />}
      </Field>
      <FormActions onCancel={onDone} saving={update.isPending} submitLabel="Save Changes" />
    </form>
  );
}

/** Edit a sale: buyer name and contact, sold price and date (product decisions: opened from the row). */
export function SoldEditDialog({ listing, onClose }: { listing: Listing | null; onClose: () => void }) {
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => !open && onClose()} title="Edit Sold Property">
      {listing && <SoldEditFormBody key={listing._id} listing={listing} onDone={onClose} />}
    </Dialog>
  );
}
