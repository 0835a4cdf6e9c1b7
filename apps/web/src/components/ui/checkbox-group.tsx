import type { Option } from '@ncr/shared/labels';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';

interface CheckboxGroupProps {
  legend: string;
  options: readonly Option[];
  /** One registration for every box: react-hook-form collects the checked values in an array. */
  registration: UseFormRegisterReturn;
  error?: string;
  className?: string;
}

/** A multiple choice: a fieldset whose legend names the group, so screen readers announce it with each box. */
export function CheckboxGroup({ legend, options, registration, error, className }: CheckboxGroupProps) {
  const errorId = `${registration.name.replaceAll('.', '-')}-error`;
  return (
    <fieldset className={cn('space-y-2', className)} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" value={option.value} className="h-4 w-4 accent-brand-700" {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
