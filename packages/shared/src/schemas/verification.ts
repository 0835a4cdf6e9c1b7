import { z } from 'zod';

export const verificationUpdateSchema = z.object({ verified: z.boolean() });
export type VerificationUpdate = z.infer<typeof verificationUpdateSchema>;

export const verificationResponseSchema = z.object({
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** The staff member's user id. */
  verifiedBy: z.string().nullable(),
});
