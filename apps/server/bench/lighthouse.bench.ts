import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serverDir, webDist } from './web-build';

// Lighthouse (mobile preset: a mid-range phone on a throttled connection) against the real server
// with the demo data, in Debian's Chromium. Three runs a page, the median printed: scores on a
// 2-core machine are noisy. Floors (issue: server rendering): performance 90, the rest 100.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const FLOORS: Record<(typeof CATEGORIES)[number], number> = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-lighthouse-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_DIST: webDist(),
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error('the server exited before answering');
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child, dataDir };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy');
}

// A run that measured no value (Lighthouse leaves a metric out when the trace lacks it) is left out.
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? Number.NaN;
};

export async function run(): Promise<void> {
  // BENCH_BASE_URL measures a server that is already running (another build, a staging host).
  const given = process.env.BENCH_BASE_URL;
  const server = given ? { url: given.replace(/\/+$/, ''), child: null, dataDir: null } : await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  let failed = false;
  try {
    const search = (await (await fetch(`${server.url}/api/property/search?limit=1`)).json()) as { properties: { _id: string }[] };
    // A locality's page (docs/decisions/0130): the busiest locality of Noida's page.
    const noida = (await (await fetch(`${server.url}/api/property/place?city=noida`)).json()) as { places: { path: string }[] };
    const pages = ['/', '/property', `/property/${search.properties[0]?._id}`, noida.places[0]?.path ?? '/property-in/noida'];
    console.log(
      `  ${'page'.padEnd(50)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'bp'.padStart(6)}${'seo'.padStart(6)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(7)}`,
    );
    for (const page of pages) {
      const runs: { scores: number[]; lcp: number; tbt: number; cls: number }[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...CATEGORIES],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${page}`);
        runs.push({
          scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        });
      }
      const scores = CATEGORIES.map((_, i) => median(runs.map((r) => r.scores[i] ?? 0)));
      const lcp = median(runs.map((r) => r.lcp));
      const tbt = median(runs.map((r) => r.tbt));
      const cls = median(runs.map((r) => r.cls));
      const below = CATEGORIES.filter((c, i) => (scores[i] ?? 0) < FLOORS[c]);
      if (below.length > 0) failed = true;
      console.log(
        `  ${page.padEnd(50)}${scores.map((s) => String(s).padStart(6)).join('')}${`${(lcp / 1000).toFixed(2)} s`.padStart(9)}${`${tbt.toFixed(0)} ms`.padStart(9)}${cls.toFixed(3).padStart(7)}${below.length ? `  BELOW FLOOR: ${below.join(', ')}` : ''}`,
      );
    }
    console.log(`  median of ${RUNS} runs, mobile preset; floors: performance ${FLOORS.performance}, others 100`);
  } finally {
    chrome.kill();
    if (server.child && server.dataDir) {
      const { child, dataDir } = server;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (failed) process.exitCode = 1;
}
