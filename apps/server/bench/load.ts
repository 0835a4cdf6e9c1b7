import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { serverRoot } from '~/config/paths';

// The load of the throughput benchmarks: 32 keep-alive connections kept busy with a list of paths,
// each asked in turn, until a number of answers or a time is reached. wrk makes it when it is
// installed (apt install wrk): a generator in C takes a small part of the CPU the server shares with
// it on this 2-core machine, and a bare node:http answer reaches about 57,000 a second with it, the
// ceiling the figures of issue 23 were measured against. Without wrk, a Node worker thread makes
// the load; it reaches about 18,000 a second and takes more of the CPU from the server
// (docs/decisions/0073-load-from-wrk.md).

const CONNECTIONS = 32;

export interface Stats {
  requests: number;
  errors: number;
  perSecond: number;
  /** Percentiles of each request's latency, from sending it to the end of its answer (ms). */
  p50: number;
  p99: number;
  /** wrk's own p99, with its made-up samples for slow answers (bench/load.lua); absent without wrk. */
  p99Wrk?: number;
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

/** The figures' column heads of a benchmark's table, and a row's figures under them. */
export const STATS_HEADS = `${'req/s'.padStart(9)}${'p50'.padStart(11)}${'p99'.padStart(11)}${"wrk's p99".padStart(12)}`;
export const statsColumns = (s: Stats) =>
  `${s.perSecond.toFixed(0).padStart(9)}${ms(s.p50).padStart(11)}${ms(s.p99).padStart(11)}${(s.p99Wrk === undefined ? '-' : ms(s.p99Wrk)).padStart(12)}`;

/**
 * The list as slices of one flat string. The benchmarks run the app in their own process, so the
 * lists they keep for the load sit in the server's heap. Built by concatenation (templates,
 * URLSearchParams), a path is a tree of about a dozen strings: the 88,000 paths of the search
 * benchmark's missed searches alone were about a million objects, which every major garbage
 * collection of the server marked. Held as built, they raised the new-listing page's p99 from
 * 71–80 ms to 105–120 ms (docs/decisions/0077-load-lists-kept-flat.md).
 */
export function compact(list: string[]): string[] {
  return list.join('\n').split('\n');
}

const LUA_SCRIPT = path.join(serverRoot, 'bench', 'load.lua');

// BENCH_LOAD=worker makes the load in the worker thread even with wrk installed (to compare the two).
const hasWrk =
  process.env.BENCH_LOAD !== 'worker' && (spawnSync('wrk', ['--version'], { encoding: 'utf8' }).stdout?.startsWith('wrk') ?? false);

/** Which generator makes the load, for the benchmark's header. */
export const LOAD_GENERATOR = hasWrk
  ? `wrk, 1 thread, ${CONNECTIONS} connections`
  : `a Node worker thread, ${CONNECTIONS} connections (install wrk for less of the CPU taken)`;

/**
 * Asks `paths` in turn (again from the first when they run out) on 127.0.0.1:`port` until
 * `maxRequests` answers or `maxMs`, whichever comes first. `agents`: user agents sent in turn;
 * `cookies`: Cookie headers sent in turn (signed-in members), the n-th request with the n-th of
 * each list (modulo its length), as with the paths. Every answer but 200 counts as an error.
 */
export function load(
  port: number,
  paths: string[],
  maxMs: number,
  maxRequests: number,
  agents: string[] = [],
  cookies: string[] = [],
): Promise<Stats> {
  const request = { port, paths, maxMs, maxRequests, agents, cookies };
  return hasWrk ? loadFromWrk(request) : loadFromWorker(request);
}

interface LoadRequest {
  port: number;
  paths: string[];
  maxMs: number;
  maxRequests: number;
  agents: string[];
  cookies: string[];
}

async function loadFromWrk({ port, paths, maxMs, maxRequests, agents, cookies }: LoadRequest): Promise<Stats> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ncr-load-'));
  try {
    const pathsFile = path.join(dir, 'paths');
    writeFileSync(pathsFile, paths.join('\n'));
    // No file when there are no agents: wrk then sends none (load.lua).
    const agentsFile = agents.length > 0 ? path.join(dir, 'agents') : '';
    if (agentsFile) writeFileSync(agentsFile, agents.join('\n'));
    const cookiesFile = cookies.length > 0 ? path.join(dir, 'cookies') : '';
    if (cookiesFile) writeFileSync(cookiesFile, cookies.join('\n'));
    // The script ends the run at maxMs; wrk's own limit only if no answer comes by then.
    const seconds = `${Math.ceil(maxMs / 1000) + 2}s`;
    const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}`, '--timeout', '30s', '-s', LUA_SCRIPT, `http://127.0.0.1:${port}`];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', args, {
        env: {
          ...process.env,
          PATHS_FILE: pathsFile,
          AGENTS_FILE: agentsFile,
          COOKIES_FILE: cookiesFile,
          MAX: String(maxRequests),
          MAX_MS: String(maxMs),
        },
      });
      let text = '';
      child.stdout.on('data', (chunk) => {
        text += chunk;
      });
      child.stderr.on('data', (chunk) => {
        text += chunk;
      });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`))));
    });
    const lines = output.split('\n').filter((line) => line.startsWith('{'));
    const summary = JSON.parse(lines.find((line) => line.includes('"durationUs"')) ?? 'null') as {
      requests: number;
      durationUs: number;
      p50Us: number;
      p99Us: number;
      socketErrors: number;
      statusErrors: number;
    } | null;
    if (!summary) throw new Error(`wrk printed no summary: ${output}`);
    // Present when an answer came by maxMs: how many and the time they took, to the last, and the
    // percentiles of the latencies of those whose number came back (all, from our servers).
    const measured = JSON.parse(lines.find((line) => line.includes('"measured"')) ?? 'null') as {
      measured: number;
      elapsedUs: number;
      failed: number;
      timed: number;
      p50Us: number;
      p99Us: number;
    } | null;
    const requests = measured?.measured ?? summary.requests;
    // A run wrk ended, or a server that does not send the number back, has only wrk's own.
    const timed = measured && measured.timed >= measured.measured * 0.99 ? measured : summary;
    return {
      requests,
      errors: summary.socketErrors + (measured ? measured.failed : summary.statusErrors),
      perSecond: requests / ((measured?.elapsedUs ?? summary.durationUs) / 1e6),
      p50: timed.p50Us / 1000,
      p99: timed.p99Us / 1000,
      p99Wrk: summary.p99Us / 1000,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The worker's load loop, evaluated from source so the benchmark needs no build step.
const LOAD_LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, paths, agents, cookies, connections, maxRequests, maxMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let next = 0, errors = 0;
const started = performance.now();
const deadline = started + maxMs;
function once(path, n) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const headers = { 'accept-encoding': 'gzip' };
    if (agents.length > 0) headers['user-agent'] = agents[n % agents.length];
    if (cookies.length > 0) headers.cookie = cookies[n % cookies.length];
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (res.statusCode !== 200) errors++;
        latencies.push(performance.now() - t0);
        resolve();
      });
    });
    req.on('error', () => { errors++; resolve(); });
  });
}
async function client() {
  while (next < maxRequests && performance.now() < deadline) {
    const n = next++;
    await once(paths[n % paths.length], n);
  }
}
Promise.all(Array.from({ length: connections }, client)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, errors, elapsed: performance.now() - started });
});
`;

function loadFromWorker({ port, paths, maxMs, maxRequests, agents, cookies }: LoadRequest): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_LOOP, {
      eval: true,
      workerData: { port, paths, agents, cookies, connections: CONNECTIONS, maxRequests, maxMs },
    });
    worker.once('error', reject);
    worker.once('message', (result: { latencies: number[]; errors: number; elapsed: number }) => {
      const sorted = [...result.latencies].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
      resolve({
        requests: sorted.length,
        errors: result.errors,
        perSecond: sorted.length / (result.elapsed / 1000),
        p50: at(0.5),
        p99: at(0.99),
      });
      void worker.terminate();
    });
  });
}
