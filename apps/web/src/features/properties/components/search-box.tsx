import type { Suggestion } from '@ncr/shared/schemas/property';
import { RotateCcw } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { PlaceCombobox } from '@/components/place-combobox';
import { Button } from '@/components/ui/button';
import { typedChanges } from '@/lib/typed-query';
import { useEarlyInput } from '@/lib/use-early-input';

interface SearchBoxProps {
  /** The search in the URL. */
  query: Record<string, string>;
  /** Replaces the place and words of the search (the other filters stay). */
  onSearch: (changes: Record<string, string | undefined>) => void;
  onClear: () => void;
}

/** What the box shows for a search: its words, else its locality, else its city. */
const textOf = (query: Record<string, string>) => query.title ?? query.locality ?? query.location ?? '';

/**
 * /property's one search box: a city, locality or society (suggested as the buyer types) or any
 * words. A typed city name ("Gurgaon") searches the city; BHK, type, Rent and a budget said in
 * words ("2 bhk flat under 80 lakh") set those filters; other text searches titles and addresses.
 */
export function SearchBox({ query, onSearch, onClear }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(textOf(query));
  const [problem, setProblem] = useState<string>();
  // The URL is the source of truth: back, forward and links show their own search.
  const [searched, setSearched] = useState(query);
  if (query !== searched) {
    setSearched(query);
    setText(textOf(query));
    setProblem(undefined);
  }
  // Words typed before the page came alive stay in the box.
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, (fields) => {
    const early = fields.get('title');
    if (early !== null && early !== text) setText(early);
  });

  const place = (changes: Record<string, string | undefined>) =>
    onSearch({ location: undefined, locality: undefined, title: undefined, ...changes });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    // The place shown, submitted again: the search stays as it is.
    if (typed === (query.locality ?? query.location)) return onSearch({});
    const read = typedChanges(typed, query);
    if (!read.ok) return setProblem(read.message);
    setProblem(undefined);
    onSearch(read.changes);
  };
  const pick = (suggestion: Suggestion) => place(suggestion.params);

  return (
    <search aria-label="Property search" className="block">
      {/* A real GET form: without JavaScript it searches the words typed. */}
      <form ref={form} action="/property" method="get" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        {/* A rental search stays one without JavaScript too. */}
        {query.purpose && <input type="hidden" name="purpose" value={query.purpose} />}
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            City, locality or society
          </label>
          <PlaceCombobox
            id={id}
            value={text}
            onChange={setText}
            onPick={pick}
            purpose={query.purpose === 'rent' ? 'rent' : 'sale'}
            placeholder="e.g. Gurgaon, Sector 62, Green Meadows"
            describedBy={problem ? `${id}-problem` : undefined}
          />
        </div>
        <Button type="submit">Search</Button>
        {/* Phones clear from the filter sheet ("Clear all"): the box stays one row. */}
        <span className="hidden sm:block">
          <Button type="button" variant="secondary" onClick={onClear}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            Clear
          </Button>
        </span>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="basis-full text-sm text-red-700">
            {problem}
          </p>
        )}
      </form>
    </search>
  );
}
