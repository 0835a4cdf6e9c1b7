import { existsSync } from 'node:fs';
import path from 'node:path';

// Reading a server-rendered page as a crawler or a link preview does: no JavaScript runs.

/** The built web app the page tests render with; it must be built first (npm test does this). */
export function builtWebDist(): string {
  const webDist = path.resolve(import.meta.dirname, '../../web/dist');
  if (!existsSync(path.join(webDist, 'server', 'entry-server.js'))) {
    throw new Error(`The web app is not built in ${webDist}: run \`npm run build\` first (npm test does this).`);
  }
  return webDist;
}

const decoded = (text: string | undefined) => text?.replace(/&amp;/g, '&');

/** The JSON-LD objects of a page, parsed. */
export const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));
export const title = (html: string) => decoded(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
export const meta = (html: string, key: string) =>
  decoded(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]);
export const canonical = (html: string) => decoded(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]);
