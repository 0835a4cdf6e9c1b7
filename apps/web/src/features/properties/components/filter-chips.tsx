import { cn } from '@/lib/cn';
import { formatTotal } from '../lib/search-url';

export interface ChipOption {
  value: string;
  label: string;
  count?: number;
}

interface FilterChipsProps {
  label: string;
  options: ChipOption[];
  /** The chosen values, comma-separated, as the URL holds them. */
  selected: string | undefined;
  onToggle: (value: string) => void;
}

/** A group of toggle chips (several may be on), each with the number of listings it would find. */
export function FilterChips({ label, options, selected, onToggle }: FilterChipsProps) {
  const chosen = new Set((selected ?? '').split(',').filter(Boolean));
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = chosen.has(option.value);
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(option.value)}
              className={cn(
                'inline-flex h-9 items-center gap-1 rounded-full border px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700',
              )}
            >
              {option.label}
              {option.count !== undefined && <span className={on ? 'text-white' : 'text-slate-600'}>({formatTotal(option.count)})</span>}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
