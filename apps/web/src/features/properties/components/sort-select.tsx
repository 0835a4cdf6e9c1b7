import { SEARCH_SORT_LABELS, SEARCH_SORTS } from '@ncr/shared/search';
import { Field, Select } from '@/components/ui/field';

interface SortSelectProps {
  value: string | undefined;
  onChange: (sort: string | undefined) => void;
  className?: string;
}

/** The order of the results; newest first unless the URL says otherwise. */
export function SortSelect({ value, onChange, className }: SortSelectProps) {
  return (
    <Field label="Sort by" className={className}>
      {(ids) => (
        <Select {...ids} value={value ?? 'newest'} onChange={(e) => onChange(e.target.value === 'newest' ? undefined : e.target.value)}>
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SEARCH_SORT_LABELS[sort]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
