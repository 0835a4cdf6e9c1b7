import type { Option } from '@ncr/shared/labels';
import type { PropertyDataInput } from '@ncr/shared/schemas/property';
import { type FieldPath, get, useFormContext } from 'react-hook-form';
import { Field, Input, Select, Textarea } from '@/components/ui/field';

type Name = FieldPath<PropertyDataInput>;

function useFieldError(name: Name): string | undefined {
  const { formState } = useFormContext<PropertyDataInput>();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

export function TextField({ name, label, type = 'text', required }: { name: Name; label: string; type?: string; required?: boolean }) {
  const { register } = useFormContext<PropertyDataInput>();
  return (
    <Field label={label} error={useFieldError(name)} required={required}>
      {(ids) => (
        <Input
          {...ids}
          type={type}
          step={type === 'number' ? 'any' : undefined}
          {...register(name, type === 'number' ? { valueAsNumber: true } : {})}
        />
      )}
    </Field>
  );
}

export function TextAreaField({ name, label }: { name: Name; label: string }) {
  const { register } = useFormContext<PropertyDataInput>();
  return (
    <Field label={label} error={useFieldError(name)} className="sm:col-span-2">
      {(ids) => <Textarea {...ids} {...register(name)} />}
    </Field>
  );
}

/**
 * A select over a stored value set with readable labels. A stored value outside the set is kept
 * as an extra option, so opening and saving the form never silently replaces it.
 */
export function SelectField({ name, label, options, required }: { name: Name; label: string; options: Option[]; required?: boolean }) {
  const { register, formState } = useFormContext<PropertyDataInput>();
  const stored = get(formState.defaultValues, name) as string | undefined;
  const all = stored && !options.some((o) => o.value === stored) ? [...options, { value: stored, label: stored }] : options;
  return (
    <Field label={label} error={useFieldError(name)} required={required}>
      {(ids) => (
        <Select {...ids} {...register(name)}>
          <option value="">Not specified</option>
          {all.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
