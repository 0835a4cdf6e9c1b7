import { z } from 'zod';
import { installHumanErrors } from './human-errors';

installHumanErrors();

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

/** How deep objects and arrays may nest in a request: forms and filters need a handful of levels. */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request nests objects or arrays too deeply (at most ${MAX_INPUT_DEPTH} levels)`;

export interface InputProblem {
  problem: 'hostile-text' | 'too-deep';
  path: (string | number)[];
}

interface Visit {
  value: unknown;
  depth: number;
  parent: Visit | null;
  key: string | number | null;
}

const pathOf = (visit: Visit): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at?.key !== null && at !== null; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The first problem in an input: a string (value or object key) that is not clean text, or
 * objects and arrays nested deeper than `maxDepth`. Walks with its own stack, not recursion, so a
 * request nested thousands of levels deep is answered 400, not a stack overflow (500).
 */
export function findInputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const stack: Visit[] = [{ value, depth: 0, parent: null, key: null }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    if (typeof visit.key === 'string' && !isCleanText(visit.key)) return { problem: 'hostile-text', path: pathOf(visit) };
    const item = visit.value;
    if (typeof item === 'string') {
      if (!isCleanText(item)) return { problem: 'hostile-text', path: pathOf(visit) };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (visit.depth >= maxDepth) return { problem: 'too-deep', path: pathOf(visit) };
    const entries: [string | number, unknown][] = Array.isArray(item) ? item.map((v, i) => [i, v]) : Object.entries(item);
    // Pushed last to first, so the first problem in reading order is the one found.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i] as [string | number, unknown];
      stack.push({ value: child, depth: visit.depth + 1, parent: visit, key });
    }
  }
  return null;
}

/** The path of the first string (value or object key) in `value` that is not clean text, or null. */
export function findHostileText(value: unknown): (string | number)[] | null {
  const found = findInputProblem(value, Number.POSITIVE_INFINITY);
  return found?.problem === 'hostile-text' ? found.path : null;
}

/** `z.string()` that refuses NUL bytes and lone surrogates: the base of every text input. */
export const safeString = () => z.string().refine(isCleanText, HOSTILE_TEXT_MESSAGE);

/** Why a name was refused: it held a line break, a tab or another control character. */
export const NAME_CONTROL_MESSAGE = 'A name cannot contain line breaks, tabs or other control characters';

/** Whether `value` holds a C0 control (CR, LF, TAB…), DEL, a C1 control or a Unicode line/paragraph separator. */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/**
 * A person's name (accounts, staff, a listing's seller, a contact message, a buyer's requirement,
 * a sale's buyer): clean text on one line. A name is shown in e-mails, CSV exports and the admin's
 * lists, where a line break could forge a header or a row (docs/decisions/0098).
 */
export const personName = () => safeString().refine((value) => !hasControlCharacter(value), NAME_CONTROL_MESSAGE);

/** Free-form records (a listing edit's sections): every string inside, keys included, must be clean. */
export const safeRecord = () =>
  z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    const path = findHostileText(value);
    if (path) ctx.addIssue({ code: 'custom', path, message: HOSTILE_TEXT_MESSAGE });
  });
