import type { ListingPurpose } from '@ncr/shared/enums';
import { formatNumber } from '@ncr/shared/format';
import type { Suggestion } from '@ncr/shared/schemas/property';
import { useQuery } from '@tanstack/react-query';
import { Building2, MapPin, Search } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';

// The one search box (docs/decisions/0057): as a buyer types, it offers the cities (by any of their
// names), localities and societies that have listings, each with how many; picking one searches
// there, and Enter without a pick searches the words typed. A real text input named `title`, so
// the form still works without JavaScript. ARIA 1.2 combobox: arrows move, Enter picks, Escape closes.

const SUGGEST_AFTER_MS = 150;
const KIND_LABEL: Record<Suggestion['kind'], string> = { city: 'City', locality: 'Locality', society: 'Society' };

/** Waits until the text has stayed the same for a moment: one suggestion call per pause, not per key. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SUGGEST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

interface PlaceComboboxProps {
  /** The input's id (its label points at it). */
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen: its filters replace the place and words of the search. */
  onPick: (suggestion: Suggestion) => void;
  placeholder?: string;
  describedBy?: string;
  /** The search's purpose: suggestions count its listings (rentals for Rent). */
  purpose?: ListingPurpose;
  /** The text input's ref: the search bar's carries the focus over from the plain box it replaces. */
  inputRef?: Ref<HTMLInputElement>;
}

export function PlaceCombobox({ id, value, onChange, onPick, placeholder, describedBy, purpose = 'sale', inputRef }: PlaceComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useSettled(value.trim());
  const suggestions = useQuery({
    queryKey: ['suggest', purpose, typed.toLowerCase()],
    queryFn: ({ signal }) =>
      api<{ suggestions: Suggestion[] }>('/api/property/suggest', {
        query: purpose === 'rent' ? { q: typed, purpose } : { q: typed },
        signal,
      }),
    enabled: open && typed.length >= 2,
    staleTime: 60_000,
  });
  // Only for the text in the box: a list for what was typed a moment ago would mislead.
  const current = typed === value.trim();
  const list = open && current && typed.length >= 2 ? (suggestions.data?.suggestions ?? []) : [];
  const shown = list.length > 0;

  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    onPick(suggestion);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (list.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text itself: past either end the focus comes back to it.
      setActive((i) => {
        const next = i + step;
        return next < -1 ? list.length - 1 : next >= list.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && shown && active >= 0 && active < list.length) {
      event.preventDefault();
      pick(list[active] as Suggestion);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden />
      <input
        ref={inputRef}
        id={id}
        name="title"
        type="text"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 && active < list.length ? optionId(active) : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        maxLength={100}
        placeholder={placeholder}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        // A click on a suggestion lands before the input's blur closes the list.
        onBlur={() => setTimeout(() => setOpen(false), 120)}
        onKeyDown={onKeyDown}
        className="block h-10 w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500"
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!shown}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {list.map((suggestion, i) => (
          <div
            key={`${suggestion.kind}|${suggestion.label}`}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            // Mouse down, not click: it comes before the input loses focus.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(suggestion);
            }}
            onMouseEnter={() => setActive(i)}
            className={cn('flex cursor-pointer items-center gap-3 px-3 py-2 text-sm', i === active && 'bg-brand-50')}
          >
            {suggestion.kind === 'society' ? (
              <Building2 className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            ) : (
              <MapPin className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            )}
            <span className="min-w-0 flex-1 truncate text-slate-900">{suggestion.label}</span>
            <span className="shrink-0 text-xs text-slate-600">
              {KIND_LABEL[suggestion.kind]} · {formatNumber(suggestion.count)} {suggestion.count === 1 ? 'listing' : 'listings'}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
