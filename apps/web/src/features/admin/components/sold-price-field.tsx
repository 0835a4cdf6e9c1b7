import type { InputHTMLAttributes } from 'react';
import { Field, Input } from '@/components/ui/field';

type SoldPriceFieldProps = { error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** The sold price in lakhs (spec §5): decimals allowed, never negative. Controlled or registered alike. */
export function SoldPriceField({ error, ...input }: SoldPriceFieldProps) {
  return (
    <Field label="Sold price (lakhs)" error={error} required>
      {(ids) => <Input {...ids} type="number" inputMode="decimal" step="any" min={0} {...input} />}
    </Field>
  );
}
