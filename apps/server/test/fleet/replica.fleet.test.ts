import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '~/lib/tokens';
import { photo } from '~/modules/posting/testing/media-samples';
import { uploadBody } from '~/modules/posting/testing/multipart';
import { samplePropertyData } from '../fixtures';
import { waitFor } from '../wait';
import { type Answer, type CallOptions, call } from './fleet-client';
import {
  createDatabase,
  launchServer,
  type ReplicatedPostgres,
  type RunningNginx,
  type RunningServer,
  startNginx,
  startReplicatedPostgres,
} from './processes';

// Two servers behind nginx on a primary PostgreSQL and a real streaming replica of it (a hot
// standby made with pg_basebackup -R): DATABASE_READ_URL points the servers' reads that may lag
// at the replica (docs/decisions/0100). Searches are answered from the index each server loads
// and follows from the replica; writes and owners' reads go to the primary.
const ADMIN = { email: 'replica-admin@example.test', password: 'replica admin password' };
const TOKEN_SECRET = randomBytes(32).toString('hex');

describe('a fleet reading from a streaming replica', () => {
  let cluster: ReplicatedPostgres;
  let databaseUrl: string;
  let replicaUrl: string;
  let mediaDir: string;
  let servers: RunningServer[] = [];
  let nginx: RunningNginx;
  const tokens = new TokenService(TOKEN_SECRET, 3600);

  const through = (method: string, url: string, options: CallOptions = {}): Promise<Answer> => call(nginx.url, method, url, options);
  const direct = (server: RunningServer, url: string) => call(`http://127.0.0.1:${server.port}`, 'GET', url);

  async function sql<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** A member made on the primary, with a token the servers accept (they share TOKEN_SECRET). */
  async function member(role: 'seller' | 'admin'): Promise<string> {
    const mobile = `+9195${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const [row] = await sql<{ id: string }>(
      databaseUrl,
      `insert into users (role, full_name, mobile, email) values ($1, $2, $3, $4) returning id`,
      [
        role,
        `Replica ${role}`,
        role === 'seller' ? mobile : null,
        role === 'admin' ? `${randomBytes(4).toString('hex')}@example.test` : null,
      ],
    );
    return tokens.sign({ id: row?.id as string, role, tokenVersion: 0 });
  }

  async function post(token: string, title: string): Promise<string> {
    const { payload, headers } = uploadBody(samplePropertyData({ title, property: { title } }), [{ data: await photo('jpeg', 640, 480) }]);
    const res = await through('POST', '/api/property/upload', { raw: { payload, headers }, token });
    expect(res.status, res.body.toString()).toBe(201);
    return res.json().property._id;
  }

  /** The ids a title search finds, as each server answers it (directly, so both are asked). */
  const foundOnEach = (word: string) =>
    Promise.all(
      servers.map(async (server) =>
        (await direct(server, `/api/property/search?title=${word}`)).json().properties.map((p: { _id: string }) => p._id),
      ),
    );

  /** Whether the replica has replayed the listing with this status (read on the replica itself). */
  const replicaHas = async (id: string, status: string) =>
    (await sql(replicaUrl, `select 1 from properties where id = $1 and status = $2`, [id, status])).length === 1;

  beforeAll(async () => {
    cluster = await startReplicatedPostgres();
    databaseUrl = await createDatabase(cluster.primaryUrl, 'replicated');
    replicaUrl = cluster.replicaUrlOf(databaseUrl);
    // The new database reaches the replica with its WAL.
    await waitFor(
      () =>
        sql(replicaUrl, 'select 1').then(
          () => true,
          () => false,
        ),
      (ok) => ok,
    );
    mediaDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-replica-media-'));
    servers = await Promise.all(
      [1, 2].map(() =>
        launchServer({
          DATABASE_URL: databaseUrl,
          DATABASE_READ_URL: replicaUrl,
          TOKEN_SECRET,
          TRUST_PROXY: 'true',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          MEDIA_DIR: mediaDir,
        }),
      ),
    );
    nginx = await startNginx(servers.map((s) => s.port));
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    cluster?.stop();
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  it('reports the replica in readiness on every server', async () => {
    for (const server of servers) {
      const res = await direct(server, '/api/health/ready');
      expect(res.status).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'ready',
        database: { status: 'ok', kind: 'postgres' },
        searchIndex: { status: 'ok', kind: 'memory' },
        replica: { status: 'ok', kind: 'postgres' },
      });
    }
  });

  it('makes a listing approved on the primary searchable on both servers once the replica has replayed it', async () => {
    const [seller, admin] = [await member('seller'), await member('admin')];
    const word = `replicaword${randomBytes(4).toString('hex')}`;
    const id = await post(seller, `Replica ${word} villa`);
    const approved = await through('PUT', `/api/property/${id}/approve`, { token: admin });
    expect(approved.status, approved.body.toString()).toBe(200);
    await waitFor(
      () => replicaHas(id, 'Active'),
      (has) => has,
    );
    const found = await waitFor(
      () => foundOnEach(word),
      (lists) => lists.every((ids) => ids.includes(id)),
    );
    expect(found).toEqual([[id], [id]]);
  });

  it('skips no change while the replica is behind: every change made meanwhile is searchable once it catches up', async () => {
    const [seller, admin] = [await member('seller'), await member('admin')];
    const word = (w: string) => `${w}${randomBytes(3).toString('hex')}`;
    const [before, after, other] = [word('replicabefore'), word('replicaafter'), word('replicaother')];
    const first = await post(seller, `Replica ${before} flat`);
    expect((await through('PUT', `/api/property/${first}/approve`, { token: admin })).status).toBe(200);
    await waitFor(
      () => foundOnEach(before),
      (lists) => lists.every((ids) => ids.includes(first)),
    );

    // The replica stops replaying: it stays connected and ready, but behind.
    await sql(replicaUrl, 'select pg_wal_replay_pause()');
    try {
      const edited = await through('PUT', `/api/property/${first}`, {
        token: seller,
        body: { propertyData: { title: `Replica ${after} flat`, property: { title: `Replica ${after} flat` } } },
      });
      expect(edited.status, edited.body.toString()).toBe(200);
      const second = await post(seller, `Replica ${other} house`);
      expect((await through('PUT', `/api/property/${second}/approve`, { token: admin })).status).toBe(200);
      // The owner reads the primary: their edit shows at once.
      const own = await through('GET', `/api/property/${first}`, { token: seller });
      expect(own.status, own.body.toString()).toBe(200);
      expect(own.body.toString()).toContain(after);
      // Visitors' searches read the replica, which has replayed none of it.
      expect(await foundOnEach(before)).toEqual([[first], [first]]);
      expect(await foundOnEach(after)).toEqual([[], []]);
      expect(await foundOnEach(other)).toEqual([[], []]);

      await sql(replicaUrl, 'select pg_wal_replay_resume()');
      await waitFor(
        () => replicaHas(second, 'Active'),
        (has) => has,
      );
      await waitFor(
        async (): Promise<[string[][], string[][]]> => [await foundOnEach(after), await foundOnEach(other)],
        ([edits, others]) => edits.every((ids) => ids.includes(first)) && others.every((ids) => ids.includes(second)),
      );
      expect(await foundOnEach(before)).toEqual([[], []]);
    } finally {
      await sql(replicaUrl, 'select pg_wal_replay_resume()').catch(() => {});
    }
  });

  it('has the replica refuse writes, while writes through the servers go to the primary', async () => {
    await expect(sql(replicaUrl, `insert into settings (key, value) values ('replica-probe', '{}'::jsonb)`)).rejects.toThrow(
      /read-only transaction/,
    );
    const admin = await member('admin');
    const changed = await through('PUT', '/api/admin/settings', { token: admin, body: { propertyLimitPerUser: 50 } });
    expect(changed.status, changed.body.toString()).toBe(200);
    expect(await sql(databaseUrl, `select value->>'propertyLimitPerUser' as limit from settings where key = 'system'`)).toEqual([
      { limit: '50' },
    ]);
  });

  it('reports the replica down when it stops, and keeps serving what the primary serves', async () => {
    const [seller, admin] = [await member('seller'), await member('admin')];
    cluster.stopReplica();
    try {
      for (const server of servers) {
        const res = await direct(server, '/api/health/ready');
        expect(res.json()).toMatchObject({ database: { status: 'ok' }, replica: { status: 'error', kind: 'postgres' } });
        expect(res.status).toBe(200);
      }
      // Sign-in, posting, approval and the owner's own listing: all on the primary.
      const login = await through('POST', '/api/auth/login-email', { body: ADMIN });
      expect(login.status, login.body.toString()).toBe(200);
      const id = await post(seller, 'Replica down flat');
      expect((await through('PUT', `/api/property/${id}/approve`, { token: admin })).status).toBe(200);
      const own = await through('GET', `/api/property/${id}`, { token: seller });
      expect(own.status, own.body.toString()).toBe(200);
      expect(own.json().status).toBe('Active');
    } finally {
      cluster.startReplica();
    }
    await waitFor(
      async () => (await direct(servers[0] as RunningServer, '/api/health/ready')).json().replica.status,
      (status) => status === 'ok',
    );
  });
});
