import { zodResolver } from '@hookform/resolvers/zod';
import { purposeOf } from '@ncr/shared/enums';
import { type Listing, type PropertyData, type PropertyDataInput, propertyDataSchema } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { PinPicker } from '@/components/map/pin-picker';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useUpdateProperty } from '../api/update-property';
import { OPTIONS } from '../lib/labels';
import { SelectField, TextAreaField, TextField } from './edit-fields';
import { FormActions } from './form-actions';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
      <legend className="pr-2 font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * 'Edit Property Details': every stored field of propertyData, loaded from the listing and sent
 * back whole, so a field the editor did not touch keeps its stored value (product decisions).
 */
function EditForm({ listing, onDone }: { listing: Listing; onDone: () => void }) {
  const stored = listing.propertyData;
  const form = useForm<PropertyDataInput, unknown, PropertyData>({
    resolver: zodResolver(propertyDataSchema),
    // Stored before rentals, a listing has no purpose: it is a sale.
    defaultValues: { ...stored, purpose: purposeOf(stored) } as PropertyDataInput,
  });
  // A rental's pricing is its rent and terms; the sale's fields stay stored but are not shown.
  const rent = form.watch('purpose') === 'rent';
  const update = useUpdateProperty();
  const hasFloor = Boolean(stored.property?.floor);

  const onSubmit = (values: PropertyData) => {
    // media, image and the listing's own photos are not edited here; the server keeps them.
    const { media: _media, image: _image, ...rest } = values;
    // The older top-level title follows the property title when the two were the same.
    const title = stored.title !== undefined && stored.title === stored.property?.title ? values.property.title : stored.title;
    update.mutate(
      { id: listing._id, update: { propertyData: { ...rest, ...(title !== undefined ? { title } : {}) } } },
      {
        onSuccess: () => {
          toast.success(TEXTS.propertyUpdated);
          onDone();
        },
        onError: (error) => toast.error(`${TEXTS.unexpected}: ${TEXTS.propertyUpdateFailed}`, { description: error.message }),
      },
    );
  };

  return (
    <FormProvider {...form}>
      <form id="edit-property-form" noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
        <Group title="Seller">
          <TextField name="seller.fullName" label="Seller name" required />
          <TextField name="seller.mobileNumber" label="Seller mobile" type="tel" required />
          <SelectField name="seller.city" label="City" options={OPTIONS.city} required />
        </Group>
        <Group title="Property">
          <TextField name="property.title" label="Title" />
          <SelectField name="property.type" label="Property type" options={OPTIONS.type} required />
          <SelectField name="property.bhk" label="BHK" options={OPTIONS.bhk} />
          <TextField name="property.baths" label="Bathrooms" />
          <TextField name="property.area" label="Area" />
          <SelectField name="property.areaUnit" label="Area unit" options={OPTIONS.areaUnit} />
          <TextField name="property.builtUpArea" label="Built-up area (sq ft)" />
          <TextField name="property.carpetArea" label="Carpet area (sq ft)" />
          <TextField name="property.plotSize" label="Plot size (sq yd)" />
          <TextField name="property.floorNumber" label="Floor number" />
          {hasFloor && <TextField name="property.floor" label="Floor" />}
          <TextField name="property.totalFloors" label="Total floors" />
          <TextField name="property.age" label="Age of property" required />
          <SelectField name="property.facing" label="Facing" options={OPTIONS.facing} />
          <SelectField name="property.furnishing" label="Furnishing" options={OPTIONS.furnishing} />
          <TextField name="property.locality" label="Locality" required />
          <PinPicker
            pin={form.watch('property.pin') ?? null}
            city={form.watch('seller.city') ?? ''}
            error={form.formState.errors.property?.pin}
            onChange={(pin) => form.setValue('property.pin', pin, { shouldDirty: true, shouldValidate: true })}
          />
          <TextAreaField name="property.address" label="Address" />
          <TextAreaField name="property.description" label="Description" />
        </Group>
        <Group title="Pricing">
          <SelectField name="purpose" label="Listed for" options={OPTIONS.purpose} required />
          {rent ? (
            <>
              <TextField name="pricing.monthlyRent" label="Monthly rent (₹)" required />
              <TextField name="pricing.securityDeposit" label="Security deposit (₹)" required />
              <TextField name="pricing.maintenance" label="Maintenance a month (₹)" />
              <TextField name="pricing.availableFrom" label="Available from" type="date" required />
              <SelectField name="pricing.tenantsPreferred" label="Tenants preferred" options={OPTIONS.tenantsPreferred} required />
              <SelectField name="pricing.negotiable" label="Negotiable" options={OPTIONS.yesNo} />
            </>
          ) : (
            <>
              <TextField name="pricing.expectedPrice" label="Expected price (lakhs)" type="number" required />
              <TextField name="pricing.pricePerSqft" label="Price per sq ft" />
              <TextField name="pricing.bookingAmount" label="Booking amount" />
              <SelectField name="pricing.negotiable" label="Negotiable" options={OPTIONS.yesNo} />
              <SelectField name="pricing.availability" label="Availability" options={OPTIONS.availability} />
              <TextField name="pricing.vacantDate" label="Vacant date" />
              <SelectField name="pricing.preferredTime" label="Preferred time" options={OPTIONS.preferredTime} />
            </>
          )}
        </Group>
        <Group title="Legal">
          <SelectField name="legal.hasDocuments" label="Legal documents" options={OPTIONS.yesNo} />
          <SelectField name="legal.ownershipType" label="Ownership" options={OPTIONS.ownership} />
          <TextField name="legal.reraNumber" label="RERA registration number" />
        </Group>
        <Group title="Features">
          <CheckboxGroup
            className="sm:col-span-2"
            legend="Amenities"
            options={OPTIONS.amenities}
            registration={form.register('features.amenities')}
          />
          <CheckboxGroup
            className="sm:col-span-2"
            legend="Nearby facilities"
            options={OPTIONS.nearby}
            registration={form.register('features.nearbyFacilities')}
          />
          <TextAreaField name="comments" label="Comments" />
        </Group>
        <FormActions className="border-t border-slate-200 pt-4" onCancel={onDone} saving={update.isPending} submitLabel="Save Changes" />
      </form>
    </FormProvider>
  );
}

export function PropertyEditDialog({ listing, onClose }: { listing: Listing | null; onClose: () => void }) {
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => !open && onClose()} title="Edit Property Details" wide>
      {/* Keyed by listing so the form starts from that listing's stored values. */}
      {listing && <EditForm key={listing._id} listing={listing} onDone={onClose} />}
    </Dialog>
  );
}
