import { EMI_DEFAULTS, emiOf } from '@ncr/shared/emi';
import { formatNumber } from '@ncr/shared/format';
import { useState } from 'react';
import { Field, Input } from '@/components/ui/field';

const LAKH = 100_000;
const rupees = (value: number) => `₹${formatNumber(value)}`;
/** What a person types: '1,20', '8.5 %', ' 20 '. */
const numberIn = (text: string) => Number(text.replace(/[,\s%₹]/g, ''));

/**
 * Home-loan EMI for this listing: loan amount, interest rate and tenure, filled in as a buyer
 * expects (80% of the price, 8.5% a year, 20 years) and worked out as they type. A value that is
 * no loan shows a plain hint instead of a figure.
 */
export function EmiCalculator({ priceLakhs }: { priceLakhs: number }) {
  // In lakhs, as prices are quoted here.
  const [loan, setLoan] = useState(() => String(Math.round(priceLakhs * EMI_DEFAULTS.loanShare * 100) / 100));
  const [rate, setRate] = useState(String(EMI_DEFAULTS.ratePercent));
  const [years, setYears] = useState(String(EMI_DEFAULTS.years));
  const emi = emiOf(numberIn(loan) * LAKH, numberIn(rate), numberIn(years));
  return (
    <section aria-labelledby="emi-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="emi-heading" className="text-xl font-semibold text-slate-900">
        EMI calculator
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <Field label="Loan amount (₹ lakh)">
          {(ids) => <Input {...ids} inputMode="decimal" value={loan} onChange={(e) => setLoan(e.target.value)} />}
        </Field>
        <Field label="Interest rate (% a year)">
          {(ids) => <Input {...ids} inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />}
        </Field>
        <Field label="Tenure (years)">
          {(ids) => <Input {...ids} inputMode="numeric" value={years} onChange={(e) => setYears(e.target.value)} />}
        </Field>
      </div>
      <output aria-live="polite" className="mt-4 block" data-testid="emi">
        {emi ? (
          <>
            <span className="block text-2xl font-bold text-brand-800">{rupees(emi.monthly)} a month</span>
            <span className="block text-sm text-slate-700">
              Interest {rupees(emi.interest)} · total paid {rupees(emi.total)}
            </span>
          </>
        ) : (
          <span className="text-sm text-slate-700">Enter a loan amount, a rate up to 50% and a tenure up to 50 years.</span>
        )}
      </output>
      <p className="mt-2 text-xs text-slate-600">An estimate: your bank's rate and charges decide the final EMI.</p>
    </section>
  );
}
