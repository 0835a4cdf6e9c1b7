import { SEARCH_SORT_LABELS, SEARCH_SORTS } from '@ncr/shared/search';
import { useId } from 'react';
import { Select } from '@/components/ui/field';
import { cn } from '@/lib/cn';

interface SortSelectProps {
  value: string | undefined;
  onChange: (sort: string | undefined) => void;
  className?: string;
}

/**
 * The order of the results; newest first unless the URL says otherwise. The label sits above the
 * select on phones (every sort label is shown whole at 360 px) and beside it from 640 px.
 */
export function SortSelect({ value, onChange, className }: SortSelectProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2', className)}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-800">
        Sort by
      </label>
      <Select
        id={id}
        className="min-w-0 sm:flex-1"
        value={value ?? 'newest'}
        onChange={(e) => onChange(e.target.value === 'newest' ? undefined : e.target.value)}
      >
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SEARCH_SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </div>
  );
}
