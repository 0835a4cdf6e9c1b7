/** The name a saved search starts with: what it looks for, in the URL's words. */
export function searchName(query: Record<string, string>): string {
  const parts = [query.location, query.propertyType, query.bhk ? `${query.bhk} BHK` : '', query.title].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ').slice(0, 80) : 'All properties';
}
