import { z } from 'zod';
import { ROLES } from '../enums';
import { emailSchema } from './common';

export const signupRoleSchema = z.enum(['buyer', 'seller']);
export const fullNameSchema = z.string().trim().min(2, 'Enter your full name').max(80);

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

export const otpChannelSchema = z.enum(['phone', 'email']);
export const otpRequestSchema = z.object({
  channel: otpChannelSchema,
  destination: z.string().trim().min(3).max(254),
  role: signupRoleSchema,
});
export type OtpRequest = z.infer<typeof otpRequestSchema>;

export const otpVerifySchema = z.object({
  destination: z.string().trim().min(3).max(254),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
  role: signupRoleSchema,
  fullName: z.string().trim().max(80).optional(),
});
export type OtpVerify = z.infer<typeof otpVerifySchema>;

export const phoneEmailSigninSchema = z.object({
  user_json_url: z.string().max(2048),
  role: signupRoleSchema,
  fullName: z.string().trim().max(80).optional(),
});

export const emailLoginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(200),
});
export type EmailLogin = z.infer<typeof emailLoginSchema>;

export const passwordSchema = z.string().min(8, 'Use at least 8 characters').max(200);

export const updatePasswordSchema = z.object({
  email: emailSchema.optional(),
  oldPassword: z.string().min(1).max(200),
  newPassword: passwordSchema,
});

export const profileUpdateSchema = z.object({
  fullName: fullNameSchema.optional(),
  email: emailSchema.optional().or(z.literal('')),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const mobileChangeRequestSchema = z.object({ mobile: z.string().trim().min(10).max(20) });
export const mobileChangeVerifySchema = z.object({
  mobile: z.string().trim().min(10).max(20),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

export const subadminCreateSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SubadminCreate = z.infer<typeof subadminCreateSchema>;
export const subadminPasswordSchema = z.object({ newPassword: passwordSchema });
export const subadminSchema = z.object({ _id: z.string(), fullName: z.string(), email: z.string() });
