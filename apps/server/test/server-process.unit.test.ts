import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompiledServer } from './compiled-server';
import { freePort } from './postgres-server';
import { waitForHttp } from './wait-for-http';

// The real server process as production runs it (the bundle built by scripts/build.mjs, run by
// plain node): start-up, the DATA_DIR lock, graceful shutdown and `npm start`.
const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-proc-'));
const children: ChildProcess[] = [];
let compiled: ReturnType<typeof buildCompiledServer>;

beforeAll(() => {
  compiled = buildCompiledServer('process');
});

function serverEnv(port: number, extraEnv: Record<string, string>) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...extraEnv,
  };
}

function start(port: number, extraEnv: Record<string, string> = {}, command = [process.execPath, compiled.entry]) {
  const [file = process.execPath, ...args] = command;
  const child = spawn(file, args, { cwd: serverDir, env: serverEnv(port, extraEnv), stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Waits for the server `start` launched to answer its health check (or fails at once if it exits). */
function waitHealthy(port: number, server: ReturnType<typeof start>): Promise<void> {
  return waitForHttp(`http://127.0.0.1:${port}/api/health`, server.child, server.output);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health`);
    return true;
  } catch {
    return false;
  }
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  compiled?.remove();
});

describe('server process', () => {
  it('prints the generated first admin once, refuses a second server on the same DATA_DIR, and shuts down cleanly', async () => {
    const port = await freePort();
    const first = start(port);
    await waitHealthy(port, first);
    expect(first.output()).toMatch(
      /First admin created\. Sign in at \/admin-login with:\n\s+e-mail:\s+admin@ncrurgentsale\.local\n\s+password:\s+\S{12,}/,
    );
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another server (pid ${first.child.pid}) is already using the data folder ${dataDir}`);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // A restart keeps the data and does not print a new password.
    const again = start(port);
    await waitHealthy(port, again);
    expect(again.output()).not.toContain('First admin created');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 400_000);

  it('stops with a readable message on a bad setting', async () => {
    const bad = start(await freePort(), { PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration:');
    expect(bad.output()).toContain('PORT:');
  });

  it('runs the server without tsx, and killing the process `npm start` leaves running stops the server', async () => {
    const port = await freePort();
    const npm = start(port, {}, ['npm', 'start']);
    await waitHealthy(port, npm);
    // npm execs plain node on the bundle: no tsx loader or wrapper, and no esbuild service beneath.
    const processes = execFileSync('ps', ['-o', 'pid=,ppid=,args=', '-e']).toString().split('\n');
    const children = processes.filter((line) => line.trim().split(/\s+/)[1] === String(npm.child.pid));
    expect(children).toHaveLength(1);
    // With young generations of 64 MB semi-spaces (docs/decisions/0082) and no allocation-site pretenuring (0092).
    expect(children[0]).toContain('node --max-semi-space-size=64 --no-allocation-site-pretenuring dist/server.js --exit-with-parent');
    const serverPid = Number(children[0]?.trim().split(/\s+/)[0]);
    expect(processes.filter((line) => line.trim().split(/\s+/)[1] === String(serverPid))).toEqual([]);

    npm.child.kill('SIGKILL');
    const deadline = Date.now() + 20_000;
    while (isRunning(serverPid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(isRunning(serverPid)).toBe(false);
    expect(await answers(port)).toBe(false);
    // It shut down cleanly: the data folder is released.
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 400_000);
});
