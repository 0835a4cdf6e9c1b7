import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import type { Database } from '~/db/client';

// BENCH_PROFILE=DIR: a CPU profile of this process (the app and the bench) while a scenario is
// measured, one `.cpuprofile` per scenario in DIR, to open in Chromium's DevTools or to sum up;
// and beside it `.statements.txt`, the database's statements of those seconds by their total time.
// A profile cannot say which query PGlite's time went to: its calls arrive from the event loop.
const DIR = process.env.BENCH_PROFILE;

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(,[0-9a-f-]{36})*/g;

/** Statement text (whitespace folded) → [calls, seconds], while a profile runs. */
let tally: Map<string, [number, number]> | null = null;

/** Counts `database`'s statements while a scenario is profiled; call before the app is built on it. */
export function tallyStatements(database: Database): void {
  if (!DIR) return;
  const observe = database.observeQueries.bind(database);
  database.observeQueries = (listener) =>
    observe((sql, seconds) => {
      listener(sql, seconds);
      if (!tally) return;
      // Ids written into a statement (a search page's rows) folded, so that its calls count as one.
      const text = sql.replace(/\s+/g, ' ').replace(UUIDS, '…').trim().slice(0, 200);
      const entry = tally.get(text) ?? [0, 0];
      entry[0]++;
      entry[1] += seconds;
      tally.set(text, entry);
    });
}

function writeTally(name: string, counted: Map<string, [number, number]>): void {
  const rows = [...counted].sort((a, b) => b[1][1] - a[1][1]);
  const total = rows.reduce((sum, [, [, seconds]]) => sum + seconds, 0);
  const lines = rows.map(
    ([text, [calls, seconds]]) => `${String(calls).padStart(7)} ${(seconds * 1000).toFixed(0).padStart(7)} ms  ${text}`,
  );
  writeFileSync(path.join(DIR as string, `${name}.statements.txt`), `${(total * 1000).toFixed(0)} ms in all\n${lines.join('\n')}\n`);
}

/** Runs `measure`, profiled into DIR/`name`.cpuprofile when BENCH_PROFILE is set. */
export async function profiled<T>(name: string, measure: () => Promise<T>): Promise<T> {
  if (!DIR) return measure();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const counted = new Map<string, [number, number]>();
  tally = counted;
  try {
    return await measure();
  } finally {
    tally = null;
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(path.join(DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    writeTally(name, counted);
    session.disconnect();
  }
}
