import { api } from '@/lib/api-client';

/** DELETE /api/wishlist/remove/{id} (idempotent). */
export const removeFromWishlist = (propertyId: string) =>
  api<{ success: true }>(`/api/wishlist/remove/${propertyId}`, { method: 'DELETE' });
