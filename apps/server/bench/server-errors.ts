import type { FastifyServerOptions } from 'fastify';

// The benchmarked server logs nothing (benchEnv's LOG_LEVEL), but a failure it recovers from can
// look like a fast success: a page whose rendering failed is sent as the browser's shell, a 200 of
// a few kilobytes ("server rendering failed", plugins/web.ts), which the load counts as a page
// served. One small run on PostgreSQL measured new search pages at 7,131 a second, ten times what
// their rendering costs allow. The server's error log is counted instead, so such answers are
// errors of the scenario they happen in.

export interface ServerErrors {
  /** The app's logger: error level only, every line counted. */
  logger: FastifyServerOptions['logger'];
  /** Errors logged so far. */
  count(): number;
  /** The first lines logged after `from` errors, shortened, for the report. */
  firstSince(from: number): string | undefined;
}

export function serverErrors(): ServerErrors {
  let count = 0;
  const first: string[] = [];
  const write = (line: string) => {
    count++;
    // The first few of every kind are enough to say what failed.
    if (first.length < 200) first[count - 1] = summary(line);
  };
  return {
    logger: { level: 'error', stream: { write } },
    count: () => count,
    firstSince: (from) => (from < count ? (first[from] ?? 'an error (not kept)') : undefined),
  };
}

/** A pino line as "message: error message". */
function summary(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
    return [entry.msg, entry.err?.message].filter(Boolean).join(': ').slice(0, 200);
  } catch {
    return line.slice(0, 200);
  }
}
