// One readable label per stored value of the spec §3 enumerations. Forms store the values and every
// screen (post form, admin, buyer dashboard) shows them with these labels, so a value reads the same
// everywhere (docs/decisions/0004-one-value-set-per-field.md).
import {
  AMENITIES,
  AREA_UNIT_LABELS,
  AREA_UNITS,
  AVAILABILITY,
  BHK,
  CITIES,
  FACING,
  FACING_LABELS,
  FURNISHING,
  NEARBY,
  OWNERSHIP,
  type POSSESSION,
  PREFERRED_TIME,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PURPOSES,
  YES_NO,
} from './enums';

// These two stay in enums.ts, where the server and older imports read them; re-exported here so
// every label has one import.
export { FACING_LABELS, PROPERTY_TYPE_LABELS };

type Labels<Values extends readonly string[]> = Record<Values[number], string>;

export const FURNISHING_LABELS: Labels<typeof FURNISHING> = {
  unfurnished: 'Unfurnished',
  'semi-furnished': 'Semi-furnished',
  'fully-furnished': 'Fully furnished',
};
export const AVAILABILITY_LABELS: Labels<typeof AVAILABILITY> = {
  ready: 'Ready to move',
  'under-construction': 'Under construction',
  occupied: 'Occupied',
};
export const PREFERRED_TIME_LABELS: Labels<typeof PREFERRED_TIME> = {
  immediate: 'Immediate',
  'within-3-months': 'Within 3 months',
  flexible: 'Flexible',
};
export const YES_NO_LABELS: Labels<typeof YES_NO> = { yes: 'Yes', no: 'No' };
export const OWNERSHIP_LABELS: Labels<typeof OWNERSHIP> = { self: 'Self', joint: 'Joint', inherited: 'Inherited' };
export const PURPOSE_LABELS: Labels<typeof PURPOSES> = { buy: 'Buy', investment: 'Investment', 'own-use': 'Own use', rent: 'Rent' };
export const POSSESSION_LABELS: Labels<typeof POSSESSION> = {
  ready: 'Ready to move',
  '6months': 'Within 6 months',
  '1year': 'Within 1 year',
};
export const bhkLabel = (bhk: string): string => `${bhk} BHK`;

export interface Option {
  value: string;
  label: string;
}

/** Select/checkbox options of a value set; without labels a value is its own label (cities, amenities). */
export const optionsOf = <T extends string>(values: readonly T[], labels?: Record<T, string>): Option[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

/** The options of the post form's fields (spec §3), shared by the post form and the admin editor. */
export const PROPERTY_OPTIONS = {
  city: optionsOf(CITIES),
  type: optionsOf(PROPERTY_TYPES, PROPERTY_TYPE_LABELS),
  bhk: BHK.map((value) => ({ value, label: bhkLabel(value) })),
  areaUnit: optionsOf(AREA_UNITS, AREA_UNIT_LABELS),
  facing: optionsOf(FACING, FACING_LABELS),
  furnishing: optionsOf(FURNISHING, FURNISHING_LABELS),
  availability: optionsOf(AVAILABILITY, AVAILABILITY_LABELS),
  preferredTime: optionsOf(PREFERRED_TIME, PREFERRED_TIME_LABELS),
  yesNo: optionsOf(YES_NO, YES_NO_LABELS),
  ownership: optionsOf(OWNERSHIP, OWNERSHIP_LABELS),
  amenities: optionsOf(AMENITIES),
  nearby: optionsOf(NEARBY),
} satisfies Record<string, Option[]>;

/** The readable label of a stored value, or the value itself when it is not in the set. */
export function labelOf(options: Option[], value: string | undefined | null): string {
  if (!value) return '';
  return options.find((o) => o.value === value)?.label ?? value;
}
