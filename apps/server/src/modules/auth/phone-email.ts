import { createHash } from 'node:crypto';
import { mobileSchema } from '@ncr/shared/schemas/common';
import { z } from 'zod';

// phone.email hands the browser a one-time URL of a JSON document describing the verified user;
// the server fetches it itself. Only https://user.phone.email/... is ever fetched, with no
// redirects, a short timeout and a small body cap, so the endpoint cannot be used to make the
// server call anything else (SSRF) or to tie it up.
export const PROVIDER_ORIGIN = 'https://user.phone.email';
const PROVIDER_HOST = 'user.phone.email';
const TIMEOUT_MS = 5000;
const MAX_BODY_BYTES = 16 * 1024;

export class ProviderError extends Error {}

/** The URL to fetch, or null when it is anything but a plain https://user.phone.email/ URL. */
export function parseProviderUrl(raw: string): URL | null {
  // Checked on the raw text as well as the parsed URL: parsers fold backslashes, tabs and
  // newlines in ways that differ between libraries, so only printable ASCII without a
  // backslash gets as far as the parser.
  if (!raw.startsWith(`${PROVIDER_ORIGIN}/`) || !/^[!-~]+$/.test(raw) || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== PROVIDER_HOST || url.port !== '' || url.username || url.password) return null;
  if (url.origin !== PROVIDER_ORIGIN) return null;
  url.hash = '';
  return url;
}

/** The stored form of a used URL: a hash, so the table holds no bearer-like links. */
export const providerUrlHash = (url: URL) => createHash('sha256').update(url.href).digest('hex');

export type ProviderFetch = (url: URL, init: RequestInit) => Promise<Response>;

/**
 * The single place the server reaches out to phone.email. Tests replace `fetch` to count calls
 * (hostile URLs must cause none) or to point a validated URL at a local stub server.
 */
export const providerHttp: { fetch: ProviderFetch } = { fetch: (url, init) => fetch(url, init) };

const providerUserSchema = z.object({
  user_country_code: z.union([z.string(), z.number()]).optional(),
  user_phone_number: z.union([z.string(), z.number()]).optional(),
  user_first_name: z.string().max(100).optional(),
  user_last_name: z.string().max(100).optional(),
  user_email_id: z.string().max(254).optional(),
});

export interface ProviderUser {
  mobile: string | null;
  email: string | null;
  fullName: string;
}

/** +91 numbers in the app's usual form; other countries as + and digits. */
function toMobile(countryCode: string, number: string): string | null {
  const cc = countryCode.replace(/\D/g, '');
  const digits = number.replace(/\D/g, '');
  if (!digits) return null;
  if (cc === '91' || cc === '') {
    const parsed = mobileSchema.safeParse(digits);
    return parsed.success ? parsed.data : null;
  }
  const full = `+${cc}${digits}`;
  return /^\+\d{8,15}$/.test(full) ? full : null;
}

export function mapProviderUser(json: unknown): ProviderUser {
  const parsed = providerUserSchema.safeParse(json);
  if (!parsed.success) throw new ProviderError('unexpected user document');
  const d = parsed.data;
  const mobile = d.user_phone_number !== undefined ? toMobile(String(d.user_country_code ?? ''), String(d.user_phone_number)) : null;
  const email = d.user_email_id ? z.string().trim().toLowerCase().pipe(z.email()).safeParse(d.user_email_id) : null;
  const user = {
    mobile,
    email: email?.success ? email.data : null,
    fullName: [d.user_first_name, d.user_last_name]
      .map((s) => s?.trim())
      .filter(Boolean)
      .join(' '),
  };
  if (!user.mobile && !user.email) throw new ProviderError('user document has neither phone nor e-mail');
  return user;
}

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new ProviderError('response too large');
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new ProviderError('response too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Fetches and maps the user document of an already validated provider URL. */
export async function fetchProviderUser(url: URL): Promise<ProviderUser> {
  let response: Response;
  try {
    response = await providerHttp.fetch(url, {
      method: 'GET',
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new ProviderError(`fetch failed: ${(error as Error).message}`);
  }
  if (!response.ok) throw new ProviderError(`provider answered ${response.status}`);
  const text = await readCapped(response);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProviderError('provider answered something other than JSON');
  }
  return mapProviderUser(json);
}
