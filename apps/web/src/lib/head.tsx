import { SITE } from '@ncr/shared/site';
import { createContext, useContext, useEffect } from 'react';

/**
 * What a page says about itself to search engines and link previews. Pages describe it from their
 * own data with `useHead`; the server turns it into tags (renderHeadTags), the browser only keeps
 * the title and description current as the visitor navigates.
 */
export interface Head {
  title: string;
  description: string;
  /** Site path of the page's one canonical address, such as `/property/abc`. */
  path: string;
  /** Site path or absolute URL of the preview image. */
  image?: string;
  /** Open Graph type: `website` unless the page is one listing. */
  type?: 'website' | 'article';
  /** schema.org objects; `url` fields given as site paths are made absolute. */
  jsonLd?: (abs: (path: string) => string) => object[];
  /** Pages that must not be indexed (404, thin variants). */
  noindex?: boolean;
  /** The page's largest image, fetched before anything else (LCP). */
  preloadImage?: { href: string; srcSet?: string; sizes?: string };
}

export const DEFAULT_HEAD: Head = {
  title: `${SITE.name} | Below-market property in Delhi NCR`,
  description: 'Urgent, below-market property sales across Delhi, Noida, Greater Noida, Gurugaon, Faridabad and Ghaziabad.',
  path: '/',
  // A picture drawn by the server for link previews (modules/share-images).
  image: '/og/home.png',
};

/** Filled while the server renders; absent in the browser. */
export interface HeadCollector {
  head: Head | null;
}
export const HeadContext = createContext<HeadCollector | null>(null);

export function useHead(head: Head): void {
  const collector = useContext(HeadContext);
  if (collector) collector.head = head;
  const { title, description } = head;
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Text for an element or a quoted attribute, in one pass (most of a page's head has nothing to escape). */
const escapeHtml = (text: string) => (/[&<>"]/.test(text) ? text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] as string) : text);
/** JSON inside <script>: `<` escaped so no string can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A path that `new URL(path, site)` gives back unchanged: a slash, then characters a URL keeps as they are. */
const URL_READY_PATH = /^\/(?![/.])(?!.*\/\.)[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@/%?]*)?$/;

/**
 * Absolute URLs on the site at `publicUrl`, as `new URL(path, publicUrl)` makes them. A path
 * already fit for a URL goes after the site's origin as it is: a URL parsed per link was 2% of a
 * listing page's render.
 */
export function absoluteUrls(publicUrl: string): (path: string) => string {
  const origin = new URL(publicUrl).origin;
  return (path) => (/^https?:\/\//.test(path) ? path : URL_READY_PATH.test(path) ? origin + path : new URL(path, publicUrl).toString());
}

/** The head tags of a page, absolute URLs made from the site's public address. */
export function renderHeadTags(head: Head, publicUrl: string): string {
  const abs = absoluteUrls(publicUrl);
  const url = abs(head.path);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE.name)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    '<meta property="og:locale" content="en_IN" />',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(abs(head.image))}" />`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(abs(head.image))}" />`);
  }
  if (head.preloadImage) {
    const { href, srcSet, sizes } = head.preloadImage;
    const set = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(href)}"${set} fetchpriority="high" />`);
  }
  for (const object of head.jsonLd?.(abs) ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(object)}</script>`);
  }
  return tags.join('\n    ');
}

/** "About Us | NCR Urgent Sale". */
/** schema.org's BreadcrumbList of a trail of pages, each with its name and site path (made absolute by `abs`). */
export function breadcrumbList(abs: (path: string) => string, trail: readonly { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: abs(crumb.path) })),
  };
}

export const titled = (title: string) => `${title} | ${SITE.name}`;

/** A description search engines show whole: at most about 160 characters, cut at a word. */
export const describe = (text: string, max = 160) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);
