import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@ncr/shared/enums';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '~/app';
import { loadEnv } from '~/config/env';
import { type Database, type OpenOptions, openPglite, openPostgres } from '~/db/client';
import { users } from '~/db/schema';
import { hashPassword } from '~/lib/passwords';

export interface TestContext {
  app: App;
  database: Database;
  dataDir: string;
  /** The PostgreSQL URL of this test's database (postgres project only), for a second process. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on the test PostgreSQL.
 * Migrated with the app's migrations, or with those of `options.migrationsFolder` (backup tests).
 */
export async function freshDatabase(options: OpenOptions = {}): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  // With the app's own migrations, a file starts from the run's migrated template (the global
  // setups): migrating again finds nothing to do. Other migrations start from empty.
  const fromTemplate = options.migrationsFolder === undefined;
  const pgUrl = inject('pgUrl');
  if (!pgUrl) {
    const template = inject('pgliteTemplate');
    const loadDataDir = fromTemplate && template ? new Blob([readFileSync(template)]) : undefined;
    return { database: await openPglite(undefined, { ...options, loadDataDir }), drop: async () => {} };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = fromTemplate ? inject('pgTemplate') : undefined;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = pgUrl.replace(/\/postgres$/, `/${name}`);
  const database = await openPostgres(url, undefined, options);
  return {
    database,
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A second server on the test's PostgreSQL database (as a fleet runs): its own data folder (its
 * outbox) and signing key. `close` stops it and removes the folder.
 */
export async function secondServer(
  databaseUrl: string,
  envOverrides: Record<string, string> = {},
): Promise<{ app: App; dataDir: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-second-'));
  const database = await openPostgres(databaseUrl);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...envOverrides,
  });
  const app = await buildApp({ env, database });
  await app.ready();
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'transports'> & { extend?: (app: App) => void } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...envOverrides,
  });
  const { database, url, drop } = await freshDatabase();
  const app = await buildApp({ env, database, transports: options.transports });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    databaseUrl: url,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

export interface TestUser {
  id: string;
  role: Role;
  token: string;
  email: string | null;
  mobile: string | null;
  fullName: string;
}

/** Inserts a user straight into the database and signs a token for it. Staff get a password. */
export async function createUser(
  ctx: TestContext,
  role: Role,
  fields: { fullName?: string; email?: string; mobile?: string; password?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const staff = role === 'admin' || role === 'subadmin';
  const email = fields.email ?? (staff ? `${role}${counter}@example.test` : null);
  const mobile = fields.mobile ?? (staff ? null : `+9197${String(10000000 + counter).slice(-8)}`);
  const fullName = fields.fullName ?? `${role[0]?.toUpperCase()}${role.slice(1)} ${counter}`;
  const passwordHash = staff ? await hashPassword(fields.password ?? 'correct horse battery', ctx.app.env.passwordHashCost) : null;
  const [row] = await ctx.app.db.insert(users).values({ role, email, mobile, fullName, passwordHash }).returning();
  if (!row) throw new Error('user not created');
  const token = await ctx.app.tokens.sign({ id: row.id, role, tokenVersion: row.tokenVersion });
  return { id: row.id, role, token, email, mobile, fullName };
}

export const bearer = (user: { token: string } | null | undefined) => (user ? { authorization: `Bearer ${user.token}` } : {});
