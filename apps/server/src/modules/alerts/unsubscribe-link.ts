import type { TokenService } from '~/lib/tokens';

// One-click unsubscribe (docs/decisions/0042-alert-delivery.md): the link names one saved search
// and the nonce it holds now, signed for this purpose only. Using it replaces the nonce, so a link
// works once and for its own subscription only.
const PURPOSE = 'saved-search-unsubscribe';

export function unsubscribeToken(tokens: TokenService, savedSearchId: string, nonce: string): string {
  const value = `${savedSearchId}.${nonce}`;
  return `${value}.${tokens.signFor(PURPOSE, value)}`;
}

export function readUnsubscribeToken(tokens: TokenService, token: string): { savedSearchId: string; nonce: string } | null {
  const [savedSearchId, nonce, signature, ...rest] = token.split('.');
  if (!savedSearchId || !nonce || !signature || rest.length > 0) return null;
  if (!tokens.verifyFor(PURPOSE, `${savedSearchId}.${nonce}`, signature)) return null;
  return { savedSearchId, nonce };
}

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
