import { clearSession, getSession } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** What the client reads of an answer: the browser's Response, or the server renderer's own. */
export type ApiResponse = Pick<Response, 'ok' | 'status' | 'text'>;
export type ApiFetch = (input: string, init?: RequestInit) => Promise<ApiResponse>;
let fetchImpl: ApiFetch = (input, init) => fetch(input, init);

/**
 * The server renderer answers API calls in-process (no socket, no port), so it swaps the fetch
 * used here once at start. The browser keeps the global fetch.
 */
export function setApiFetch(next: ApiFetch): void {
  fetchImpl = next;
}

interface RequestOptions {
  method?: string;
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

/**
 * Calls the API; the browser sends the session cookie itself (same origin). A non-OK answer
 * throws ApiError with the server's `error` text, or 'Server responded with status N' when there
 * is none (spec §8).
 */
export async function api<T>(path: string, { method = 'GET', body, query, signal }: RequestOptions = {}): Promise<T> {
  const session = getSession();
  const headers: Record<string, string> = {};
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetchImpl(withQuery(path, query), { method, headers, body: payload, signal });
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    // A session the server no longer accepts (logged out elsewhere, expired, user deleted) ends here too.
    if (response.status === 401 && session) clearSession();
    const message =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : `Server responded with status ${response.status}`;
    throw new ApiError(response.status, message);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
