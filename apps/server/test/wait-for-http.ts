import type { ChildProcess } from 'node:child_process';

/**
 * Polls `url` until it answers 200. Fails at once, with the process's output, if the process exits;
 * otherwise waits up to `timeoutMs`, which is generous because a loaded CI machine (the browser
 * lane runs beside this one) can take many times a quiet machine's start-up.
 */
export async function waitForHttp(url: string, child: ChildProcess, output: () => string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: the process exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms:\n${output()}`);
}
