import { ALL_FILTER } from '@ncr/shared/constants';
import { BHK, PROPERTY_TYPE_LABELS } from '@ncr/shared/enums';
import { RotateCcw, Search } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { withChanges } from '@/lib/query-changes';
import { typedChanges } from '@/lib/typed-query';
import { useEarlyInput } from '@/lib/use-early-input';
import { useFocusCarry } from '@/lib/use-focus-carry';
import { useHydrated } from '@/lib/use-hydrated';
import { PurposeSwitch } from './purpose-switch';
import { budgetPairOf, enumeratedChoices } from './search-choices';
import {
  EMPTY_FILTERS,
  FALLBACK_OPTIONS,
  FILTER_KEYS,
  type FilterKey,
  filtersFromParams,
  filtersToQuery,
  type SearchFilters,
  type SearchOptions,
  useSearchOptions,
  withPurpose,
} from './search-filters';

const PlaceCombobox = lazy(() => import('@/components/place-combobox').then((m) => ({ default: m.PlaceCombobox })));
const PLACEHOLDER = 'e.g. Gurgaon, Sector 62, Green Meadows';

type Choice = { value: string; label: string };
/** Keeps a value chosen in the URL selectable even when the options do not list it. */
const withCurrent = (choices: Choice[], current: string, label = current): Choice[] =>
  current === ALL_FILTER || choices.some((c) => c.value === current) ? choices : [...choices, { value: current, label }];

interface BarSelect {
  key: FilterKey;
  label: string;
  choices: Choice[];
  /** The first option's label: 'All' for a list, 'No min' / 'No max' for a bound. */
  anyLabel?: string;
}

/** A sale's budget: the ranges the options call names, in lakhs. */
function budgetSelect(options: SearchOptions, draft: SearchFilters): BarSelect {
  return {
    key: 'budget',
    label: 'Budget',
    choices: withCurrent(
      options.budgets.map((b) => ({ value: b, label: options.budgetLabels[b] ?? b })),
      draft.budget,
      `₹${draft.budget.replace('-', ' - ')} L`,
    ),
  };
}

/** A rental's rent a month, min and max, from the rent dimension's choices (₹5,000 … ₹2,00,000+). */
function rentSelects(draft: SearchFilters): BarSelect[] {
  const pair = budgetPairOf(true);
  const side = (key: 'minRent' | 'maxRent', which: 'min' | 'max', label: string): BarSelect => ({
    key,
    label,
    anyLabel: which === 'min' ? 'No min' : 'No max',
    choices: withCurrent(
      pair.choices.map((v) => ({ value: String(v), label: pair.labelOf(v, which) })),
      draft[key],
      Number(draft[key]) > 0 ? pair.labelOf(Number(draft[key]), which) : draft[key],
    ),
  });
  return [side('minRent', 'min', pair.minLabel), side('maxRent', 'max', pair.maxLabel)];
}

interface SearchBarProps {
  /** The search the bar starts from; it follows when this changes (back and forward). */
  value: SearchFilters;
  /** The search asked for, as /property's query: the selects, and what the words typed say (BHK, a budget, Rent). */
  onSearch: (query: Record<string, string>) => void;
  /** Resets every filter; the caller runs the empty search. */
  onClear?: () => void;
  /** The home page shows location, type, budget and text only. */
  compact?: boolean;
  className?: string;
}

export function SearchBar({ value, onSearch, onClear, compact = false, className }: SearchBarProps) {
  const [draft, setDraft] = useState<SearchFilters>(value);
  const [problem, setProblem] = useState<string>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const titleRef = useFocusCarry();
  const options = useSearchOptions().data ?? FALLBACK_OPTIONS;
  // The URL is the source of truth: a new search there (back/forward, a link) resets the draft.
  const [searched, setSearched] = useState(value);
  if (value !== searched) {
    setSearched(value);
    setDraft(value);
  }
  // What was typed or chosen before the page came alive stays, as the plain form would send it.
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, (fields) => {
    const early = filtersFromParams(fields);
    if (FILTER_KEYS.some((key) => early[key] !== draft[key])) setDraft(early);
  });

  const rent = draft.purpose === 'rent';
  const set = (key: FilterKey) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = filtersToQuery({ ...draft, title: '' });
    const read = typedChanges(draft.title, chosen);
    setProblem(read.ok ? undefined : read.message);
    if (read.ok) onSearch(withChanges(chosen, read.changes));
  };
  const clear = () => {
    setDraft(EMPTY_FILTERS);
    onClear?.();
  };

  const selects: BarSelect[] = [
    {
      key: 'location',
      label: 'Location',
      choices: withCurrent(
        options.locations.map((c) => ({ value: c, label: c })),
        draft.location,
      ),
    },
    {
      key: 'propertyType',
      label: 'Property Type',
      choices: withCurrent(
        options.propertyTypes.map((t) => ({ value: t, label: PROPERTY_TYPE_LABELS[t as keyof typeof PROPERTY_TYPE_LABELS] ?? t })),
        draft.propertyType,
      ),
    },
    ...(rent ? rentSelects(draft) : [budgetSelect(options, draft)]),
  ];
  if (!compact) {
    selects.push(
      {
        key: 'bhk',
        label: 'BHK',
        choices: withCurrent(
          BHK.map((b) => ({ value: b, label: `${b} BHK` })),
          draft.bhk,
        ),
      },
      { key: 'furnishing', label: 'Furnishing', choices: withCurrent(enumeratedChoices('furnishing'), draft.furnishing) },
      { key: 'availability', label: 'Availability', choices: withCurrent(enumeratedChoices('availability'), draft.availability) },
    );
  }

  return (
    <search aria-label="Property search" className={cn('block rounded-lg border border-slate-200 bg-white p-4 shadow-sm', className)}>
      {/* A real GET form: without JavaScript it opens /property with the filters in the query. */}
      <form ref={form} method="get" action="/property" onSubmit={submit}>
        <PurposeSwitch
          value={rent ? 'rent' : 'sale'}
          onChange={(purpose) => setDraft((d) => withPurpose(d, purpose))}
          name="purpose"
          className="mb-3 w-full max-w-56"
        />
        <div
          className={cn(
            'grid grid-cols-2 gap-3',
            compact
              ? rent
                ? 'lg:grid-cols-4'
                : 'lg:grid-cols-3'
              : rent
                ? 'lg:grid-cols-4 xl:grid-cols-7'
                : 'lg:grid-cols-3 xl:grid-cols-6',
          )}
        >
          {selects.map((s) => (
            <Field key={s.key} label={s.label}>
              {(ids) => (
                <Select {...ids} name={s.key} value={draft[s.key]} onChange={set(s.key)}>
                  <option value={ALL_FILTER}>{s.anyLabel ?? 'All'}</option>
                  {s.choices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ))}
        </div>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label="Search by title or address" className="flex-1" error={problem}>
            {(ids) => {
              // A plain box until the page is live; the suggestions' code loads after, off the first paint.
              // Each box in turn passes the focus and caret on to the next (useFocusCarry).
              const plain = (
                <Input
                  {...ids}
                  ref={titleRef}
                  name="title"
                  value={draft.title}
                  onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
                  placeholder={PLACEHOLDER}
                />
              );
              if (!hydrated) return plain;
              return (
                <Suspense fallback={plain}>
                  <PlaceCombobox
                    id={ids.id}
                    inputRef={titleRef}
                    describedBy={ids['aria-describedby']}
                    value={draft.title}
                    onChange={(title) => setDraft((d) => ({ ...d, title }))}
                    purpose={draft.purpose === 'rent' ? 'rent' : 'sale'}
                    // A place picked from the suggestions is searched at once, with the bar's other filters.
                    onPick={(suggestion) =>
                      navigate(`/property?${new URLSearchParams({ ...filtersToQuery({ ...draft, title: '' }), ...suggestion.params })}`)
                    }
                    placeholder={PLACEHOLDER}
                  />
                </Suspense>
              );
            }}
          </Field>
          <div className="flex gap-2">
            <Button type="submit" className="flex-1 sm:flex-none">
              <Search className="h-4 w-4" aria-hidden />
              Search
            </Button>
            {onClear && (
              <Button type="button" variant="secondary" onClick={clear} className="flex-1 sm:flex-none">
                <RotateCcw className="h-4 w-4" aria-hidden />
                Clear
              </Button>
            )}
          </div>
        </div>
      </form>
    </search>
  );
}
