import { formatPricePerSqft } from '@ncr/shared/format';
import { PROPERTY_OPTIONS } from '@ncr/shared/labels';
import type { PropertyData } from '@ncr/shared/schemas/property';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/form-fields';
import type { PropertyFormValues } from './form-values';
import { Section } from './section';

type Form = UseFormReturn<PropertyFormValues, unknown, PropertyData>;

/** A sale's pricing (spec §3): expected price, its price per sq ft, booking amount and possession. */
export function SalePricing({ form, perSqft, isPlot }: { form: Form; perSqft: number | null; isPlot: boolean }) {
  const { register, watch } = form;
  const { errors } = form.formState;
  const occupied = watch('pricing.availability') === 'occupied';
  return (
    <Section title="Pricing">
      <TextField
        label="Expected Price (in Lakhs)"
        required
        inputMode="decimal"
        placeholder="e.g. 85"
        registration={register('pricing.expectedPrice')}
        error={errors.pricing?.expectedPrice?.message}
      />
      <div className="space-y-1">
        <label htmlFor="price-per-sqft" className="block text-sm font-medium text-slate-800">
          Price per Sq Ft
        </label>
        <output id="price-per-sqft" aria-live="polite" className="block py-2 text-base font-semibold text-brand-800">
          {perSqft === null ? '—' : `${formatPricePerSqft(perSqft)}`}
        </output>
        <p className="text-xs text-slate-600">From the price and the {isPlot ? 'plot size' : 'built-up area'}</p>
      </div>
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
  );
}
