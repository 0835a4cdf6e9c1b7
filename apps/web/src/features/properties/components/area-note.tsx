/** Under a search narrowed to an area of the map: what narrowed it, and the way back to the whole search. */
export function AreaNote({ onClear }: { onClear: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      Showing the listings in the area searched on the map.
      <button type="button" className="font-medium text-brand-800 underline" onClick={onClear}>
        Search all of it again
      </button>
    </p>
  );
}
