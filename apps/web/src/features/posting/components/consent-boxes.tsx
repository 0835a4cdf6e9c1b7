import { TEXTS } from '@ncr/shared/texts';

export interface Consent {
  accurate: boolean;
  contact: boolean;
}

/** The two consents a new listing needs (spec §5 'Consent Required'). */
export function ConsentBoxes({ value, onChange, showError }: { value: Consent; onChange: (next: Consent) => void; showError: boolean }) {
  const missing = showError && !(value.accurate && value.contact);
  return (
    <fieldset
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-describedby={missing ? 'consent-error' : undefined}
    >
      <legend className="px-1 text-base font-semibold text-slate-900">Consent</legend>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
          checked={value.accurate}
          onChange={(e) => onChange({ ...value, accurate: e.target.checked })}
        />
        I confirm that the details and media are accurate and that I own this property or am authorised to sell it.
      </label>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
          checked={value.contact}
          onChange={(e) => onChange({ ...value, contact: e.target.checked })}
        />
        I agree to be contacted by NCR Urgent Sale and interested buyers about this listing, and to the listing being reviewed before it is
        published.
      </label>
      {missing && (
        <p id="consent-error" className="text-xs font-medium text-red-700">
          {TEXTS.postConsentBody}
        </p>
      )}
    </fieldset>
  );
}
