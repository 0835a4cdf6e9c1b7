import type { OtpRequest, OtpSent } from '@ncr/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const requestOtp = (body: OtpRequest) => api<OtpSent>('/api/auth/otp/request', { method: 'POST', body });

/** Sends a one-time code to a phone number or e-mail address. */
export const useRequestOtp = () => useMutation({ mutationFn: requestOtp });
