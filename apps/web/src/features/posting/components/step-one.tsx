import { areaInSqft, listingArea, pricePerSqft } from '@ncr/shared/area';
import { rentPerSqftOf } from '@ncr/shared/format';
import { PROPERTY_OPTIONS } from '@ncr/shared/labels';
import { suggestListingTitle } from '@ncr/shared/listing-title';
import type { PropertyData } from '@ncr/shared/schemas/property';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PinPicker } from '@/components/map/pin-picker';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-fields';
import type { PropertyFormValues } from './form-values';
import { PurposeChoice } from './purpose-choice';
import { RentPricing } from './rent-pricing';
import { SalePricing } from './sale-pricing';
import { Section } from './section';

type Form = UseFormReturn<PropertyFormValues, unknown, PropertyData>;

/**
 * Step 1: sell or rent out, personal info, property details and pricing (spec §2, §5). The fields follow the
 * property type: a plot is asked no BHK, floors, built-up or carpet area, furnishing or baths
 * (they are sent as 'N/A'), a flat or shop no plot size. A title is suggested from what is
 * filled in, and the price per sq ft follows the price and area as they are typed.
 */
export function StepOne({ form }: { form: Form }) {
  const { register, watch, setValue } = form;
  const { errors } = form.formState;
  const type = watch('property.type');
  const isPlot = type === 'plot';
  const hasPlot = type === 'plot' || type === 'house';
  const rent = watch('purpose') === 'rent';
  const [bhk, locality, city, plotSize, builtUpArea, price, title, monthlyRent] = watch([
    'property.bhk',
    'property.locality',
    'seller.city',
    'property.plotSize',
    'property.builtUpArea',
    'pricing.expectedPrice',
    'property.title',
    'pricing.monthlyRent',
  ]);
  const suggestion = suggestListingTitle({ type, bhk, locality, city, plotSize });
  const area = listingArea({ type: type as never, area: '', plotSize: plotSize ?? '', builtUpArea: builtUpArea ?? '' });
  const perSqft = rent ? null : pricePerSqft(Number(price), area);
  const rentPerSqft = rent && area ? rentPerSqftOf(monthlyRent as string | number | undefined, areaInSqft(area)) : undefined;
  // The stored figure follows the price and area; the seller never types it. A rental's is
  // worked out by the server from its rent (the search's rent per sq ft).
  useEffect(() => {
    setValue('pricing.pricePerSqft', perSqft === null ? '' : String(Math.round(perSqft)));
  }, [perSqft, setValue]);

  return (
    <div className="space-y-6">
      <PurposeChoice value={rent ? 'rent' : 'sale'} onChange={(purpose) => setValue('purpose', purpose, { shouldDirty: true })} />
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
        {!isPlot && (
          <>
            <SelectField
              label="BHK"
              options={PROPERTY_OPTIONS.bhk}
              placeholder="Select"
              registration={register('property.bhk')}
              error={errors.property?.bhk?.message}
            />
            <TextField
              label="Bathrooms"
              inputMode="numeric"
              registration={register('property.baths')}
              error={errors.property?.baths?.message}
            />
          </>
        )}
        <TextField
          label="Address"
          required
          className="sm:col-span-2"
          autoComplete="street-address"
          registration={register('property.address')}
          error={errors.property?.address?.message}
        />
        <TextField label="Locality" required registration={register('property.locality')} error={errors.property?.locality?.message} />
        <PinPicker
          pin={form.watch('property.pin') ?? null}
          city={form.watch('seller.city') ?? ''}
          error={errors.property?.pin}
          onChange={(pin) => form.setValue('property.pin', pin, { shouldDirty: true, shouldValidate: true })}
        />
        <TextField
          label="Area (sq ft)"
          inputMode="decimal"
          registration={register('property.area')}
          error={errors.property?.area?.message}
        />
        {!isPlot && (
          <>
            <TextField
              label="Built-up Area (sq ft)"
              required
              inputMode="decimal"
              registration={register('property.builtUpArea')}
              error={errors.property?.builtUpArea?.message}
            />
            <TextField
              label="Carpet Area (sq ft)"
              required
              inputMode="decimal"
              registration={register('property.carpetArea')}
              error={errors.property?.carpetArea?.message}
            />
          </>
        )}
        {hasPlot && (
          <TextField
            label="Plot Size (sq yd)"
            required={isPlot}
            inputMode="decimal"
            registration={register('property.plotSize')}
            error={errors.property?.plotSize?.message}
          />
        )}
        {!isPlot && (
          <>
            <TextField
              label="Floor Number"
              required
              hint="0 for the ground floor"
              registration={register('property.floorNumber')}
              error={errors.property?.floorNumber?.message}
            />
            <TextField
              label="Total Floors"
              required
              inputMode="numeric"
              registration={register('property.totalFloors')}
              error={errors.property?.totalFloors?.message}
            />
          </>
        )}
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
        {!isPlot && (
          <SelectField
            label="Furnishing"
            options={PROPERTY_OPTIONS.furnishing}
            registration={register('property.furnishing')}
            error={errors.property?.furnishing?.message}
          />
        )}
        <div className="space-y-2 sm:col-span-2 lg:col-span-3">
          <TextField
            label="Listing Title"
            placeholder={suggestion || 'e.g. 3 BHK Flat in Sector 62, Noida'}
            registration={register('property.title')}
            error={errors.property?.title?.message}
          />
          {suggestion && suggestion !== title && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span>
                Suggested: <span className="font-medium text-slate-900">{suggestion}</span>
              </span>
              <button
                type="button"
                className="font-semibold text-brand-800 underline underline-offset-2"
                onClick={() => setValue('property.title', suggestion, { shouldDirty: true })}
              >
                Use this title
              </button>
            </p>
          )}
        </div>
        <TextAreaField
          label="Description"
          className="sm:col-span-2 lg:col-span-3"
          registration={register('property.description')}
          error={errors.property?.description?.message}
        />
      </Section>

      {rent ? <RentPricing form={form} rentPerSqft={rentPerSqft} /> : <SalePricing form={form} perSqft={perSqft} isPlot={isPlot} />}
    </div>
  );
}
