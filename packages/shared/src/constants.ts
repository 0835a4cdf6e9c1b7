// Business constants of spec §9.
export const HERO_SLIDE_INTERVAL_MS = 5000;
export const HERO_SLIDE_COUNT = 3;
export const SEARCH_PAGE_SIZE = 6;
export const SEARCH_MAX_PAGE_SIZE = 24;
export const ADMIN_PAGE_SIZE = 12;
export const ADMIN_TABLE_PAGE_SIZE = 20;
export const DASHBOARD_RECENT_COUNT = 5;
export const COMMISSION_PERCENT = 2;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 10;
export const ALLOWED_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'video/mp4'] as const;
export const ALL_FILTER = '__all__';
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const QUERY_DATE_LOCALE = 'en-IN';

// Labelled budget ranges (lakhs) the search understands: value "min-max", max may be empty.
export const BUDGET_RANGES = [
  { value: '0-25', label: 'Under ₹25 L', min: 0, max: 25 },
  { value: '25-50', label: '₹25 L - ₹50 L', min: 25, max: 50 },
  { value: '50-100', label: '₹50 L - ₹1 Cr', min: 50, max: 100 },
  { value: '100-200', label: '₹1 Cr - ₹2 Cr', min: 100, max: 200 },
  { value: '200-', label: 'Above ₹2 Cr', min: 200, max: null },
] as const;

export function parseBudget(value: string): { min: number; max: number | null } | null {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)?$/.exec(value);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (max !== null && max < min) return null;
  return { min, max };
}
