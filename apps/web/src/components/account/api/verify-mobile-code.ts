import type { SessionUser } from '@ncr/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

export const verifyMobileCode = (body: { mobile: string; code: string }) =>
  api<{ user: SessionUser }>('/api/auth/mobile/verify', { method: 'POST', body });

export function useVerifyMobileCode() {
  return useMutation({
    mutationFn: verifyMobileCode,
    onSuccess: ({ user }) => updateSessionUser({ mobile: user.mobile }),
  });
}
