import { PROPERTY_OPTIONS } from '@ncr/shared/labels';
import { reraExampleFor } from '@ncr/shared/rera';
import type { PropertyData } from '@ncr/shared/schemas/property';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-fields';
import type { PropertyFormValues } from './form-values';
import { Section } from './section';

type Form = UseFormReturn<PropertyFormValues, unknown, PropertyData>;

/** Step 2: legal, media, features and comments (the consent boxes follow in the wizard). */
export function StepTwo({ form, media }: { form: Form; media: ReactNode }) {
  const { register, watch } = form;
  const { errors } = form.formState;
  // An under-construction sale is advertised with its project's RERA number (docs/decisions/0117).
  const reraNeeded = watch('purpose') !== 'rent' && watch('pricing.availability') === 'under-construction';
  const example = reraExampleFor(watch('seller.city') ?? '');
  return (
    <div className="space-y-6">
      <Section title="Legal Information">
        <SelectField
          label="Legal Documents Available"
          options={PROPERTY_OPTIONS.yesNo}
          registration={register('legal.hasDocuments')}
          error={errors.legal?.hasDocuments?.message}
        />
        <SelectField
          label="Ownership Type"
          options={PROPERTY_OPTIONS.ownership}
          registration={register('legal.ownershipType')}
          error={errors.legal?.ownershipType?.message}
        />
        <TextField
          label="RERA Registration Number"
          required={reraNeeded}
          autoComplete="off"
          maxLength={40}
          placeholder={example ? `e.g. ${example}` : undefined}
          hint={reraNeeded ? 'Required for an under-construction property' : "The project's registration, if it has one"}
          registration={register('legal.reraNumber')}
          error={errors.legal?.reraNumber?.message}
        />
      </Section>

      <Section title="Photos and Videos">{media}</Section>

      <Section title="Features">
        <div className="sm:col-span-2 lg:col-span-3 space-y-4">
          <CheckboxGroup legend="Amenities" options={PROPERTY_OPTIONS.amenities} registration={register('features.amenities')} />
          <CheckboxGroup
            legend="Nearby Facilities"
            options={PROPERTY_OPTIONS.nearby}
            registration={register('features.nearbyFacilities')}
          />
        </div>
      </Section>

      <Section title="Additional Comments">
        <TextAreaField
          label="Comments"
          className="sm:col-span-2 lg:col-span-3"
          hint="Anything a buyer should know: visiting hours, parking, pending dues"
          registration={register('comments')}
          error={errors.comments?.message}
        />
      </Section>
    </div>
  );
}
