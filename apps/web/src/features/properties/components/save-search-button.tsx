import { zodResolver } from '@hookform/resolvers/zod';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_FREQUENCY_LABELS, savedSearchInputSchema } from '@ncr/shared/schemas/alerts';
import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { saveSearch } from '../api/save-search';
import { searchName } from '../lib/search-name';

const formSchema = savedSearchInputSchema.pick({ name: true, frequency: true });
type FormValues = z.infer<typeof formSchema>;
const FREQUENCY_OPTIONS = SAVED_SEARCH_FREQUENCIES.map((value) => ({ value, label: SAVED_SEARCH_FREQUENCY_LABELS[value] }));

/** "Save search" on /property: keeps the current filters under a name, with alerts instantly or daily. */
export function SaveSearchButton({ filters, label = 'Save search' }: { filters: Record<string, string>; label?: string }) {
  const [open, setOpen] = useState(false);
  // Named here, in this lazily loaded part, so the search page's first download does not carry it.
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), values: { name: searchName(filters), frequency: 'instant' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saveSearch({ ...values, filters });
      toast.success('Search saved', { description: 'You will hear about new matching listings.' });
      setOpen(false);
    } catch (error) {
      toast.error('Could not save the search', { description: error instanceof ApiError ? error.message : undefined });
    }
  });
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <BellPlus className="h-4 w-4" aria-hidden />
        {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Save this search"
        description="Get an alert when a new listing matches these filters."
        footer={
          <>
            <Link to="/buyer-dashboard?tab=saved" className={buttonClasses('ghost', 'md')}>
              My saved searches
            </Link>
            <Button type="submit" form="save-search-form" disabled={form.formState.isSubmitting}>
              Save
            </Button>
          </>
        }
      >
        <form id="save-search-form" onSubmit={onSubmit} className="space-y-4" noValidate>
          <TextField label="Name" required registration={form.register('name')} error={form.formState.errors.name?.message} />
          <SelectField
            label="Alerts"
            registration={form.register('frequency')}
            options={FREQUENCY_OPTIONS}
            placeholder={false}
            error={form.formState.errors.frequency?.message}
          />
        </form>
      </Dialog>
    </>
  );
}

/** A default name from the filters: "Noida · flat · 2 BHK", or "All properties". */
