import { HttpError } from '~/lib/http-error';
import type { AuthUser } from '~/types/fastify';

/** The JSON text of an answer, null for "not found", or undefined for one its route answers (a 400 with its message). */
export type PageAnswer = (params: string[]) => Promise<string | null | undefined>;

/** A read that is a signed-in member's own, for the member a page is being made for. */
export type MemberAnswer = (params: string[], user: AuthUser) => Promise<string | null | undefined>;

/** What a signed-in member's opening of a page records for them. */
export type PageVisit = (params: string[], user: AuthUser) => Promise<void>;

/**
 * GETs that a visitor's server-rendered page makes while rendering (the listing, the public
 * settings), answered in-process from the same services and caches as their
 * routes, without an HTTP round trip through app.inject: for a page nobody asked before, the
 * fake request, its hooks and its reply cost as much as the answer itself
 * (docs/decisions/0053-pages-and-searches-nobody-asked-before.md). Only answers that are the same
 * for every visitor belong here; anything per person goes through the route.
 */
export class PageAnswers {
  private readonly routes: { pattern: RegExp; answer: PageAnswer }[] = [];
  private readonly visits: { pattern: RegExp; visit: PageVisit }[] = [];
  private readonly mine: { pattern: RegExp; answer: MemberAnswer }[] = [];

  add(pattern: RegExp, answer: PageAnswer): void {
    this.routes.push({ pattern, answer });
  }

  /** The answer's JSON text, null when there is nothing (404), undefined when no entry matches `url` (or it leaves `url` to its route). */
  answer(url: string): Promise<string | null | undefined> | undefined {
    for (const { pattern, answer } of this.routes) {
      const match = pattern.exec(url);
      if (match) return answer(match.slice(1));
    }
    return undefined;
  }

  /**
   * Reads of a member's own that their page carries (their wishlist's ids), answered for the
   * member the page's request signed in, without a second sign-in check through the route. The
   * answer is theirs alone: it goes into their page and is kept nowhere.
   */
  addForMember(pattern: RegExp, answer: MemberAnswer): void {
    this.mine.push({ pattern, answer });
  }

  /** `url`'s answer for `user`, as answer() gives a visitor's. */
  answerFor(url: string, user: AuthUser): Promise<string | null | undefined> | undefined {
    for (const { pattern, answer } of this.mine) {
      const match = pattern.exec(url);
      if (match) return answer(match.slice(1), user);
    }
    return undefined;
  }

  /**
   * A member is sent a visitor's page with their own parts added (plugins/page-renderer.ts): the
   * page's calls that would record something for them (a buyer's search into their history) are not
   * made as them, so their module records it here.
   */
  onVisit(pattern: RegExp, visit: PageVisit): void {
    this.visits.push({ pattern, visit });
  }

  /** Records what opening `url` records for `user`. */
  async visited(url: string, user: AuthUser): Promise<void> {
    for (const { pattern, visit } of this.visits) {
      const match = pattern.exec(url);
      if (match) await visit(match.slice(1), user);
    }
  }
}

/** A path's query string as the object a route's querystring schema reads (a repeated name: its last value). */
export const queryOf = (query: string | undefined): Record<string, string> => Object.fromEntries(new URLSearchParams(query ?? ''));

/** An answer's input refused as the route refuses it: the route answers it, with its message. */
export const refused = (error: unknown): boolean => error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500;

/** A listing id in a path (the routes check it as a UUID too). */
export const ID_IN_PATH = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
