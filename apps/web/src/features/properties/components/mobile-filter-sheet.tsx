import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useFacets } from '../api/get-facets';
import { searchQuery } from '../api/search-properties';
import { propertiesFound, withChanges } from '../lib/search-url';
import { FilterControls } from './filter-controls';
import { activeFilterCount, FiltersButton } from './filters-button';

interface MobileFilterSheetProps {
  /** The search in the URL. */
  query: Record<string, string>;
  /** Runs the search (navigates). */
  onApply: (query: Record<string, string>) => void;
}

/**
 * Phones: the filters wait behind a 'Filters' button, so results start on the first screen. The
 * sheet edits a draft; its apply button shows how many listings the draft finds and runs it.
 */
export function MobileFilterSheet({ query, onApply }: MobileFilterSheetProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(query);
  const facets = useFacets(open ? draft : query);
  // The count on the apply button: asked only while the sheet is open, for the draft.
  const preview = useQuery({ ...searchQuery(draft, 1), enabled: open, placeholderData: keepPreviousData });
  const active = activeFilterCount(query);
  const found = preview.data ? propertiesFound(preview.data.total, preview.data.totalExact) : null;

  const openSheet = (next: boolean) => {
    // Each opening starts from the search on screen.
    if (next) setDraft(query);
    setOpen(next);
  };
  const apply = () => {
    onApply(draft);
    setOpen(false);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={openSheet}>
      <RadixDialog.Trigger asChild>
        <FiltersButton active={active} />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-xl bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <RadixDialog.Title className="text-lg font-semibold">Filters</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">Choose filters, then show the matching properties.</RadixDialog.Description>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close filters">
                <X className="h-5 w-5" aria-hidden />
              </Button>
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <FilterControls
              query={draft}
              onChange={(changes) => setDraft((d) => withChanges(d, changes))}
              facets={facets.data}
              withBarFields
            />
          </div>
          <div className="flex gap-2 border-t border-slate-200 px-4 py-3">
            {/* Clear all keeps the order and Buy or Rent: it empties the filters of the search shown. */}
            <Button
              variant="secondary"
              onClick={() =>
                setDraft({ ...(query.sort ? { sort: query.sort } : {}), ...(query.purpose ? { purpose: query.purpose } : {}) })
              }
            >
              Clear all
            </Button>
            <Button className="flex-1" onClick={apply} aria-live="polite">
              {found ? `Show ${found}` : 'Show properties'}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
