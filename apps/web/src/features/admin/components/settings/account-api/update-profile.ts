import type { ProfileUpdate, SessionUser } from '@ncr/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

export const updateProfile = (body: ProfileUpdate) => api<{ user: SessionUser }>('/api/auth/profile', { method: 'PUT', body });

/** Saves the staff member's full name; the session keeps the new name for the header. */
export const useUpdateProfile = () =>
  useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => updateSessionUser({ fullName: user.fullName }),
  });
