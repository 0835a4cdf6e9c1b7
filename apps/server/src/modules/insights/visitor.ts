import { normalizeIP } from '@fastify/rate-limit';
import { isStaff } from '@ncr/shared/enums';
import type { Viewer } from '~/shared/events';

// Crawlers, link previewers, monitors and scripts announce themselves in the user agent; a
// request without one is a script too. Real browsers, headless ones included, are counted.
const BOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|embedly|lighthouse|pingdom|uptime|monitor|curl|wget|python|httpclient|okhttp|go-http|java\/|node-fetch|undici|axios|postman|insomnia|headless-shell|scrapy|^$/i;

export const isBot = (userAgent: string): boolean => BOT.test(userAgent.trim());

/** Staff looking at listings are moderating, not buying. */
export const isStaffViewer = (viewer: Viewer): boolean => isStaff(viewer.role);

/** The day in India (IST, UTC+5:30) as YYYY-MM-DD: "one per visitor per day" is a local day. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD `days` before `day`. */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The key a visitor counts under on `day`: their user id when signed in; otherwise their network
 * (the address, an IPv6 /64 as one home gets a whole /64), whatever browser or user agent they
 * claim, so changing the user agent counts no new view (docs/decisions/0050). The network is
 * stored only as a keyed hash with the day (`keyed`, the servers' shared signing key): it cannot
 * be traced back nor linked across days, and every server of a fleet makes the same key.
 */
export function visitorKey(viewer: Viewer, day: string, keyed: (value: string) => string): string {
  if (viewer.userId) return viewer.userId;
  return `n:${keyed(`${day}|${normalizeIP(viewer.ip)}`).slice(0, 22)}`;
}
