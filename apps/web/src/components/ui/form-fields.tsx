import type { Option } from '@ncr/shared/labels';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input, Select, Textarea } from './field';

// Form controls wired to react-hook-form: a label, the registration and the field's error.
interface Common {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  hint?: string;
  className?: string;
}

export function TextField({
  label,
  registration,
  error,
  required,
  hint,
  className,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  return (
    <Field label={label} error={error} required={required} hint={hint} className={className}>
      {(ids) => <Input {...ids} {...input} {...registration} />}
    </Field>
  );
}

export function SelectField({
  label,
  registration,
  error,
  required,
  hint,
  className,
  options,
  placeholder = 'Select',
}: Common & {
  options: readonly Option[];
  /** The empty first choice; false when a value is always chosen (the select then has no empty option). */
  placeholder?: string | false;
}) {
  return (
    <Field label={label} error={error} required={required} hint={hint} className={className}>
      {(ids) => (
        <Select {...ids} {...registration}>
          {placeholder !== false && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function TextAreaField({
  label,
  registration,
  error,
  required,
  hint,
  className,
  rows = 4,
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>) {
  return (
    <Field label={label} error={error} required={required} hint={hint} className={className}>
      {(ids) => <Textarea {...ids} rows={rows} {...textarea} {...registration} />}
    </Field>
  );
}
