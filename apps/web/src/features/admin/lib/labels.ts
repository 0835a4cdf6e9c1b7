import { LISTING_PURPOSES, TENANTS_PREFERRED, TENANTS_PREFERRED_LABELS } from '@ncr/shared/enums';
import { optionsOf, PROPERTY_OPTIONS } from '@ncr/shared/labels';
import { NOT_APPLICABLE } from '@ncr/shared/schemas/property';

// The admin editor offers the post form's options (one label per stored value, @ncr/shared/labels),
// plus the 'N/A' a plot stores for BHK, so staff can see and keep it.
export const OPTIONS = {
  ...PROPERTY_OPTIONS,
  bhk: [...PROPERTY_OPTIONS.bhk, { value: NOT_APPLICABLE, label: 'Not applicable (plot)' }],
  // A listing is sold or let (the seller's wizard asks 'Sell' or 'Rent out').
  purpose: optionsOf(LISTING_PURPOSES, { sale: 'For sale', rent: 'For rent' }),
  tenantsPreferred: optionsOf(TENANTS_PREFERRED, TENANTS_PREFERRED_LABELS),
};
