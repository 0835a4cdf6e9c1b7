import { purposeOf, TENANTS_PREFERRED_LABELS, type TenantsPreferred } from '@ncr/shared/enums';
import { formatDay, formatRent, formatRupees } from '@ncr/shared/format';

// The facts of a rental (issue 60), worked out once for cards, the detail page and compare. A sale
// has none of them: every function answers undefined (or an empty list) for a sale, so callers
// can ask without checking the purpose first.

/** Any listing shape that carries its purpose and pricing (public, stored, similar). */
export interface RentPricingData {
  purpose?: unknown;
  pricing?: {
    monthlyRent?: number | string;
    securityDeposit?: number | string;
    maintenance?: number | string;
    availableFrom?: string;
    tenantsPreferred?: string;
  } | null;
}

export const isRental = (data: RentPricingData | null | undefined): boolean => purposeOf(data) === 'rent';

/** 'Family', 'Company lease'; undefined when not given. */
export function tenantsText(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return TENANTS_PREFERRED_LABELS[value as TenantsPreferred] ?? value;
}

/**
 * '1 Jan 2027'; undefined when not given. The day as written, never 'now' or 'immediately': the
 * server renders the page without the browser's clock, and both must print the same text.
 */
export function availableFromText(day: string | undefined): string | undefined {
  return day?.trim() ? formatDay(day) : undefined;
}

/** A deposit as tenants read it: '₹64,000', 'None' for 0. */
export function depositText(rupees: number | string | undefined): string | undefined {
  if (rupees === undefined || rupees === '') return undefined;
  return Number(rupees) === 0 ? 'None' : formatRupees(rupees);
}

/** '₹3,500/month'; undefined when none is charged on top of the rent. */
export function maintenanceText(rupees: number | string | undefined): string | undefined {
  if (rupees === undefined || rupees === '' || Number(rupees) === 0) return undefined;
  return formatRent(rupees);
}

/**
 * The rental's terms, in the order tenants ask about them: rent, deposit, maintenance, available
 * from, tenants preferred. Terms without a value are left out; a sale gives an empty list.
 */
export function rentTerms(data: RentPricingData | null | undefined): [string, string][] {
  if (!isRental(data)) return [];
  const pricing = data?.pricing ?? {};
  const terms: [string, string | undefined][] = [
    ['Rent', formatRent(pricing.monthlyRent)],
    ['Security deposit', depositText(pricing.securityDeposit)],
    ['Maintenance', maintenanceText(pricing.maintenance)],
    ['Available from', availableFromText(pricing.availableFrom)],
    ['Tenants preferred', tenantsText(pricing.tenantsPreferred)],
  ];
  return terms.filter((term): term is [string, string] => term[1] !== undefined);
}

/**
 * The market comparison a listing may show. A sale's, whenever the answer has one; a rental's only
 * when the answer says it compares rents (marketSchema's basis 'rent', against the locality's
 * market rent a month), so a rent is never set against a sale rate per sq ft.
 */
export function shownMarket<Market extends object>(listing: { propertyData?: RentPricingData; market?: Market | null }): Market | null {
  const market = listing.market ?? null;
  if (!market || !isRental(listing.propertyData)) return market;
  return (market as { basis?: unknown }).basis === 'rent' ? market : null;
}
