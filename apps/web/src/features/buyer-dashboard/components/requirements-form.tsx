import { zodResolver } from '@hookform/resolvers/zod';
import { BUYER_DASHBOARD } from '@ncr/shared/account-content';
import { BUYER_AMENITIES, BUYER_PROPERTY_TYPES, CITIES, POSSESSION, PURPOSES, YES_NO } from '@ncr/shared/enums';
import { optionsOf, POSSESSION_LABELS, PROPERTY_OPTIONS, PURPOSE_LABELS, YES_NO_LABELS } from '@ncr/shared/labels';
import { type BuyerRequirement, buyerRequirementSchema, isRentRequirement, NO_LOAN } from '@ncr/shared/schemas/buyer';
import { TEXTS } from '@ncr/shared/texts';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-fields';
import { ApiError } from '@/lib/api-client';
import { getSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSubmitRequirements } from '../api/submit-requirements';
import { budgetOptions } from './budget-options';
import type { RequirementFormValues } from './requirement-defaults';

const T = BUYER_DASHBOARD.form;
const L = T.labels;
// The form holds a consent checkbox (boolean); the schema accepts only `true`, with the spec's message.
const resolver = zodResolver(buyerRequirementSchema) as unknown as Resolver<RequirementFormValues, unknown, BuyerRequirement>;

const authFailed = () => toast.error(TEXTS.authError, { description: TEXTS.authErrorBody });

/** Spec §3 buyer requirement form, validated by the same schema as POST /api/buyer/submit. */
export function RequirementsForm({ defaults }: { defaults: RequirementFormValues }) {
  const submit = useSubmitRequirements();
  const form = useForm<RequirementFormValues, unknown, BuyerRequirement>({ resolver, defaultValues: defaults });
  const { errors } = form.formState;
  const homeLoan = form.watch('financing.homeLoan');
  // To rent, the budget is a rent a month in rupees and a home loan is not asked.
  const rent = isRentRequirement({ purpose: form.watch('purpose') });
  const budget = budgetOptions(rent, { min: L.budgetMin, max: L.budgetMax });

  const onValid = async (values: BuyerRequirement) => {
    if (!getSession()) return authFailed();
    // Awaited rather than given callbacks: a refused session ends the dashboard (its guard leaves
    // the page), and the person must still be told why.
    try {
      await submit.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return authFailed();
      return toast.error(TEXTS.submissionFailed, { description: TEXTS.requirementsFailedBody });
    }
    toast.success(TEXTS.requirementsSuccess, { description: TEXTS.requirementsSuccessBody });
    form.reset({ ...form.getValues(), consent: false });
  };
  const onInvalid = (invalid: FieldErrors<RequirementFormValues>) => {
    if (invalid.consent) toast.error(TEXTS.consentRequired, { description: TEXTS.buyerConsentBody });
  };

  const { register } = form;
  const yesNo = optionsOf(YES_NO, YES_NO_LABELS);
  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
      <p className="text-sm text-slate-600">{T.intro}</p>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{T.sections.about}</legend>
        <TextField label={L.name} required autoComplete="name" registration={register('name')} error={errors.name?.message} />
        <TextField label={L.email} type="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{T.sections.property}</legend>
        <CheckboxGroup
          className="sm:col-span-2"
          legend={L.propertyType}
          options={optionsOf(BUYER_PROPERTY_TYPES)}
          registration={register('propertyType')}
          error={errors.propertyType?.message}
        />
        <TextField
          label={L.location}
          required
          hint={T.locationHint}
          list="buyer-cities"
          autoComplete="address-level2"
          registration={register('location')}
          error={errors.location?.message}
        />
        <datalist id="buyer-cities">
          {CITIES.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
        <SelectField
          label={L.purpose}
          placeholder={false}
          options={optionsOf(PURPOSES, PURPOSE_LABELS)}
          registration={register('purpose', {
            // A budget in lakhs is no rent a month, nor the other way round: the pair starts again.
            onChange: (event) => {
              const toRent = event.target.value === 'rent';
              if (toRent === rent) return;
              form.setValue('budget', budgetOptions(toRent, { min: L.budgetMin, max: L.budgetMax }).defaults);
              if (toRent) form.setValue('financing', { homeLoan: 'no', preApproved: NO_LOAN });
            },
          })}
          error={errors.purpose?.message}
        />
        <SelectField
          label={L.bhk}
          placeholder={T.anyOption}
          options={PROPERTY_OPTIONS.bhk}
          registration={register('bhk')}
          error={errors.bhk?.message}
        />
        <TextField label={L.area} placeholder={T.placeholders.area} registration={register('area')} error={errors.area?.message} />
        <TextField label={L.floor} placeholder={T.placeholders.floor} registration={register('floor')} error={errors.floor?.message} />
        <SelectField
          label={L.possession}
          placeholder={false}
          options={optionsOf(POSSESSION, POSSESSION_LABELS)}
          registration={register('possession')}
          error={errors.possession?.message}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{T.sections.money}</legend>
        {/* Keyed by purpose: each list mounts with its own options, so the value shown is one of them. */}
        <SelectField
          key={rent ? 'rent-min' : 'buy-min'}
          label={budget.minLabel}
          placeholder={false}
          options={budget.min}
          registration={register('budget.min')}
          error={errors.budget?.min?.message}
        />
        <SelectField
          key={rent ? 'rent-max' : 'buy-max'}
          label={budget.maxLabel}
          placeholder={false}
          options={budget.max}
          registration={register('budget.max')}
          error={errors.budget?.max?.message}
        />
        {!rent && (
          <SelectField
            label={L.homeLoan}
            placeholder={false}
            options={yesNo}
            registration={register('financing.homeLoan', {
              // Pre-approval only means something with a loan; without one it is sent as 'n/a'.
              onChange: (event) => form.setValue('financing.preApproved', event.target.value === 'yes' ? 'no' : NO_LOAN),
            })}
            error={errors.financing?.homeLoan?.message}
          />
        )}
        {!rent && homeLoan === 'yes' && (
          <SelectField
            label={L.preApproved}
            placeholder={false}
            options={yesNo}
            registration={register('financing.preApproved')}
            error={errors.financing?.preApproved?.message}
          />
        )}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{T.sections.preferences}</legend>
        <SelectField
          label={L.parking}
          placeholder={false}
          options={yesNo}
          registration={register('preferences.parking')}
          error={errors.preferences?.parking?.message}
        />
        <SelectField
          label={L.gated}
          placeholder={false}
          options={yesNo}
          registration={register('preferences.gated')}
          error={errors.preferences?.gated?.message}
        />
        <SelectField
          label={L.facing}
          placeholder={T.anyOption}
          options={PROPERTY_OPTIONS.facing}
          registration={register('preferences.facing')}
          error={errors.preferences?.facing?.message}
        />
        <CheckboxGroup
          className="sm:col-span-2"
          legend={L.amenities}
          options={optionsOf(BUYER_AMENITIES)}
          registration={register('preferences.amenities')}
          error={errors.preferences?.amenities?.message}
        />
        <TextAreaField
          label={L.comments}
          className="sm:col-span-2"
          placeholder={T.placeholders.comments}
          registration={register('comments')}
          error={errors.comments?.message}
        />
      </fieldset>

      <div className="space-y-1">
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-brand-700"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
            {...form.register('consent')}
          />
          <span>
            {T.consentLabel} <span className="text-red-700">*</span>
          </span>
        </label>
        {errors.consent && (
          <p id="consent-error" className="text-xs font-medium text-red-700">
            {errors.consent.message}
          </p>
        )}
      </div>

      <Button type="submit" size="lg" disabled={submit.isPending}>
        {submit.isPending ? T.submitting : T.submit}
      </Button>
    </form>
  );
}
