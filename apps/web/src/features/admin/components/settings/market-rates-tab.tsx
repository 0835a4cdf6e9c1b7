import { CITIES, type City } from '@ncr/shared/enums';
import { indianNumber } from '@ncr/shared/indian-format';
import { monthYear } from '@ncr/shared/insight-text';
import { MARKET_RATES_CSV_COLUMNS, marketRateInputSchema } from '@ncr/shared/schemas/market-rates';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useMarketRates } from '../../api/get-market-rates';
import { useImportMarketRates } from '../../api/import-market-rates';
import { useSaveMarketRate } from '../../api/save-market-rate';
import { LoadError } from '../load-error';
import { Table, Td } from '../table';
import { SettingsCard } from './settings-card';

const today = () => new Date().toISOString().slice(0, 10);
const EMPTY = { city: 'Noida' as City, locality: '', ratePerSqft: '', source: '', recordedOn: today() };

/**
 * Settings > Market rates (admin only, docs/decisions/0103): the rate per locality every listing's
 * "N% below market" figure and the minimum discount to publish compare with. A CSV import stores
 * every line or none; one rate can be added or replaced by hand.
 */
export function MarketRatesTab() {
  return (
    <div className="space-y-5">
      <ImportCard />
      <RateForm />
      <RatesTable />
    </div>
  );
}

function ImportCard() {
  const importRates = useImportMarketRates();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const inputId = useId();

  const onImport = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem('Choose a CSV file first.');
      return;
    }
    setProblem(undefined);
    importRates.mutate(await file.text(), {
      onSuccess: ({ imported }) => toast.success(`${imported} market ${imported === 1 ? 'rate' : 'rates'} imported`),
      onError: (e) => setProblem(e.message),
    });
  };

  return (
    <SettingsCard
      title="Import market rates"
      description={`A CSV file with the header ${MARKET_RATES_CSV_COLUMNS.join(',')} (rent columns rent_1bhk … rent_5plusbhk optional). A file with any bad line is refused whole, and nothing is stored.`}
    >
      <form onSubmit={onImport} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
            CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="block text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" disabled={importRates.isPending}>
          {importRates.isPending ? 'Importing...' : 'Import CSV'}
        </Button>
      </form>
      {problem && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
    </SettingsCard>
  );
}

function RateForm() {
  const save = useSaveMarketRate();
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState<{ field: string; message: string }>();
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const parsed = marketRateInputSchema.safeParse({
      ...draft,
      ratePerSqft: draft.ratePerSqft.trim() === '' ? Number.NaN : draft.ratePerSqft,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? 'Check the rate' });
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: (rate) => {
        toast.success(`Market rate saved for ${rate.locality}, ${rate.city}`);
        setDraft({ ...EMPTY, city: draft.city, source: draft.source, recordedOn: draft.recordedOn });
      },
      onError: (e) => toast.error('Failed to save the rate', { description: e.message }),
    });
  };

  return (
    <SettingsCard title="Add or replace a rate" description="A locality that already has a rate gets the new one.">
      <form onSubmit={onSave} className="grid gap-3 sm:grid-cols-2">
        <Field label="City" error={errorOf('city')}>
          {(ids) => (
            <Select {...ids} value={draft.city} onChange={(e) => setDraft({ ...draft, city: e.target.value as City })}>
              {CITIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Locality" error={errorOf('locality')}>
          {(ids) => (
            <Input
              {...ids}
              value={draft.locality}
              placeholder="Sector 62"
              onChange={(e) => setDraft({ ...draft, locality: e.target.value })}
            />
          )}
        </Field>
        <Field label="Rate (₹ per sq ft)" error={errorOf('ratePerSqft')}>
          {(ids) => (
            <Input
              {...ids}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              placeholder="9500"
              value={draft.ratePerSqft}
              onChange={(e) => setDraft({ ...draft, ratePerSqft: e.target.value })}
            />
          )}
        </Field>
        <Field label="Source" error={errorOf('source')}>
          {(ids) => (
            <Input
              {...ids}
              value={draft.source}
              placeholder="Registry data, March 2026"
              onChange={(e) => setDraft({ ...draft, source: e.target.value })}
            />
          )}
        </Field>
        <Field label="Recorded on" error={errorOf('recordedOn')}>
          {(ids) => (
            <Input {...ids} type="date" value={draft.recordedOn} onChange={(e) => setDraft({ ...draft, recordedOn: e.target.value })} />
          )}
        </Field>
        <div className="flex items-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save rate'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

function RatesTable() {
  const { data, isError, isPending } = useMarketRates();
  if (isError) return <LoadError message="Failed to load market rates" />;
  const rates = data?.rates ?? [];
  return (
    <section aria-label="Market rates" className="max-w-4xl">
      <Table
        caption="Market rates by locality"
        head={['City', 'Locality', '₹ per sq ft', 'Source', 'Recorded']}
        loading={isPending}
        empty={rates.length === 0 && 'No market rates yet: listings show no below-market figure until their locality has one.'}
        pinActions={false}
      >
        {rates.map((r) => (
          <tr key={`${r.city}|${r.locality}`}>
            <Td>{r.city}</Td>
            <Td>{r.locality}</Td>
            <Td>₹{indianNumber(r.ratePerSqft, 0)}</Td>
            <Td>{r.source}</Td>
            <Td>{monthYear(r.recordedOn)}</Td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
