import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompiledServer } from './compiled-server';
import { freePort } from './postgres-server';
import { waitForHttp } from './wait-for-http';

// SIGTERM under load (docs/decisions/0023-drain-keep-alive-connections.md): 32 clients keep
// keep-alive connections busy while the compiled server is told to stop. Every request that
// reached the server must be answered; the only failure allowed is a refused new connection
// once the server stopped listening, and a request that raced the server's end of a connection it
// had found quiet (the drain names each one in its log, by the client's port).
const CONNECTIONS = 32;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-drain-'));
let compiled: ReturnType<typeof buildCompiledServer>;
let child: ChildProcess | undefined;

interface Outcome {
  status?: number;
  connection?: string;
  error?: string;
  /** Sent after a client had seen the first `connection: close`, i.e. surely during the drain. */
  sentDuringDrain: boolean;
  /** The client's port of the connection it was sent on. */
  port?: number;
}

let drainSeen = false;

/** Per client socket: a request on it is in flight; it was told to close; the server ended it while it was quiet. */
interface SocketState {
  inFlight: boolean;
  toldToClose: boolean;
  endedWhileQuiet: boolean;
}
const sockets = new Map<net.Socket, SocketState>();

function track(socket: net.Socket): SocketState {
  let state = sockets.get(socket);
  if (!state) {
    const created: SocketState = { inFlight: false, toldToClose: false, endedWhileQuiet: false };
    // 'close' rather than 'end': it also comes when a quiet socket is reset rather than ended.
    socket.once('close', () => {
      if (!created.inFlight && !created.toldToClose) created.endedWhileQuiet = true;
    });
    sockets.set(socket, created);
    state = created;
  }
  return state;
}

function get(agent: http.Agent, port: number, pathname: string): Promise<Outcome> {
  const sentDuringDrain = drainSeen;
  let clientPort: number | undefined;
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
      res.resume();
      if (res.headers.connection === 'close') drainSeen = true;
      res.on('end', () => {
        const state = sockets.get(res.socket as net.Socket);
        if (state) {
          state.inFlight = false;
          if (res.headers.connection === 'close') state.toldToClose = true;
        }
        resolve({ status: res.statusCode, connection: res.headers.connection, sentDuringDrain, port: clientPort });
      });
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, sentDuringDrain, port: clientPort }));
    });
    req.on('socket', (socket) => {
      const state = track(socket);
      state.inFlight = true;
      clientPort = socket.localPort;
      if (clientPort === undefined) socket.once('connect', () => (clientPort = socket.localPort));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, sentDuringDrain, port: clientPort }));
  });
}

beforeAll(() => {
  compiled = buildCompiledServer('drain');
});
afterAll(() => {
  child?.kill('SIGKILL');
  compiled?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful drain', () => {
  it(`answers every request that reached the server when SIGTERM arrives under ${CONNECTIONS} keep-alive connections`, async () => {
    const port = await freePort();
    const server = spawn(process.execPath, [compiled.entry], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'info', // the default: the server as shipped, its drain naming the quiet connections it ends
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    let output = '';
    server.stdout?.on('data', (d) => (output += d));
    server.stderr?.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

    await waitForHttp(`http://127.0.0.1:${port}/api/health`, server, () => output);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

    const outcomes: Outcome[] = [];
    const answeredBy = new Array<number>(CONNECTIONS).fill(0);
    const paths = ['/api/health', '/api/property/search?city=Gurugram', '/api/property/featured', '/api/property/search?page=2'];
    const worker = async (n: number) => {
      for (let i = 0; ; i++) {
        const outcome = await get(agent, port, paths[(n + i) % paths.length] ?? '/api/health');
        outcomes.push(outcome);
        if (outcome.status !== undefined) answeredBy[n] = (answeredBy[n] ?? 0) + 1;
        // Once the server no longer accepts connections this client is done.
        if (outcome.error === 'ECONNREFUSED' || outcomes.length > 50_000) return;
      }
    };
    const workers = Array.from({ length: CONNECTIONS }, (_, n) => worker(n));
    // SIGTERM once every connection is busy, however slow the machine: after some rounds of answers
    // (on a quiet machine about a second), not after a fixed time, and once every client has had an
    // answer. On a starved machine a client's first connection could still be waiting for the server
    // to accept it after the others' rounds: it had not reached the server, and the kernel resets it
    // when the server stops listening (seen as 7 "lost" first requests in 1 run of 3).
    const busy = Date.now() + 120_000;
    const everyoneBusy = () => outcomes.length >= CONNECTIONS * 5 && answeredBy.every((count) => count > 0);
    while (!everyoneBusy() && Date.now() < busy) await new Promise((r) => setTimeout(r, 50));
    expect(drainSeen).toBe(false);
    server.kill('SIGTERM');
    await Promise.all(workers);
    expect(await exited).toBe(0);
    agent.destroy();

    const answered = outcomes.filter((o) => o.status !== undefined);
    const closing = answered.filter((o) => o.connection === 'close');
    const duringDrain = answered.filter((o) => o.sentDuringDrain);
    const failed = outcomes.filter((o) => o.error !== undefined && o.error !== 'ECONNREFUSED');
    const endedQuiet = new Set(
      output
        .split('\n')
        .filter((line) => line.includes('drain: ended a quiet keep-alive connection'))
        .map((line) => (JSON.parse(line) as { clientPort: number }).clientPort),
    );
    const raced = failed.filter((o) => o.port !== undefined && endedQuiet.has(o.port));
    const lost = failed.filter((o) => !raced.includes(o));
    const endedWhileQuiet = [...sockets.values()].filter((s) => s.endedWhileQuiet).length;
    const summary =
      `drain: ${answered.length} answered, ${closing.length} with connection: close, ` +
      `${endedWhileQuiet} ended while quiet, ${raced.length} raced the server's end of a quiet socket, ` +
      `${lost.length} lost (${lost.map((o) => o.error).join(', ')}), ${sockets.size} sockets, ${endedQuiet.size} ended quiet by the server`;
    console.log(summary);
    expect(answered.length, summary).toBeGreaterThan(CONNECTIONS * 4);
    // Every keep-alive connection was told to close by an answered request, or (when this starved
    // client let it sit quiet for the drain's grace second) was ended by the server between
    // requests, or raced that end with a request the server had not read.
    expect(closing.length + endedWhileQuiet + raced.length, summary).toBeGreaterThanOrEqual(CONNECTIONS);
    expect(duringDrain.every((o) => o.connection === 'close')).toBe(true);
    expect(lost, summary).toEqual([]);
    expect(outcomes.filter((o) => o.status !== undefined && o.status !== 200)).toEqual([]);
  }, 300_000);
});
