import type { PropertyData } from '@ncr/shared/schemas/property';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxGroup, Section, SelectField, TextAreaField } from './form-fields';
import type { PropertyFormValues } from './form-values';
import { OPTIONS } from './options';

type Form = UseFormReturn<PropertyFormValues, unknown, PropertyData>;

/** Step 2: legal, media, features and comments (the consent boxes follow in the wizard). */
export function StepTwo({ form, media }: { form: Form; media: ReactNode }) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <div className="space-y-6">
      <Section title="Legal Information">
        <SelectField
          label="Legal Documents Available"
          options={OPTIONS.yesNo}
          registration={register('legal.hasDocuments')}
          error={errors.legal?.hasDocuments?.message}
        />
        <SelectField
          label="Ownership Type"
          options={OPTIONS.ownership}
          registration={register('legal.ownershipType')}
          error={errors.legal?.ownershipType?.message}
        />
      </Section>

      <Section title="Photos and Videos">{media}</Section>

      <Section title="Features">
        <div className="sm:col-span-2 lg:col-span-3 space-y-4">
          <CheckboxGroup legend="Amenities" options={OPTIONS.amenities} registration={register('features.amenities')} />
          <CheckboxGroup legend="Nearby Facilities" options={OPTIONS.nearby} registration={register('features.nearbyFacilities')} />
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
