import {
  AMENITIES,
  AVAILABILITY,
  BHK,
  CITIES,
  FACING,
  FACING_LABELS,
  FURNISHING,
  NEARBY,
  OWNERSHIP,
  PREFERRED_TIME,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  YES_NO,
} from '@ncr/shared/enums';

export interface Option {
  value: string;
  label: string;
}

const titled = (value: string) => value.replace(/^./, (c) => c.toUpperCase());

// The stored values of spec §3 (post form) with the labels the form shows.
export const OPTIONS = {
  city: CITIES.map((value) => ({ value, label: value })),
  type: PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value] })),
  bhk: BHK.map((value) => ({ value, label: `${value} BHK` })),
  facing: FACING.map((value) => ({ value, label: FACING_LABELS[value] })),
  furnishing: [
    { value: FURNISHING[0], label: 'Unfurnished' },
    { value: FURNISHING[1], label: 'Semi-Furnished' },
    { value: FURNISHING[2], label: 'Fully Furnished' },
  ],
  availability: [
    { value: AVAILABILITY[0], label: 'Ready to Move' },
    { value: AVAILABILITY[1], label: 'Under Construction' },
    { value: AVAILABILITY[2], label: 'Occupied' },
  ],
  preferredTime: [
    { value: PREFERRED_TIME[0], label: 'Immediate' },
    { value: PREFERRED_TIME[1], label: 'Within 3 Months' },
    { value: PREFERRED_TIME[2], label: 'Flexible' },
  ],
  yesNo: YES_NO.map((value) => ({ value, label: titled(value) })),
  ownership: OWNERSHIP.map((value) => ({ value, label: titled(value) })),
  amenities: AMENITIES.map((value) => ({ value, label: value })),
  nearby: NEARBY.map((value) => ({ value, label: value })),
} satisfies Record<string, Option[]>;
