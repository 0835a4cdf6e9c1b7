import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Offset and page count for a 1-based page number; an empty list still has one page. */
export function pageWindow(page: number, size: number) {
  return { limit: size, offset: (page - 1) * size };
}

export const totalPages = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The digits to look for in phone numbers when a search looks like (part of) a phone number:
 * only digits, spaces, '+', '-', '.' and brackets, with at least three digits. A country code
 * (+91) in front is dropped and a longer number (with 91 or a trunk 0) cut to its last ten digits, so
 * "+91 98110 00001", "098110 00001", "98110 00001" and "+91 98110" all find a stored
 * "+919811000001" or "9811000001" (stored numbers are compared by all their digits). Null otherwise.
 */
export function phoneDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[\d\s+().-]+$/.test(trimmed)) return null;
  const local = trimmed.replace(/^\+\s*91/, '');
  const digits = local.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/** SQL: the column's digits contain `digits` (a `phoneDigits` answer, so no LIKE wildcards). */
export const phoneMatches = (column: SQLWrapper, digits: string): SQL =>
  sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`;
