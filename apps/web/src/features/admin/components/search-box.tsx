import { ADMIN_SEARCH_MAX } from '@ncr/shared/schemas/admin';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/field';
import { cn } from '@/lib/cn';

interface SearchBoxProps {
  id: string;
  /** The search kept in the address (?q=). */
  value: string;
  /** Runs the search (a moment after typing stops, or at once on Enter). */
  onSearch: (q: string) => void;
  placeholder: string;
  label?: string;
  /** What the search covers, read out after the label ("Searches name, phone and e-mail"). */
  hint?: string;
  className?: string;
}

/**
 * The search box of an admin list. The search runs on the server a moment after typing stops and
 * is kept in the address, so Back, reload and a shared link keep it; Back and Forward bring an
 * earlier search back into the box (but never undo what is being typed).
 */
export function SearchBox({ id, value, onSearch, placeholder, label = 'Search', hint, className }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  const sent = useRef(value);

  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const timer = setTimeout(() => {
      sent.current = q;
      search.current(q);
    }, 350);
    return () => clearTimeout(timer);
  }, [text, value]);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          maxLength={ADMIN_SEARCH_MAX}
          aria-describedby={hint ? `${id}-hint` : undefined}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              const q = text.trim();
              sent.current = q;
              if (q !== value) search.current(q);
            }
          }}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="sr-only">
          {hint}
        </p>
      )}
    </div>
  );
}
