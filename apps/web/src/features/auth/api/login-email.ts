import type { AuthResponse, EmailLogin } from '@ncr/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const loginEmail = (body: EmailLogin) => api<AuthResponse>('/api/auth/login-email', { method: 'POST', body });

/** Staff sign-in with e-mail and password. */
export const useLoginEmail = () => useMutation({ mutationFn: loginEmail });
