import type { ListingPurpose } from '@ncr/shared/enums';
import { PURPOSE_DIMENSION } from '@ncr/shared/search/dimensions';
import { SegmentedChoice } from '@/components/ui/segmented-choice';

const OPTIONS = PURPOSE_DIMENSION.values.map((value) => ({ value, label: PURPOSE_DIMENSION.labels[value] }));

interface PurposeSwitchProps {
  value: ListingPurpose;
  onChange: (purpose: ListingPurpose) => void;
  /** The radios' name in a plain GET form ('purpose'); left out where the choice applies at once. */
  name?: string;
  className?: string;
}

/**
 * Buy / Rent, as the portals open their search: a radio group (arrow keys move, the choice is
 * announced as checked), from the search's partition dimension so its values and labels are the
 * ones the filters take.
 */
export function PurposeSwitch({ value, onChange, name, className }: PurposeSwitchProps) {
  return (
    <SegmentedChoice
      legend="Buy or rent"
      hideLegend
      options={OPTIONS}
      value={value}
      onChange={onChange}
      name={name}
      className={className ?? 'w-full max-w-56'}
    />
  );
}
