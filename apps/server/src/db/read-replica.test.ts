import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '~/app';
import { loadEnv } from '~/config/env';
import { type Database, openPostgres } from '~/db/client';
import { createListing } from '../../test/fixtures';
import { bearer, createUser, type TestContext, type TestUser } from '../../test/helpers';
import { freePort } from '../../test/postgres-server';

// Reads that may lag go to DATABASE_READ_URL (docs/decisions/0100). Here the "replica" is a copy
// of the database made once and never brought up to date, read only: a replica infinitely far
// behind. Visitors see the copy; writes, and the owner's own reads after them, see the primary.
const pgUrl = inject('pgUrl');
// One signing key for the apps of a file, as a fleet shares one.
const TOKEN_SECRET = randomBytes(32).toString('hex');

async function admin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function appOn(database: Database): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-replica-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.REPLICA_TEST_LOG ?? 'silent',
    TOKEN_SECRET,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp({ env, database });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!pgUrl)('reads that may lag, on a read replica', () => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const url = () => pgUrl.replace(/\/postgres$/, `/${name}`);
  const readOnly = '?application_name=ncr_replica&options=-c%20default_transaction_read_only%3Don';
  let ctx: TestContext;
  let seller: TestUser;
  let listingId: string;

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${name}`));
    // The primary as it was when the replica stopped replaying: a seller with one listing.
    const before = await openPostgres(url());
    const setup = await appOn(before);
    seller = await createUser(setup, 'seller');
    listingId = await createListing(setup, seller.id, {
      status: 'Active',
      data: { title: 'Frozen lake view flat', property: { title: 'Frozen lake view flat' } },
    });
    await setup.close();
    await admin((client) => client.query(`create database ${name}_replica template ${name}`));
    const replicaUrl = `${pgUrl.replace(/\/postgres$/, `/${name}_replica`)}${readOnly}`;
    ctx = await appOn(await openPostgres(url(), undefined, { readUrl: replicaUrl }));
  });

  afterAll(async () => {
    await ctx?.close();
    await admin(async (client) => {
      await client.query(`drop database if exists ${name}_replica with (force)`);
      await client.query(`drop database if exists ${name} with (force)`);
    });
  });

  it('reports the replica in readiness as a check of its own', async () => {
    expect(ctx.app.readDb).not.toBe(ctx.app.db);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', database: { status: 'ok' }, replica: { status: 'ok', kind: 'postgres' } });
  });

  it("writes to the primary, shows the owner their edit at once, and visitors the replica's copy", async () => {
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${listingId}`,
      headers: bearer(seller),
      payload: { propertyData: { title: 'Edited sunrise view flat', property: { title: 'Edited sunrise view flat' } } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const own = await ctx.app.inject({ method: 'GET', url: `/api/property/${listingId}`, headers: bearer(seller) });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toContain('Edited sunrise view flat');
    // A listing written after the copy is on the primary only; its owner sees it.
    const posted = await createListing(ctx, seller.id, { status: 'Active', data: { title: 'Posted after the copy' } });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/property/${posted}`, headers: bearer(seller) })).statusCode).toBe(200);

    // Visitors read the replica, which has not replayed any of it.
    const visitor = await ctx.app.inject({ method: 'GET', url: `/api/property/${listingId}` });
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.body).toContain('Frozen lake view flat');
    expect(visitor.body).not.toContain('Edited sunrise view flat');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/property/${posted}` })).statusCode).toBe(404);
    const search = async (title: string) => (await ctx.app.inject({ method: 'GET', url: `/api/property/search?title=${title}` })).json();
    expect((await search('frozen')).properties.map((p: { _id: string }) => p._id)).toEqual([listingId]);
    expect((await search('sunrise')).total).toBe(0);
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemaps/listings-1.xml' });
    expect(sitemap.body).toContain(listingId);
    expect(sitemap.body).not.toContain(posted);

    // Those reads were served by the replica's own connections.
    const replicaConnections = await admin(async (client) => {
      const result = await client.query(
        `select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = 'ncr_replica'`,
        [`${name}_replica`],
      );
      return result.rows[0].n as number;
    });
    expect(replicaConnections).toBeGreaterThan(0);
  });
});

describe.skipIf(!pgUrl)('a read replica that is down', () => {
  let ctx: TestContext;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const name = `t_${randomBytes(6).toString('hex')}`;
    await admin((client) => client.query(`create database ${name}`));
    drop = () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {});
    const nobody = `postgres://postgres@127.0.0.1:${await freePort()}/${name}`;
    ctx = await appOn(await openPostgres(pgUrl.replace(/\/postgres$/, `/${name}`), undefined, { readUrl: nobody }));
  });

  afterAll(async () => {
    await ctx?.close();
    await drop?.();
  });

  it('is reported down while the server stays ready for what the primary serves', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.json()).toMatchObject({ database: { status: 'ok' }, replica: { status: 'error', kind: 'postgres' } });
    const seller = await createUser(ctx, 'seller');
    const id = await createListing(ctx, seller.id, { status: 'Pending' });
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: bearer(seller),
      payload: { propertyData: { comments: 'Written with the replica down' } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const own = await ctx.app.inject({ method: 'GET', url: `/api/property/${id}`, headers: bearer(seller) });
    expect(own.body).toContain('Written with the replica down');
  });
});
