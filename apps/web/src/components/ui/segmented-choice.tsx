import { useId } from 'react';
import { cn } from '@/lib/cn';

interface SegmentedChoiceProps<T extends string> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Hide the legend visually (it is still announced). */
  hideLegend?: boolean;
  /** The radios' name, when a plain form (no JavaScript) sends the choice; a private one otherwise. */
  name?: string;
  className?: string;
}

/** A radio group drawn as joined buttons: arrow keys move between options, as radios do. */
export function SegmentedChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
  hideLegend,
  name,
  className,
}: SegmentedChoiceProps<T>) {
  const ownName = useId();
  return (
    <fieldset className={className}>
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 text-sm font-medium text-slate-800'}>{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col rounded-md border border-slate-300 bg-slate-100 p-1">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name ?? ownName}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex h-9 cursor-pointer items-center justify-center rounded px-3 text-sm font-medium transition-colors',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
                value === option.value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
