import type { AuthResponse, OtpVerify } from '@ncr/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const verifyOtp = (body: OtpVerify) => api<AuthResponse>('/api/auth/otp/verify', { method: 'POST', body });

/** Signs in (or up) with the code; the caller stores the session. */
export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
