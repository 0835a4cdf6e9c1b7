import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Polls `read` until `done` holds (background jobs finish on their own schedule); fails after `ms`. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${ms} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface OutboxLine {
  to: string;
  channel: string;
  kind?: string;
  text: string;
  at: string;
}

/** The messages written to DATA_DIR/outbox.jsonl so far. */
export async function readOutbox(dataDir: string): Promise<OutboxLine[]> {
  const text = await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}
