import { mobileSchema } from '@ncr/shared/schemas/common';

/**
 * The number as `+91XXXXXXXXXX` when it is an Indian mobile (10 digits starting 6-9, written with
 * or without +91 / 0, spaces or dashes), else null. The same rule as the sign-in and visit forms.
 */
export function indianMobile(phone: string): string | null {
  const parsed = mobileSchema.safeParse(phone);
  return parsed.success ? parsed.data : null;
}
