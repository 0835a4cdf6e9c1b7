import { rentRangeText } from '@/lib/rent-range';

/**
 * The name a saved search starts with: what it looks for, in the URL's words. A rental search says
 * so first, with its rent a month: 'Rent · Noida · ₹10,000–₹20,000 a month'.
 */
export function searchName(query: Record<string, string>): string {
  const rent = query.purpose === 'rent';
  const parts = [
    rent ? 'Rent' : '',
    query.location,
    query.propertyType,
    query.bhk ? `${query.bhk} BHK` : '',
    rent ? rentRangeText(query.minRent, query.maxRent) : '',
    query.title,
  ].filter(Boolean);
  if (parts.length === 0) return 'All properties';
  return parts.length === 1 && rent ? 'All rentals' : parts.join(' · ').slice(0, 80);
}
