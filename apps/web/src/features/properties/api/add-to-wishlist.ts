import { api } from '@/lib/api-client';

/** POST /api/wishlist/add (idempotent). */
export const addToWishlist = (propertyId: string) => api<{ success: true }>('/api/wishlist/add', { method: 'POST', body: { propertyId } });
