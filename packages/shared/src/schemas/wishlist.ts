import { z } from 'zod';

/** GET /api/wishlist/ids: the ids of the caller's wishlisted listings they may still see, latest added first (the hearts). */
export const wishlistIdsResponseSchema = z.object({ ids: z.array(z.string().uuid()) });
export type WishlistIds = z.infer<typeof wishlistIdsResponseSchema>;
