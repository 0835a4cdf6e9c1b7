import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON script that carries a server render's query cache to the browser. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * The id of the JSON script that carries what is a signed-in member's own on a page shared with
 * visitors (their wishlist, for the hearts): the page's body is the visitor's, kept for everyone,
 * and this is added to it for them alone (docs/decisions/0112-a-members-page-is-the-visitors-page-plus-theirs.md).
 */
export const PERSONAL_STATE_ID = 'personal-state';

export interface SsrState {
  queries: DehydratedState;
  /**
   * Rendered for the signed-in member it was sent to (their dashboards, their Pending listing):
   * the browser hydrates it as them. Without it the page was rendered for a visitor and hydrates as
   * one, whoever it was sent to; only its personal parts (the header) are theirs from the start.
   */
  signedIn?: true;
}

/** The personal state's content: queries that are the member's own. */
export interface PersonalState {
  queries: DehydratedState;
}
