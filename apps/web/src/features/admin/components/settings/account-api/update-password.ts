import type { AuthResponse, UpdatePassword } from '@ncr/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export const updatePassword = (body: UpdatePassword) => api<AuthResponse>('/api/auth/update-password', { method: 'POST', body });

/**
 * Changes the caller's password. The server revokes every earlier token and answers a fresh one,
 * which replaces the stored token so this tab stays signed in.
 */
export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword, onSuccess: (result) => saveSession(result) });
