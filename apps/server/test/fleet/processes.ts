import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { serverRoot } from '~/config/paths';
import { findPostgresBin, freePort, postgresWorkspace } from '../postgres-server';
import { waitForHttp } from '../wait-for-http';

/** A new empty database on the PostgreSQL server at `url` (…/postgres); returns its URL. */
export async function createDatabase(url: string, prefix: string): Promise<string> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return url.replace(/\/postgres$/, `/${name}`);
}

/** Output kept from a child process, shown when it fails. */
function captured(child: ChildProcess): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export interface RunningServer {
  port: number;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

/** The V8 flags `npm start` gives the server (docs/decisions/0082, 0092). */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--no-allocation-site-pretenuring'];

/**
 * Starts one API server as its own process, the way production runs it. The one place that knows
 * how a server is launched: change it here if `npm start` changes.
 */
export async function launchServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-fleet-server-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captured(child);
  await waitForHttp(`http://127.0.0.1:${port}/api/health/ready`, child, output);
  return {
    port,
    dataDir,
    output,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground (a child of the test, killed by it) with a config of its own in a
 * temporary prefix: round-robin over `upstreamPorts`, X-Forwarded-For set to the client address,
 * and the answering server named in an X-Upstream header so tests can tell the servers apart.
 */
export async function startNginx(upstreamPorts: number[]): Promise<RunningNginx> {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'ncr-nginx-'));
  // Workers run as an unprivileged user when started as root: they must reach the temp folders.
  chmodSync(prefix, 0o755);
  for (const dir of ['logs', 'client_body', 'proxy']) {
    mkdirSync(path.join(prefix, dir));
    chmodSync(path.join(prefix, dir), 0o777);
  }
  const config = `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/proxy;
  uwsgi_temp_path ${prefix}/proxy;
  scgi_temp_path ${prefix}/proxy;
  upstream ncr_fleet {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 60m;
    location / {
      proxy_pass http://ncr_fleet;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  // Debian puts nginx in /usr/sbin, which an unprivileged user's PATH often lacks.
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child = spawn(nginx, ['-p', prefix, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = captured(child);
  child.on('error', () => {});
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, child, output, 20_000);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

/** redis-server on a free port, nothing saved to disk. */
export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ncr-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captured(child);
  child.on('error', () => {});
  const deadline = Date.now() + 20_000;
  while (!output().includes('Ready to accept connections')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RunningS3 {
  endpoint: string;
  bucket: string;
  /** The variables that point a server at this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver) with one bucket, storing into a temporary folder. */
export async function startS3(bucket = 'ncr-media'): Promise<RunningS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'ncr-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface ReplicatedPostgres {
  /** The primary's …/postgres URL. */
  primaryUrl: string;
  /** The same database on the hot standby: `url` of a database made on the primary, read there. */
  replicaUrlOf(url: string): string;
  /** Stops the standby (fast shutdown); the primary keeps running. */
  stopReplica(): void;
  /** Starts the standby again; it catches up from the primary's WAL. */
  startReplica(): void;
  stop(): void;
}

/**
 * A primary PostgreSQL and a streaming replica of it, as production runs DATABASE_READ_URL
 * (docs/decisions/0100): the primary with wal_level replica, WAL senders and a replication entry
 * in pg_hba.conf; the replica a base backup of it (pg_basebackup -R writes its primary_conninfo
 * and standby.signal), started as a hot standby on a port of its own.
 */
export async function startReplicatedPostgres(): Promise<ReplicatedPostgres> {
  const bin = findPostgresBin();
  const { dir, run } = postgresWorkspace(bin, 'ncr-pg-replicated-');
  const primaryData = path.join(dir, 'primary');
  const replicaData = path.join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const common = `-k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run('initdb', ['-D', primaryData, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  appendFileSync(path.join(primaryData, 'pg_hba.conf'), '\nhost replication postgres 127.0.0.1/32 trust\n');
  const primaryOptions = `-p ${primaryPort} ${common} -c wal_level=replica -c max_wal_senders=5 -c wal_keep_size=256MB`;
  run('pg_ctl', ['-D', primaryData, '-o', primaryOptions, '-w', '-l', path.join(dir, 'primary.log'), 'start']);
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    replicaData,
    '-R',
    '-X',
    'stream',
    '--no-sync',
  ]);
  const replicaOptions = `-p ${replicaPort} ${common} -c hot_standby=on -c wal_receiver_status_interval=1s`;
  const startReplica = () => {
    run('pg_ctl', ['-D', replicaData, '-o', replicaOptions, '-w', '-l', path.join(dir, 'replica.log'), 'start']);
  };
  startReplica();
  const portOf = (url: string) => url.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${replicaPort}`);
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrlOf: portOf,
    stopReplica() {
      run('pg_ctl', ['-D', replicaData, '-m', 'fast', '-w', 'stop']);
    },
    startReplica,
    stop() {
      for (const data of [replicaData, primaryData]) {
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // already stopped
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
