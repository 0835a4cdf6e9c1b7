import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

// BENCH_PROFILE=DIR: a CPU profile of this process (the app and the bench) while a scenario is
// measured, one `.cpuprofile` per scenario in DIR, to open in Chromium's DevTools or to sum up.
const DIR = process.env.BENCH_PROFILE;

/** Runs `measure`, profiled into DIR/`name`.cpuprofile when BENCH_PROFILE is set. */
export async function profiled<T>(name: string, measure: () => Promise<T>): Promise<T> {
  if (!DIR) return measure();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await measure();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(path.join(DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
