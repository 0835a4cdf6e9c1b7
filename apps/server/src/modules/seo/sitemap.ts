import { holdsContact } from '@ncr/shared/contact-privacy';
import { CITIES, type City } from '@ncr/shared/enums';
import { placePath } from '@ncr/shared/places';

const isCity = (city: string): city is City => (CITIES as readonly string[]).includes(city);

// Sitemap protocol (sitemaps.org): at most 50,000 URLs a file, so listings are split into chunks
// named by an index file. Only public listings are named: never a Pending or deleted one.
export const SITEMAP_CHUNK = 50_000;

/**
 * Content pages in the sitemap, beside the listings (rentals among them): the search of sales and
 * the search of rentals, the home page's Rent card (docs/decisions/0106), and the site's pages.
 */
export const CONTENT_PATHS = ['/', '/property', '/property?purpose=rent', '/about', '/services', '/how-it-works', '/contact'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapIndex(publicUrl: string, listingChunks: number): string {
  const names = ['pages', 'places', ...Array.from({ length: listingChunks }, (_, i) => `listings-${i + 1}`)];
  const entries = names.map((name) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${name}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
}

export function urlSet(urls: { loc: string; lastmod?: Date }[]): string {
  const entries = urls.map(
    ({ loc, lastmod }) => `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
}

/** Crawlers may read public pages; staff, dashboards, sign-in and the API are not for them. */
export function robotsTxt(publicUrl: string): string {
  const disallow = ['/admin', '/admin-login', '/api/', '/buyer-dashboard', '/seller-dashboard', '/post-property', '/wishlist', '/login'];
  return `User-agent: *\n${disallow.map((p) => `Disallow: ${p}`).join('\n')}\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

/**
 * The address of every city's and locality's page (docs/decisions/0130), from each place with an
 * available listing: spellings of one locality give one address; a locality spelt as a phone
 * number or an e-mail has none, nor a city outside the six.
 */
export function placePaths(places: readonly { purpose: 'sale' | 'rent'; city: string; locality: string }[]): string[] {
  const paths = new Set<string>();
  for (const { purpose, city, locality } of places) {
    if (!isCity(city)) continue;
    paths.add(placePath(purpose, city));
    // A locality without a slug of its own gives the city's address, already there.
    if (!holdsContact(locality)) paths.add(placePath(purpose, city, locality));
  }
  return [...paths].sort();
}
