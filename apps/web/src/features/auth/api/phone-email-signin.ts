import type { AuthResponse, PhoneEmailSignin } from '@ncr/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const phoneEmailSignin = (body: PhoneEmailSignin) => api<AuthResponse>('/api/auth/phone-email-signin', { method: 'POST', body });

/** Exchanges the phone.email button's user_json_url for a session (the server fetches the URL). */
export const usePhoneEmailSignin = () => useMutation({ mutationFn: phoneEmailSignin });
