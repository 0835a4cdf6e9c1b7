import type { SignupRole } from '@ncr/shared/schemas/auth';

const BASE = 'https://site.invalid';
// C0 controls, DEL and C1 controls: the URL parser drops some (tab, newline) and keeps others.
const hasControl = (value: string) =>
  [...value].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
/** Rounds of percent-decoding looked through (`%252e` is `%2e` is `.`). */
const MAX_DECODES = 4;

/**
 * The path `value` leads to on this site as a browser reads it (backslashes are slashes, dot
 * segments resolved), or null when it would leave the site: another origin, or a path that starts
 * with two slashes (`//evil.example` is another host to a browser and to React Router).
 */
function resolvedOnSite(value: string): string | null {
  if (!value.startsWith('/') || hasControl(value)) return null;
  let url: URL;
  try {
    url = new URL(value.replaceAll('\\', '/'), BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to go after signing in (`/login?next=…`): a path on this site, or null (the caller then
 * goes to the dashboard). Anything that could leave the site (`//evil.example`, `/\evil.example`,
 * `/.//evil.example`, `/%2e//evil.example`, `/./%2F/evil.example`, `https://…`, `javascript:`) is
 * refused, so the parameter cannot be used to send someone elsewhere after they trusted our login
 * page, nor hand the router a path it refuses. The path is checked as sent and after each round of
 * percent-decoding, since a router or a server may decode it again (docs/decisions/0098).
 */
export function nextPath(next: string | null | undefined): string | null {
  if (typeof next !== 'string') return null;
  const result = resolvedOnSite(next);
  if (result === null) return null;
  // Only the path is decoded: a query may hold a literal "%" (`?q=100%25`).
  const pathEnd = next.search(/[?#]/);
  let path = pathEnd === -1 ? next : next.slice(0, pathEnd);
  for (let round = 0; ; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (decoded === path) return result;
    if (round === MAX_DECODES || resolvedOnSite(decoded) === null) return null;
    path = decoded;
  }
}

/** /login with the way back to `path`, and the role chosen there when the way back needs one. */
export const loginPathBackTo = (path: string, role?: SignupRole): string =>
  `/login?${role ? `role=${role}&` : ''}next=${encodeURIComponent(path)}`;
