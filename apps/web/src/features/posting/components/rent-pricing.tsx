import { TENANTS_PREFERRED, TENANTS_PREFERRED_LABELS } from '@ncr/shared/enums';
import { formatRentPerSqft } from '@ncr/shared/format';
import { optionsOf, PROPERTY_OPTIONS } from '@ncr/shared/labels';
import type { PropertyData } from '@ncr/shared/schemas/property';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/form-fields';
import type { PropertyFormValues } from './form-values';
import { Section } from './section';

type Form = UseFormReturn<PropertyFormValues, unknown, PropertyData>;

const TENANT_OPTIONS = optionsOf(TENANTS_PREFERRED, TENANTS_PREFERRED_LABELS);

/**
 * A rental's pricing (issue 60), in rupees as Delhi NCR rentals are quoted: rent a month, security
 * deposit, maintenance a month when the tenant pays it on top, the day it can be moved into and
 * whom it is let to. No expected price or booking amount: a rental is not sold.
 */
export function RentPricing({ form, rentPerSqft }: { form: Form; rentPerSqft: number | undefined }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <Section title="Rent">
      <TextField
        label="Monthly Rent (₹)"
        required
        inputMode="numeric"
        placeholder="e.g. 32000"
        registration={register('pricing.monthlyRent')}
        error={errors.pricing?.monthlyRent?.message}
      />
      <div className="space-y-1">
        <label htmlFor="rent-per-sqft" className="block text-sm font-medium text-slate-800">
          Rent per Sq Ft
        </label>
        <output id="rent-per-sqft" aria-live="polite" className="block py-2 text-base font-semibold text-brand-800">
          {rentPerSqft === undefined ? '—' : formatRentPerSqft(rentPerSqft)}
        </output>
        <p className="text-xs text-slate-600">From the rent and the area</p>
      </div>
      <TextField
        label="Security Deposit (₹)"
        required
        inputMode="numeric"
        placeholder="e.g. 64000"
        hint="0 if there is none"
        registration={register('pricing.securityDeposit')}
        error={errors.pricing?.securityDeposit?.message}
      />
      <TextField
        label="Maintenance a Month (₹)"
        inputMode="numeric"
        hint="Leave empty when it is included in the rent"
        registration={register('pricing.maintenance')}
        error={errors.pricing?.maintenance?.message}
      />
      <TextField
        label="Available From"
        required
        type="date"
        registration={register('pricing.availableFrom')}
        error={errors.pricing?.availableFrom?.message}
      />
      <SelectField
        label="Tenants Preferred"
        required
        options={TENANT_OPTIONS}
        registration={register('pricing.tenantsPreferred')}
        error={errors.pricing?.tenantsPreferred?.message}
      />
      <SelectField
        label="Rent Negotiable"
        options={PROPERTY_OPTIONS.yesNo}
        registration={register('pricing.negotiable')}
        error={errors.pricing?.negotiable?.message}
      />
    </Section>
  );
}
