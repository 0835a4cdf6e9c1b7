import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import type { Option } from './options';

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
}: Common & { options: Option[]; placeholder?: string }) {
  return (
    <Field label={label} error={error} required={required} hint={hint} className={className}>
      {(ids) => (
        <Select {...ids} {...registration}>
          <option value="">{placeholder}</option>
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

export function TextAreaField({ label, registration, error, required, hint, className, rows = 4 }: Common & { rows?: number }) {
  return (
    <Field label={label} error={error} required={required} hint={hint} className={className}>
      {(ids) => <Textarea {...ids} rows={rows} {...registration} />}
    </Field>
  );
}

export function CheckboxGroup({
  legend,
  options,
  registration,
}: {
  legend: string;
  options: Option[];
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" value={option.value} className="h-4 w-4 accent-brand-700" {...registration} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A titled group of fields inside a wizard step. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}
