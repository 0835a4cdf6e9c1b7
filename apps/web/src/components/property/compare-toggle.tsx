import { Scale } from 'lucide-react';
import { cn } from '@/lib/cn';
import { COMPARE_LIMIT, compareList, toggleCompare } from '@/lib/compare-store';
import { toast } from '@/lib/toast';

/** Adds a listing to the compare selection kept in this browser, or takes it out. */
export function CompareToggle({ id, title, className }: { id: string; title: string; className?: string }) {
  const selected = compareList.use().some((c) => c.id === id);
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={`Compare ${title}`}
      onClick={() => {
        if (!toggleCompare({ id, title })) toast.error(`You can compare up to ${COMPARE_LIMIT} properties. Remove one first.`);
      }}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-md border px-2.5 text-xs font-medium',
        selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
        className,
      )}
    >
      <Scale className="h-4 w-4" aria-hidden />
      {selected ? 'Comparing' : 'Compare'}
    </button>
  );
}
