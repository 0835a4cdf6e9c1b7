import type { MatchReason } from '@ncr/shared/schemas/buyer';
import type { FastifyInstance } from 'fastify';
import type { PropertyRow } from '~/shared/listings';
import { activeListingsAmong, alertingSavedSearches, latestRequirement, newestMatchIds, recentSearches } from './buyer.repository';
import { historyEntries, matchCriteria } from './buyer.service';

// A buyer's matches follow what they ask for in every way they ask (docs/decisions/0126): the
// latest requirements form, the saved searches that alert, and the last searches they ran. Each
// source gives its newest listings; together, newest first, each marked with the source that
// found it first.

/** Listings taken from each source: twenty pages of matches. */
export const MATCHES_PER_SOURCE = 120;
/** The recent searches that count: the last few distinct ones that narrow anything. */
const RECENT_SEARCHES = 3;
const HISTORY_SCAN = 100;
// Filters that narrow nothing on their own: a search of everything is no sign of what they want.
const NOT_NARROWING = new Set(['purpose', 'sort', 'showSold']);

interface Source {
  reason: MatchReason;
  ids: () => Promise<string[]>;
}

async function sourcesOf(app: FastifyInstance, userId: string): Promise<Source[]> {
  // Searches are written in batches (docs/decisions/0138): the one they ran a moment ago counts.
  await app.searchHistory.flush();
  const [requirement, saved, history] = await Promise.all([
    latestRequirement(app.db, userId),
    alertingSavedSearches(app.db, userId),
    recentSearches(app.db, userId, HISTORY_SCAN),
  ]);
  const sources: Source[] = [];
  if (requirement) {
    const criteria = matchCriteria(requirement);
    sources.push({ reason: { kind: 'requirements' }, ids: () => newestMatchIds(app.db, criteria, MATCHES_PER_SOURCE) });
  }
  for (const search of saved) {
    sources.push({ reason: { kind: 'saved', name: search.name }, ids: () => app.searchMatcher.newest(search.filters, MATCHES_PER_SOURCE) });
  }
  const searched = historyEntries(history)
    .filter((entry) => Object.keys(entry.query).some((key) => !NOT_NARROWING.has(key)))
    .slice(0, RECENT_SEARCHES);
  for (const entry of searched) {
    sources.push({
      reason: { kind: 'searched', filters: entry.query },
      ids: () => app.searchMatcher.newest(entry.query, MATCHES_PER_SOURCE),
    });
  }
  return sources;
}

/** One page of the buyer's matches, newest first, with why each is there. */
export async function buyerMatches(
  app: FastifyInstance,
  userId: string,
  page: number,
  limit: number,
): Promise<{ rows: PropertyRow[]; total: number; because: Record<string, MatchReason> }> {
  const sources = await sourcesOf(app, userId);
  // Asked together; merged in the sources' order, so the first source to find a listing names it.
  const found = await Promise.all(
    sources.map((source) =>
      // A search stored before a filter's rules changed may no longer parse: it then finds nothing.
      source.ids().catch((error: unknown) => {
        app.log.warn({ err: error, reason: source.reason }, 'buyer matches: a source could not be searched');
        return [] as string[];
      }),
    ),
  );
  const because = new Map<string, MatchReason>();
  for (const [i, ids] of found.entries()) {
    const reason = (sources[i] as Source).reason;
    for (const id of ids) if (!because.has(id)) because.set(id, reason);
  }
  const { rows, total } = await activeListingsAmong(app.db, [...because.keys()], page, limit);
  return { rows, total, because: Object.fromEntries(rows.map((row) => [row.id, because.get(row.id) as MatchReason])) };
}
