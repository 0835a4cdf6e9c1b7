import { normalisePropertyData, type PropertyData, type PropertyDataPatch, propertyDataSchema } from '@ncr/shared/schemas/property';
import { badRequest } from '~/lib/http-error';

/** Validates propertyData with the post form's schema; a 400 names the first bad field. */
export function validatePropertyData(raw: unknown): PropertyData {
  const result = propertyDataSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || 'propertyData';
    throw badRequest(`${field}: ${issue?.message ?? 'is invalid'}`);
  }
  // Media URLs are set by the server from the files it stored, never taken from the payload.
  const { media: _media, image: _image, ...data } = result.data;
  return normalisePropertyData(pricingOfPurpose(data));
}

/**
 * Keeps only the price fields of the listing's purpose (docs/decisions/0106): a rental stores no
 * sale price and a sale no rent, so a listing switched from one to the other never shows the
 * figures of what it no longer offers.
 */
function pricingOfPurpose(data: PropertyData): PropertyData {
  const { expectedPrice, monthlyRent, securityDeposit, maintenance, ...shared } = data.pricing;
  if (data.purpose === 'rent') {
    const availableFrom = calendarDay(shared.availableFrom);
    return { ...data, pricing: { ...shared, availableFrom, monthlyRent, securityDeposit, maintenance } };
  }
  return { ...data, pricing: { ...shared, expectedPrice, availableFrom: '', tenantsPreferred: '' } };
}

/**
 * A day the schema accepted (any date Date.parse reads), as YYYY-MM-DD: the public answer shows
 * it as a date, never as typed text (public-text.ts). A typed date without a time reads as that
 * day on this machine's calendar, so its own day is kept.
 */
function calendarDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const at = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The propertyData text field of an upload. */
export function parsePropertyDataField(text: string | undefined): PropertyData {
  if (text === undefined || text.trim() === '') throw badRequest('propertyData: Please fill in all required fields');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest('propertyData: must be valid JSON');
  }
  return validatePropertyData(raw);
}

const SECTIONS = ['seller', 'property', 'pricing', 'legal', 'features'] as const;

/**
 * An edit keeps every stored field it does not send (product decisions: "an edit never overwrites
 * what it does not show"); sections are merged field by field. The posting date stays the
 * server's, and stored media references are kept.
 */
export function mergePropertyData(stored: Record<string, unknown>, patch: PropertyDataPatch): PropertyData {
  const merged: Record<string, unknown> = { ...stored };
  for (const section of SECTIONS) {
    const sent = patch[section];
    if (sent) merged[section] = { ...(stored[section] as Record<string, unknown> | undefined), ...sent };
  }
  if (patch.purpose !== undefined) merged.purpose = patch.purpose;
  if (patch.title !== undefined) merged.title = patch.title;
  if (patch.comments !== undefined) merged.comments = patch.comments;
  const data = validatePropertyData(merged);
  return {
    ...data,
    ...(typeof stored.media !== 'undefined' ? { media: stored.media as string[] } : {}),
    ...(typeof stored.image === 'string' ? { image: stored.image } : {}),
  };
}
