import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends a one-time code to the new number; the number changes only after it is verified. */
export const requestMobileCode = (mobile: string) =>
  api<{ sent: true; expiresInSeconds: number }>('/api/auth/mobile/request', { method: 'POST', body: { mobile } });

export function useRequestMobileCode() {
  return useMutation({ mutationFn: requestMobileCode });
}
