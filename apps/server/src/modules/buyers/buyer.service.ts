import { BUYER_TYPE_TO_PROPERTY_TYPE, CITIES, type PropertyType } from '@ncr/shared/enums';
import {
  type BuyerRequirement,
  isRentRequirement,
  OPEN_BUDGET_MAX,
  OPEN_RENT_BUDGET_MAX,
  SEARCH_HISTORY_LIMIT,
  type SearchHistoryEntry,
} from '@ncr/shared/schemas/buyer';
import type { AuthUser } from '~/types/fastify';
import type { MatchCriteria, NewRequirement, RequirementRow } from './buyer.repository';

// Common other spellings of the cities, so "Gurgaon" finds Gurugaon listings.
const CITY_ALIASES: Record<string, string> = { gurgaon: 'Gurugaon', 'new delhi': 'Delhi' };

/**
 * A location that names one of the six cities matches that city exactly (so "Noida" does not
 * pull in Greater Noida); anything else is matched as free text against title, address and
 * locality (docs/decisions/0006-buyer-matches.md).
 */
export function locationCriterion(location: string): MatchCriteria['location'] {
  const key = location.trim().toLowerCase();
  const city = CITIES.find((c) => c.toLowerCase() === key) ?? CITY_ALIASES[key];
  return city ? { city } : { text: location.trim() };
}

/** The columns and the whole form stored for one submission. */
export function requirementRow(user: AuthUser, form: BuyerRequirement): NewRequirement {
  return {
    userId: user.id,
    name: form.name,
    email: form.email || user.email,
    phone: user.mobile,
    location: form.location,
    propertyTypes: form.propertyType,
    budgetMin: form.budget.min,
    budgetMax: form.budget.max,
    bhk: form.bhk || null,
    // The server's clock dates the record (the form's own date is kept alongside); the comments
    // double as the admin view's `additionalNotes` (spec §3, buyer record).
    requirements: { ...form, additionalNotes: form.comments, clientDate: form.date ?? null, date: new Date().toISOString() },
  };
}

/**
 * The stored requirements as the form reads them. The columns win over the JSON copy: they are
 * what matching and the admin screens use (and older or seeded rows may hold only part of the form).
 */
export function storedRequirement(row: RequirementRow) {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    requirements: {
      ...row.requirements,
      name: row.name,
      email: row.email ?? '',
      location: row.location,
      propertyType: row.propertyTypes,
      budget: { min: row.budgetMin, max: row.budgetMax },
      bhk: row.bhk ?? '',
    },
  };
}

export function matchCriteria(row: RequirementRow): MatchCriteria {
  const types = [
    ...new Set(
      row.propertyTypes
        .map((label) => BUYER_TYPE_TO_PROPERTY_TYPE[label as keyof typeof BUYER_TYPE_TO_PROPERTY_TYPE])
        .filter((t): t is PropertyType => t !== undefined),
    ),
  ];
  // A requirement to rent matches rentals, its budget rupees a month; the form's purpose is kept
  // in the stored form (every other purpose is a purchase).
  const rent = isRentRequirement(row.requirements);
  const openMax = rent ? OPEN_RENT_BUDGET_MAX : OPEN_BUDGET_MAX;
  return {
    location: locationCriterion(row.location),
    purpose: rent ? 'rent' : 'sale',
    types,
    min: row.budgetMin,
    // The top option reads "5 Crore+" (or "₹2,00,000+" a month): no upper limit.
    max: row.budgetMax === null || row.budgetMax >= openMax ? null : row.budgetMax,
    bhk: row.bhk,
  };
}

// Paging is not a filter: a replayed search starts on its first page.
const NOT_FILTERS = new Set(['page', 'limit']);

/** Newest first, one entry per distinct set of filters, at most SEARCH_HISTORY_LIMIT. */
export function historyEntries(rows: { id: string; query: Record<string, unknown>; createdAt: Date }[]): SearchHistoryEntry[] {
  const seen = new Set<string>();
  const entries: SearchHistoryEntry[] = [];
  for (const row of rows) {
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(row.query ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
      if (NOT_FILTERS.has(key) || value === null || value === undefined) continue;
      const text = String(value).trim();
      if (text) query[key] = text;
    }
    const signature = JSON.stringify(query);
    if (seen.has(signature)) continue;
    seen.add(signature);
    entries.push({ _id: row.id, query, createdAt: row.createdAt.toISOString() });
    if (entries.length === SEARCH_HISTORY_LIMIT) break;
  }
  return entries;
}
