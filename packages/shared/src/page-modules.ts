/**
 * The head tag of a server-rendered page that names the script files its screen needs. The
 * browser's boot module (apps/web/src/boot.ts) preloads them once the page has loaded, so that
 * the page's pictures and styles come first on a slow connection (docs/decisions/0128).
 */
export const PAGE_MODULES_META = 'page-modules';

/** The web build's module that starts the app in the browser: an entry of its own, named first in the tag. */
export const APP_START = 'src/entry-client.tsx';

/** The tag for these files (build outputs such as `/assets/app-x1.js`, the app's start first), or nothing when there are none. */
export function pageModulesTag(files: Iterable<string>): string {
  const list = [...files];
  return list.length === 0 ? '' : `<meta name="${PAGE_MODULES_META}" content="${list.join(' ')}" />`;
}
