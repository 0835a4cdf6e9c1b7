import { zodResolver } from '@hookform/resolvers/zod';
import { BUYER_DASHBOARD } from '@ncr/shared/content';
import {
  BHK,
  BUDGET_MAX_OPTIONS,
  BUDGET_MIN_OPTIONS,
  BUYER_AMENITIES,
  BUYER_PROPERTY_TYPES,
  CITIES,
  FACING,
  FACING_LABELS,
  POSSESSION,
  PURPOSES,
  YES_NO,
} from '@ncr/shared/enums';
import { type BuyerRequirement, buyerRequirementSchema, NO_LOAN } from '@ncr/shared/schemas/buyer';
import { TEXTS } from '@ncr/shared/texts';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { getSession } from '@/lib/session';
import { useSubmitRequirements } from '../api/submit-requirements';
import { CheckboxGroup } from './checkbox-group';
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

  const onValid = (values: BuyerRequirement) => {
    if (!getSession()) return authFailed();
    submit.mutate(values, {
      onSuccess: () => {
        toast.success(TEXTS.requirementsSuccess, { description: TEXTS.requirementsSuccessBody });
        form.reset({ ...form.getValues(), consent: false });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return authFailed();
        toast.error(TEXTS.submissionFailed, { description: TEXTS.requirementsFailedBody });
      },
    });
  };
  const onInvalid = (invalid: FieldErrors<RequirementFormValues>) => {
    if (invalid.consent) toast.error(TEXTS.consentRequired, { description: TEXTS.buyerConsentBody });
  };

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
      <p className="text-sm text-slate-600">{T.intro}</p>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{T.sections.about}</legend>
        <Field label={L.name} required error={errors.name?.message}>
          {(ids) => <Input {...ids} autoComplete="name" {...form.register('name')} />}
        </Field>
        <Field label={L.email} error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{T.sections.property}</legend>
        <CheckboxGroup
          className="sm:col-span-2"
          legend={L.propertyType}
          options={BUYER_PROPERTY_TYPES.map((value) => ({ value, label: value }))}
          registration={form.register('propertyType')}
          error={errors.propertyType?.message}
        />
        <Field label={L.location} required error={errors.location?.message} hint={T.locationHint}>
          {(ids) => <Input {...ids} list="buyer-cities" autoComplete="address-level2" {...form.register('location')} />}
        </Field>
        <datalist id="buyer-cities">
          {CITIES.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
        <Field label={L.purpose} error={errors.purpose?.message}>
          {(ids) => (
            <Select {...ids} {...form.register('purpose')}>
              {PURPOSES.map((p) => (
                <option key={p} value={p}>
                  {T.purposeLabels[p]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={L.bhk} error={errors.bhk?.message}>
          {(ids) => (
            <Select {...ids} {...form.register('bhk')}>
              <option value="">{T.anyOption}</option>
              {BHK.map((b) => (
                <option key={b} value={b}>
                  {b} BHK
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={L.area} error={errors.area?.message}>
          {(ids) => <Input {...ids} placeholder={T.placeholders.area} {...form.register('area')} />}
        </Field>
        <Field label={L.floor} error={errors.floor?.message}>
          {(ids) => <Input {...ids} placeholder={T.placeholders.floor} {...form.register('floor')} />}
        </Field>
        <Field label={L.possession} error={errors.possession?.message}>
          {(ids) => (
            <Select {...ids} {...form.register('possession')}>
              {POSSESSION.map((p) => (
                <option key={p} value={p}>
                  {T.possessionLabels[p]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{T.sections.money}</legend>
        <Field label={L.budgetMin} error={errors.budget?.min?.message}>
          {(ids) => (
            <Select {...ids} {...form.register('budget.min')}>
              {BUDGET_MIN_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={L.budgetMax} error={errors.budget?.max?.message}>
          {(ids) => (
            <Select {...ids} {...form.register('budget.max')}>
              {BUDGET_MAX_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={L.homeLoan} error={errors.financing?.homeLoan?.message}>
          {(ids) => (
            <Select
              {...ids}
              {...form.register('financing.homeLoan', {
                // Pre-approval only means something with a loan; without one it is sent as 'n/a'.
                onChange: (event) => form.setValue('financing.preApproved', event.target.value === 'yes' ? 'no' : NO_LOAN),
              })}
            >
              {YES_NO.map((v) => (
                <option key={v} value={v}>
                  {T.yesNoLabels[v]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {homeLoan === 'yes' && (
          <Field label={L.preApproved} error={errors.financing?.preApproved?.message}>
            {(ids) => (
              <Select {...ids} {...form.register('financing.preApproved')}>
                {YES_NO.map((v) => (
                  <option key={v} value={v}>
                    {T.yesNoLabels[v]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{T.sections.preferences}</legend>
        <Field label={L.parking} error={errors.preferences?.parking?.message}>
          {(ids) => (
            <Select {...ids} {...form.register('preferences.parking')}>
              {YES_NO.map((v) => (
                <option key={v} value={v}>
                  {T.yesNoLabels[v]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={L.gated} error={errors.preferences?.gated?.message}>
          {(ids) => (
            <Select {...ids} {...form.register('preferences.gated')}>
              {YES_NO.map((v) => (
                <option key={v} value={v}>
                  {T.yesNoLabels[v]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={L.facing} error={errors.preferences?.facing?.message}>
          {(ids) => (
            <Select {...ids} {...form.register('preferences.facing')}>
              <option value="">{T.anyOption}</option>
              {FACING.map((f) => (
                <option key={f} value={f}>
                  {FACING_LABELS[f]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <CheckboxGroup
          className="sm:col-span-2"
          legend={L.amenities}
          options={BUYER_AMENITIES.map((value) => ({ value, label: value }))}
          registration={form.register('preferences.amenities')}
          error={errors.preferences?.amenities?.message}
        />
        <Field label={L.comments} error={errors.comments?.message} className="sm:col-span-2">
          {(ids) => <Textarea {...ids} placeholder={T.placeholders.comments} {...form.register('comments')} />}
        </Field>
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
