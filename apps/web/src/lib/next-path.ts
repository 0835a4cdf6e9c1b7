/**
 * Where to go after signing in (`/login?next=…`): a path on this site, or null. Anything that
 * could leave the site (`//evil.example`, `/\evil.example`, `https://…`, `javascript:`) is refused,
 * so the parameter cannot be used to send someone elsewhere after they trusted our login page.
 */
export function nextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters and backslashes have no place in our paths, and some browsers read them as separators.
  if ([...next].some((c) => c === '\\' || c.charCodeAt(0) < 32)) return null;
  try {
    const url = new URL(next, 'https://site.invalid');
    return url.origin === 'https://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** /login with the way back to `path`. */
export const loginPathBackTo = (path: string): string => `/login?next=${encodeURIComponent(path)}`;
