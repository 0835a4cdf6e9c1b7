import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Starts a throw-away PostgreSQL server from Debian's binaries (initdb + pg_ctl) in a temporary
// folder on a free port. PostgreSQL refuses to run as root, so as root it runs as `postgres`.

export function findPostgresBin(): string {
  const candidates = [process.env.PG_BIN, ...listDebianVersions()].filter(Boolean) as string[];
  for (const dir of candidates) if (existsSync(path.join(dir, 'pg_ctl'))) return dir;
  throw new Error(
    'PostgreSQL server binaries not found. Install them with `apt-get install -y postgresql` ' +
      '(or set PG_BIN to the folder holding pg_ctl).',
  );
}

function listDebianVersions(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(root, v, 'bin'));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A new temporary folder PostgreSQL's programs may write to, and a way to run them in it.
 * PostgreSQL refuses to run as root: as root, the folder belongs to `postgres` and its programs
 * run as that user.
 */
export function postgresWorkspace(bin: string, prefix: string): { dir: string; run: (cmd: string, args: string[]) => Buffer } {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    return asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe', cwd: dir })
      : execFileSync(full, args, { stdio: 'pipe', cwd: dir });
  };
  return { dir, run };
}

export interface PostgresServer {
  url: string;
  stop(): void;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  const { dir, run } = postgresWorkspace(bin, 'ncr-pg-');
  const dataDir = path.join(dir, 'data');
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', dataDir, '-o', options, '-w', '-l', path.join(dir, 'log.txt'), 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
