import { z } from 'zod';

/**
 * Hostile text (docs/decisions/0024-hostile-text.md): a NUL byte cannot be stored by PostgreSQL
 * (the query fails and used to answer 500 with the SQL in the log), and a lone UTF-16 surrogate
 * (valid in JSON as "\ud800") is not Unicode text at all. Every text input refuses both through
 * this one rule: the shared schemas use `safeString()`, so forms show the message too, and the
 * server applies `findHostileText` to every query, path parameter and body as a backstop.
 */
export const HOSTILE_TEXT_MESSAGE = 'Remove the invalid character: text cannot contain a NUL byte or a broken Unicode character';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The path of the first string (value or object key) in `value` that is not clean text, or null. */
export function findHostileText(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return isCleanText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findHostileText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isCleanText(key)) return [...path, key];
      const found = findHostileText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** `z.string()` that refuses NUL bytes and lone surrogates: the base of every text input. */
export const safeString = () => z.string().refine(isCleanText, HOSTILE_TEXT_MESSAGE);

/** Free-form records (a listing edit's sections): every string inside, keys included, must be clean. */
export const safeRecord = () =>
  z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    const path = findHostileText(value);
    if (path) ctx.addIssue({ code: 'custom', path, message: HOSTILE_TEXT_MESSAGE });
  });
