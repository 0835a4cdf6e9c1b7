import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@ncr/shared/schemas/alerts';
import { useQueryClient } from '@tanstack/react-query';
import { BellRing, Pencil, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { Field, Input, Select } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { deleteSavedSearch } from '../api/delete-saved-search';
import { markSavedSearchSeen } from '../api/mark-saved-search-seen';
import { SAVED_SEARCHES_KEY, useSavedSearches } from '../api/saved-searches';
import { updateSavedSearch } from '../api/update-saved-search';
import { describeFilters } from './describe-filters';

const failed = (error: unknown) =>
  toast.error('Could not update the saved search', { description: error instanceof ApiError ? error.message : undefined });

/** The buyer's saved searches: open (and reset the new count), rename, pause or resume, delete. */
export function SavedSearches() {
  const { data, isPending, isError } = useSavedSearches();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });

  const change = async (search: SavedSearch, patch: { name?: string; frequency?: SavedSearchFrequency }) => {
    try {
      await updateSavedSearch(search._id, { name: search.name, filters: search.filters, frequency: search.frequency, ...patch });
      await refresh();
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };
  const open = async (search: SavedSearch) => {
    await markSavedSearchSeen(search._id).catch(() => undefined);
    const params = new URLSearchParams(search.filters).toString();
    navigate(params ? `/property?${params}` : '/property');
  };

  if (isPending) return <p className="py-8 text-center text-sm text-slate-600">Loading saved searches...</p>;
  if (isError)
    return (
      <p role="alert" className="py-8 text-center text-sm font-medium text-red-700">
        Could not load your saved searches.
      </p>
    );
  if (data.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
        <BellRing className="mx-auto h-10 w-10 text-slate-500" aria-hidden />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">No saved searches yet</h2>
        <p className="mt-1 text-sm text-slate-600">Search for properties and choose "Save search" to hear about new matches.</p>
        <Link to="/property" className={buttonClasses('primary', 'md', 'mt-4')}>
          Search properties
        </Link>
      </div>
    );

  return (
    <section aria-labelledby="saved-heading">
      <h2 id="saved-heading" className="sr-only">
        Saved searches
      </h2>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
        {data.map((search) => {
          const filters = describeFilters(search.filters);
          return (
            <li key={search._id} className="flex flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
                  {search.name}
                  {search.newCount > 0 && (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      {search.newCount} new
                    </span>
                  )}
                </p>
                <p className="mt-0.5 text-xs text-slate-600">{filters.length > 0 ? filters.join(', ') : 'All properties'}</p>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                <Field label={`Alerts for ${search.name}`} className="w-40 [&_label]:sr-only">
                  {(ids) => (
                    <Select
                      {...ids}
                      value={search.frequency}
                      onChange={(event) => void change(search, { frequency: event.target.value as SavedSearchFrequency })}
                    >
                      {SAVED_SEARCH_FREQUENCIES.map((f) => (
                        <option key={f} value={f}>
                          {SAVED_SEARCH_FREQUENCY_LABELS[f]}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Button variant="secondary" size="sm" onClick={() => void open(search)} aria-label={`Open ${search.name}`}>
                  <Search className="h-4 w-4" aria-hidden />
                  Open
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setRenaming(search)} aria-label={`Rename ${search.name}`}>
                  <Pencil className="h-4 w-4" aria-hidden />
                  Rename
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(search)} aria-label={`Delete ${search.name}`}>
                  <Trash2 className="h-4 w-4" aria-hidden />
                  Delete
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {renaming && <RenameDialog search={renaming} onClose={() => setRenaming(null)} onSave={(name) => change(renaming, { name })} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(value) => !value && setDeleting(null)}
        title="Delete saved search"
        message={`Delete "${deleting?.name ?? ''}"? You will get no more alerts for it.`}
        busy={busy}
        onConfirm={async () => {
          if (!deleting) return;
          setBusy(true);
          try {
            await deleteSavedSearch(deleting._id);
            await refresh();
            setDeleting(null);
          } catch (error) {
            failed(error);
          } finally {
            setBusy(false);
          }
        }}
      />
    </section>
  );
}

function RenameDialog({
  search,
  onClose,
  onSave,
}: {
  search: SavedSearch;
  onClose: () => void;
  onSave: (name: string) => Promise<boolean>;
}) {
  const [name, setName] = useState(search.name);
  const trimmed = name.trim();
  const error = trimmed === '' ? 'Give the search a name' : trimmed.length > 80 ? 'Use at most 80 characters' : undefined;
  return (
    <Dialog
      open
      onOpenChange={(value) => !value && onClose()}
      title="Rename saved search"
      footer={
        <Button type="submit" form="rename-search-form" disabled={error !== undefined}>
          Save
        </Button>
      }
    >
      <form
        id="rename-search-form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!error && (await onSave(trimmed))) onClose();
        }}
      >
        <Field label="Name" error={error} required>
          {(ids) => <Input {...ids} value={name} onChange={(event) => setName(event.target.value)} />}
        </Field>
      </form>
    </Dialog>
  );
}
