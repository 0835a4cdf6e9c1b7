import {
  AVAILABILITY,
  BHK,
  CITIES,
  FACING,
  FACING_LABELS,
  FURNISHING,
  OWNERSHIP,
  PREFERRED_TIME,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  YES_NO,
} from '@ncr/shared/enums';
import { NOT_APPLICABLE } from '@ncr/shared/schemas/property';

// Readable labels for the stored value sets (docs/decisions/0004-one-value-set-per-field.md):
// the admin forms edit the post form's values and only show them nicely.
export interface Option {
  value: string;
  label: string;
}

const from = <T extends string>(values: readonly T[], labels: Record<T, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] }));

export const OPTIONS = {
  city: CITIES.map((c) => ({ value: c, label: c })),
  type: from(PROPERTY_TYPES, PROPERTY_TYPE_LABELS),
  bhk: [...BHK.map((b) => ({ value: b, label: `${b} BHK` })), { value: NOT_APPLICABLE, label: 'Not applicable (plot)' }],
  facing: from(FACING, FACING_LABELS),
  furnishing: from(FURNISHING, { unfurnished: 'Unfurnished', 'semi-furnished': 'Semi-furnished', 'fully-furnished': 'Fully furnished' }),
  availability: from(AVAILABILITY, { ready: 'Ready to move', 'under-construction': 'Under construction', occupied: 'Occupied' }),
  negotiable: from(YES_NO, { yes: 'Yes', no: 'No' }),
  preferredTime: from(PREFERRED_TIME, { immediate: 'Immediate', 'within-3-months': 'Within 3 months', flexible: 'Flexible' }),
  hasDocuments: from(YES_NO, { yes: 'Yes, available', no: 'No' }),
  ownershipType: from(OWNERSHIP, { self: 'Self', joint: 'Joint', inherited: 'Inherited' }),
} satisfies Record<string, Option[]>;

/** The readable label of a stored value, or the value itself when it is not in the set. */
export function labelOf(options: Option[], value: string | undefined | null): string {
  if (!value) return '';
  return options.find((o) => o.value === value)?.label ?? value;
}
