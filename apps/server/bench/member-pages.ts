import { PROPERTY_SEARCH_FILTER_KEYS } from '@ncr/shared/search';
import type { Db } from '~/db/client';
import { users, wishlist } from '~/db/schema';
import { rng } from '~/db/seed/demo-listings';
import { SESSION_COOKIE } from '~/lib/session-cookie';
import type { TokenService } from '~/lib/tokens';
import { compact } from './load';

// The pages of the benchmarks' page scenarios of issue 61: search pages as a browser asks for
// them, and signed-in buyers, accounts in the database with the session cookie a browser of each
// sends after signing in, its token signed as the app signs one at login (auth.service.ts), so
// each request passes the same checks (signature, expiry, the user, the token version, the logout
// list) as a real member's.

/**
 * Search API paths as the search page's own addresses (`/property?…`, the HTML page): the same
 * filters, sort and page, as the parameters the page reads (its filters and `page`, entry-server's
 * pageUrl), in the same order. Any other would be ignored by the page and make no new page.
 */
export function searchPagePaths(apiPaths: string[]): string[] {
  const read = new Set<string>([...PROPERTY_SEARCH_FILTER_KEYS, 'page']);
  return compact(
    apiPaths.map((apiPath) => {
      const query = new URLSearchParams(apiPath.slice(apiPath.indexOf('?') + 1));
      for (const key of [...query.keys()]) if (!read.has(key)) query.delete(key);
      return `/property?${query}`;
    }),
  );
}

/** The list in a random but repeatable order. */
export function shuffled<T>(list: T[], seed: number): T[] {
  const random = rng(seed);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A buyer's account, as the token is made from it. */
export interface Buyer {
  id: string;
  fullName: string;
  tokenVersion: number;
  /** The listings in their wishlist. */
  saved: string[];
}

/**
 * `count` buyers, the n-th with the listings `saved(n)` in their wishlist: some with a few, so
 * the hearts of a member's search page have something to show, as most members' would.
 */
export async function createBuyers(db: Db, count: number, saved: (n: number) => string[]): Promise<Buyer[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, n) => ({
        role: 'buyer' as const,
        email: `bench-buyer-${n}@example.test`,
        fullName: `Bench Buyer ${n}`,
      })),
    )
    .returning({ id: users.id, fullName: users.fullName, tokenVersion: users.tokenVersion });
  const buyers = rows.map((row, n) => ({ ...row, saved: [...new Set(saved(n))] }));
  const entries = buyers.flatMap((buyer) => buyer.saved.map((propertyId) => ({ userId: buyer.id, propertyId })));
  if (entries.length > 0) await db.insert(wishlist).values(entries);
  return buyers;
}

/** Each buyer's Cookie header: the session the app starts at login, signed with this app's key. */
export async function sessionCookies(tokens: TokenService, buyers: Buyer[]): Promise<string[]> {
  return Promise.all(
    buyers.map(
      async (buyer) => `${SESSION_COOKIE}=${await tokens.sign({ id: buyer.id, role: 'buyer', tokenVersion: buyer.tokenVersion })}`,
    ),
  );
}
