import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The server nginx passed the request to (its X-Upstream header). */
  upstream: string;
  /** The body parsed, loosely typed like light-my-request's `res.json()` in the API tests. */
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary answer shapes
  json(): any;
}

export interface CallOptions {
  body?: unknown;
  /** A raw body with its own content type (multipart uploads). */
  raw?: { payload: Buffer; headers: Record<string, string> };
  token?: string;
  headers?: Record<string, string>;
  /**
   * The client's own address. Linux answers on all of 127.0.0.0/8, so tests can be different
   * clients without any network set-up; nginx sees each as its $remote_addr.
   */
  from?: string;
}

/** One HTTP request through the proxy. */
export function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(path, base);
  const headers: Record<string, string> = { ...options.headers };
  let payload: Buffer | undefined;
  if (options.raw) {
    payload = options.raw.payload;
    Object.assign(headers, options.raw.headers);
  } else if (options.body !== undefined) {
    payload = Buffer.from(JSON.stringify(options.body));
    headers['content-type'] = 'application/json';
  }
  if (payload) headers['content-length'] = String(payload.length);
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            upstream: String(response.headers['x-upstream'] ?? ''),
            json: () => JSON.parse(body.toString('utf8')),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
