import { z } from 'zod';
import { safeString } from './text';

export const errorResponseSchema = z.object({ error: z.string() });
export const okResponseSchema = z.object({ success: z.literal(true) });
export const idParamsSchema = z.object({ id: z.string().uuid('Invalid id') });

// Indian mobile numbers: 10 digits starting 6-9, optionally with +91 / 0 and spaces or dashes.
export const mobileSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(?:\+91|0)?[6-9]\d{9}$/, 'Enter a valid 10-digit mobile number'))
  .transform((v) => `+91${v.slice(-10)}`);

// E-mails are compared lower-cased everywhere so one person cannot hold two accounts by case.
export const emailSchema = safeString()
  .trim()
  .max(254)
  .email('Enter a valid e-mail address')
  .transform((v) => v.toLowerCase());

export const pageQuery = z.coerce.number().int().min(1).max(100000).default(1);
