import type { Listing } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import { type FormEvent, useState } from 'react';
import { listingTitle } from '@/components/property/posted-by';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useUpdateProperty } from '../api/update-property';
import { FormActions } from './form-actions';
import { SoldPriceField } from './sold-price-field';

function SoldForm({ listing, onDone }: { listing: Listing; onDone: () => void }) {
  const [price, setPrice] = useState(String(listing.propertyData.pricing?.expectedPrice ?? ''));
  const [error, setError] = useState<string>();
  const update = useUpdateProperty();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(price);
    // Spec §5: a numeric sold price, no minimum beyond not being negative.
    if (price.trim() === '' || !Number.isFinite(value) || value < 0) {
      setError('Enter the sold price in lakhs');
      return;
    }
    update.mutate(
      { id: listing._id, update: { status: 'Sold', soldDetails: { date: new Date().toISOString(), price: value } } },
      {
        onSuccess: () => {
          toast.success(TEXTS.propertySold);
          onDone();
        },
        onError: (e) => toast.error(TEXTS.propertySoldFailed, { description: e.message }),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-700">{listingTitle(listing)}</p>
      <SoldPriceField error={error} value={price} onChange={(e) => setPrice(e.target.value)} />
      <FormActions onCancel={onDone} saving={update.isPending} submitLabel="Mark as Sold" />
    </form>
  );
}

/** 'Mark Property as Sold': status Sold with soldDetails {date now, price}. */
export function MarkSoldDialog({ listing, onClose }: { listing: Listing | null; onClose: () => void }) {
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => !open && onClose()} title="Mark Property as Sold">
      {listing && <SoldForm key={listing._id} listing={listing} onDone={onClose} />}
    </Dialog>
  );
}
