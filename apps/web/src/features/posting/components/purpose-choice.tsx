import type { ListingPurpose } from '@ncr/shared/enums';
import { SegmentedChoice } from '@/components/ui/segmented-choice';

const OPTIONS: { value: ListingPurpose; label: string }[] = [
  { value: 'sale', label: 'Sell' },
  { value: 'rent', label: 'Rent out' },
];

/**
 * The wizard's first question: sell the property or rent it out (propertyData.purpose). It decides
 * the pricing asked: a sale's expected price, or a rental's rent, deposit and terms.
 */
export function PurposeChoice({ value, onChange }: { value: ListingPurpose; onChange: (purpose: ListingPurpose) => void }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <SegmentedChoice legend="What would you like to do?" options={OPTIONS} value={value} onChange={onChange} className="max-w-sm" />
    </div>
  );
}
