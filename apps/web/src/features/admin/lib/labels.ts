import { PROPERTY_OPTIONS } from '@ncr/shared/labels';
import { NOT_APPLICABLE } from '@ncr/shared/schemas/property';

// The admin editor offers the post form's options (one label per stored value, @ncr/shared/labels),
// plus the 'N/A' a plot stores for BHK, so staff can see and keep it.
export const OPTIONS = {
  ...PROPERTY_OPTIONS,
  bhk: [...PROPERTY_OPTIONS.bhk, { value: NOT_APPLICABLE, label: 'Not applicable (plot)' }],
};
