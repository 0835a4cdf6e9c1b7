import { PROPERTY_OPTIONS } from '@ncr/shared/labels';
import type { PropertyData } from '@ncr/shared/schemas/property';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-fields';
import type { PropertyFormValues } from './form-values';
import { Section } from './section';

type Form = UseFormReturn<PropertyFormValues, unknown, PropertyData>;

/** Step 1: personal info, property details and pricing (spec §2, §5). */
export function StepOne({ form }: { form: Form }) {
  const { register, watch } = form;
  const { errors } = form.formState;
  const isPlot = watch('property.type') === 'plot';
  const occupied = watch('pricing.availability') === 'occupied';
  // A plot has no BHK, floors, built-up or carpet area: disabled here and sent as 'N/A'.
  const plotOff = { disabled: isPlot };
  const na = isPlot ? 'N/A' : undefined;

  return (
    <div className="space-y-6">
      <Section title="Personal Information">
        <TextField
          label="Full Name"
          required
          autoComplete="name"
          registration={register('seller.fullName')}
          error={errors.seller?.fullName?.message}
        />
        <TextField
          label="Mobile Number"
          required
          type="tel"
          autoComplete="tel"
          registration={register('seller.mobileNumber')}
          error={errors.seller?.mobileNumber?.message}
        />
        <SelectField
          label="City"
          required
          options={PROPERTY_OPTIONS.city}
          registration={register('seller.city')}
          error={errors.seller?.city?.message}
        />
      </Section>

      <Section title="Property Details">
        <SelectField
          label="Property Type"
          required
          options={PROPERTY_OPTIONS.type}
          registration={register('property.type')}
          error={errors.property?.type?.message}
        />
        <SelectField
          label="BHK"
          options={PROPERTY_OPTIONS.bhk}
          placeholder={na ?? 'Select'}
          registration={register('property.bhk', plotOff)}
          error={errors.property?.bhk?.message}
        />
        <TextField
          label="Bathrooms"
          inputMode="numeric"
          registration={register('property.baths')}
          error={errors.property?.baths?.message}
        />
        <TextField
          label="Address"
          required
          className="sm:col-span-2"
          autoComplete="street-address"
          registration={register('property.address')}
          error={errors.property?.address?.message}
        />
        <TextField label="Locality" required registration={register('property.locality')} error={errors.property?.locality?.message} />
        <TextField
          label="Area (sq ft)"
          inputMode="decimal"
          registration={register('property.area')}
          error={errors.property?.area?.message}
        />
        <TextField
          label="Built-up Area (sq ft)"
          required={!isPlot}
          inputMode="decimal"
          placeholder={na}
          registration={register('property.builtUpArea', plotOff)}
          error={errors.property?.builtUpArea?.message}
        />
        <TextField
          label="Carpet Area (sq ft)"
          required={!isPlot}
          inputMode="decimal"
          placeholder={na}
          registration={register('property.carpetArea', plotOff)}
          error={errors.property?.carpetArea?.message}
        />
        <TextField
          label="Plot Size (sq yd)"
          required={isPlot}
          inputMode="decimal"
          registration={register('property.plotSize')}
          error={errors.property?.plotSize?.message}
        />
        <TextField
          label="Floor Number"
          required={!isPlot}
          placeholder={na}
          registration={register('property.floorNumber', plotOff)}
          error={errors.property?.floorNumber?.message}
        />
        <TextField
          label="Total Floors"
          required={!isPlot}
          inputMode="numeric"
          placeholder={na}
          registration={register('property.totalFloors', plotOff)}
          error={errors.property?.totalFloors?.message}
        />
        <TextField
          label="Property Age"
          required
          placeholder="e.g. 5 years"
          registration={register('property.age')}
          error={errors.property?.age?.message}
        />
        <SelectField
          label="Facing"
          options={PROPERTY_OPTIONS.facing}
          registration={register('property.facing')}
          error={errors.property?.facing?.message}
        />
        <SelectField
          label="Furnishing"
          options={PROPERTY_OPTIONS.furnishing}
          registration={register('property.furnishing')}
          error={errors.property?.furnishing?.message}
        />
        <TextField
          label="Listing Title"
          className="sm:col-span-2 lg:col-span-3"
          placeholder="e.g. 3 BHK Flat in Sector 62, Noida"
          registration={register('property.title')}
          error={errors.property?.title?.message}
        />
        <TextAreaField
          label="Description"
          className="sm:col-span-2 lg:col-span-3"
          registration={register('property.description')}
          error={errors.property?.description?.message}
        />
      </Section>

      <Section title="Pricing">
        <TextField
          label="Expected Price (in Lakhs)"
          required
          inputMode="decimal"
          placeholder="e.g. 85"
          registration={register('pricing.expectedPrice')}
          error={errors.pricing?.expectedPrice?.message}
        />
        <TextField
          label="Price per Sq Ft (₹)"
          inputMode="decimal"
          registration={register('pricing.pricePerSqft')}
          error={errors.pricing?.pricePerSqft?.message}
        />
        <TextField
          label="Booking Amount (₹)"
          inputMode="decimal"
          registration={register('pricing.bookingAmount')}
          error={errors.pricing?.bookingAmount?.message}
        />
        <SelectField
          label="Price Negotiable"
          options={PROPERTY_OPTIONS.yesNo}
          registration={register('pricing.negotiable')}
          error={errors.pricing?.negotiable?.message}
        />
        <SelectField
          label="Availability"
          options={PROPERTY_OPTIONS.availability}
          registration={register('pricing.availability')}
          error={errors.pricing?.availability?.message}
        />
        {occupied && (
          <TextField
            label="Vacant Date"
            required
            placeholder="e.g. 15 June 2026"
            hint="When the current occupant moves out"
            registration={register('pricing.vacantDate')}
            error={errors.pricing?.vacantDate?.message}
          />
        )}
        <SelectField
          label="Preferred Time to Sell"
          options={PROPERTY_OPTIONS.preferredTime}
          registration={register('pricing.preferredTime')}
          error={errors.pricing?.preferredTime?.message}
        />
      </Section>
    </div>
  );
}
