import type { ProfileUpdate, SessionUser } from '@ncr/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

export const updateProfile = (body: ProfileUpdate) => api<{ user: SessionUser }>('/api/auth/profile', { method: 'PUT', body });

/** Saves name and e-mail, then mirrors the saved values into the session. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => updateSessionUser({ fullName: user.fullName, email: user.email }),
  });
}
