import { SlidersHorizontal } from 'lucide-react';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { Button } from '@/components/ui/button';

/** How many filters a search sets (the order of results is not a filter). */
export const activeFilterCount = (query: Record<string, string>) => Object.keys(query).filter((key) => key !== 'sort').length;

/** The phones' 'Filters' button, with the number of filters set. */
export const FiltersButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { active: number }>(
  function FiltersButton({ active, ...props }, ref) {
    return (
      <Button ref={ref} variant="secondary" className="flex-1" {...props}>
        <SlidersHorizontal className="h-4 w-4" aria-hidden />
        Filters{active > 0 && ` (${active})`}
      </Button>
    );
  },
);

/** The button before the sheet's code has loaded: the same place and label, not yet usable. */
export function FiltersButtonStandIn({ active }: { active: number }) {
  return <FiltersButton active={active} disabled />;
}
