import { z } from 'zod';
import { OTP_TTL_MINUTES } from '../constants';
import { ROLES } from '../enums';
import { emailSchema, mobileSchema } from './common';
import { personName, safeString } from './text';

export const signupRoleSchema = z.enum(['buyer', 'seller']);
export type SignupRole = z.infer<typeof signupRoleSchema>;
export const fullNameSchema = personName().trim().min(2, 'Enter your full name').max(80, 'Use at most 80 characters');

export const sessionUserSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  fullName: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;
export const meResponseSchema = z.object({ user: sessionUserSchema });

export const otpChannelSchema = z.enum(['phone', 'email']);
export type OtpChannel = z.infer<typeof otpChannelSchema>;

/** Where a code goes: phone numbers become +91XXXXXXXXXX, e-mails lower case. */
export function normaliseDestination(
  channel: OtpChannel,
  raw: string,
): { success: true; data: string } | { success: false; message: string } {
  const parsed = (channel === 'email' ? emailSchema : mobileSchema).safeParse(raw);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, message: parsed.error.issues[0]?.message ?? 'Invalid' };
}

/** The channel a destination belongs to: anything with an @ is an e-mail address. */
export const channelOf = (destination: string): OtpChannel => (destination.includes('@') ? 'email' : 'phone');

const destinationInput = safeString().trim().min(1, 'Enter your mobile number or e-mail').max(254);
const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');
// An empty name field means "no name" (sign-in), not an invalid one.
const optionalName = personName()
  .trim()
  .max(80, 'Use at most 80 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

export const otpRequestSchema = z
  .object({ channel: otpChannelSchema, destination: destinationInput, role: signupRoleSchema })
  .transform((value, ctx) => {
    const destination = normaliseDestination(value.channel, value.destination);
    if (!destination.success) {
      ctx.addIssue({ code: 'custom', path: ['destination'], message: destination.message });
      return z.NEVER;
    }
    return { ...value, destination: destination.data };
  });
export type OtpRequest = z.input<typeof otpRequestSchema>;
export const otpSentSchema = z.object({ sent: z.literal(true), expiresInSeconds: z.number() });
export type OtpSent = z.infer<typeof otpSentSchema>;
export const OTP_TTL_SECONDS = OTP_TTL_MINUTES * 60;

export const otpVerifySchema = z
  .object({ destination: destinationInput, code: codeSchema, role: signupRoleSchema, fullName: optionalName })
  .transform((value, ctx) => {
    const destination = normaliseDestination(channelOf(value.destination), value.destination);
    if (!destination.success) {
      ctx.addIssue({ code: 'custom', path: ['destination'], message: destination.message });
      return z.NEVER;
    }
    return { ...value, destination: destination.data };
  });
export type OtpVerify = z.input<typeof otpVerifySchema>;

export const phoneEmailSigninSchema = z.object({
  user_json_url: safeString().min(1).max(2048),
  role: signupRoleSchema,
  fullName: optionalName,
});
export type PhoneEmailSignin = z.input<typeof phoneEmailSigninSchema>;

export const emailLoginSchema = z.object({
  email: emailSchema,
  password: safeString().min(1, 'Password is required').max(200),
});
export type EmailLogin = z.infer<typeof emailLoginSchema>;

export const passwordSchema = safeString().min(8, 'Use at least 8 characters').max(200, 'Use at most 200 characters');

// Spec §7 sends the e-mail from the session too; the server also requires the caller's token.
export const updatePasswordSchema = z.object({
  email: emailSchema.optional(),
  oldPassword: safeString().min(1, 'Enter your current password').max(200),
  newPassword: passwordSchema,
});
export type UpdatePassword = z.infer<typeof updatePasswordSchema>;

export const profileUpdateSchema = z.object({
  fullName: fullNameSchema.optional(),
  email: emailSchema.optional().or(z.literal('')),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const mobileChangeRequestSchema = z.object({ mobile: mobileSchema });
export const mobileChangeVerifySchema = z.object({ mobile: mobileSchema, code: codeSchema });
export type MobileChangeVerify = z.input<typeof mobileChangeVerifySchema>;

export const subadminCreateSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SubadminCreate = z.input<typeof subadminCreateSchema>;
export const subadminPasswordSchema = z.object({ newPassword: passwordSchema });
export const subadminSchema = z.object({ _id: z.string(), fullName: z.string(), email: z.string(), createdAt: z.string() });
export type Subadmin = z.infer<typeof subadminSchema>;
