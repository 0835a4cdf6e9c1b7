import type { BuyerRequirementInput, StoredRequirement } from '@ncr/shared/schemas/buyer';
import { BUYER_DEFAULTS, NO_LOAN } from '@ncr/shared/schemas/buyer';
import type { Session } from '@/lib/session';

/** The form's values: as the schema takes them, except that consent is a plain checkbox. */
export type RequirementFormValues = Omit<BuyerRequirementInput, 'consent'> & { consent: boolean };

/**
 * Starting values of the requirement form: the buyer's latest submission when there is one,
 * otherwise the spec §3 defaults with the name and e-mail of the session. Consent is asked anew.
 */
export function requirementDefaults(session: Session | null, stored: StoredRequirement | null | undefined): RequirementFormValues {
  const r = stored?.requirements;
  return {
    name: r?.name ?? session?.fullName ?? '',
    email: r?.email ?? session?.email ?? '',
    propertyType: r?.propertyType ?? [],
    purpose: r?.purpose ?? BUYER_DEFAULTS.purpose,
    location: r?.location ?? '',
    // Select elements hold strings; the schema coerces them back to numbers.
    budget: { min: String(r?.budget?.min ?? BUYER_DEFAULTS.budgetMin), max: String(r?.budget?.max ?? BUYER_DEFAULTS.budgetMax) },
    bhk: r?.bhk ?? '',
    area: r?.area ?? '',
    floor: r?.floor ?? '',
    possession: r?.possession ?? BUYER_DEFAULTS.possession,
    financing: r?.financing ?? { homeLoan: BUYER_DEFAULTS.homeLoan, preApproved: NO_LOAN },
    preferences: r?.preferences ?? { parking: BUYER_DEFAULTS.parking, gated: BUYER_DEFAULTS.gated, amenities: [], facing: '' },
    comments: r?.comments ?? '',
    consent: false,
  };
}
