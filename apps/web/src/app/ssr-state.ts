import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON script that carries a server render's query cache to the browser. */
export const SSR_STATE_ID = 'ssr-state';

export interface SsrState {
  queries: DehydratedState;
}
