import path from 'node:path';
import { buildApp } from '~/app';
import { bootstrap } from '~/bootstrap';
import { loadEnv } from '~/config/env';
import { type Database, openPglite, openPostgres } from '~/db/client';
import { lockDataDirIfEmbedded } from '~/db/lock';
import { keepEmbeddedDatabasePrivate, restrictUmask, secureDataFolders } from '~/lib/private-files';

/**
 * `npm start` runs this file under npm (docs/decisions/0021-compiled-production.md). npm passes
 * SIGTERM and SIGINT on, but a SIGKILL of npm would leave this server holding the port and the
 * data folder; with --exit-with-parent it notices that it was orphaned and shuts down.
 */
function stopWhenParentExits(stop: () => void): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      stop();
    }
  }, 500);
  timer.unref();
}

/** The product runs on Node 24 LTS; `npm start` takes it from node_modules/.bin (decision 0102). */
const OLDEST_NODE_MAJOR = 24;

// Only starts and stops the server; everything else is built by app.ts.
async function main(): Promise<void> {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < OLDEST_NODE_MAJOR) {
    console.error(
      `Cannot start on Node ${process.version}: Node ${OLDEST_NODE_MAJOR} or later is needed. Start it with \`npm start\`, which runs the Node 24 that \`npm install\` brings.`,
    );
    process.exit(1);
  }
  // Before anything is written: every file 0600, every folder 0700 (docs/decisions/0098).
  restrictUmask();
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  secureDataFolders(env);
  let unlock: () => void;
  try {
    unlock = lockDataDirIfEmbedded(env);
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }

  let database: Database;
  try {
    const setup = (db: Database['db']) => bootstrap(db, env, (message) => console.log(message));
    if (env.DATABASE_URL) {
      // Servers of a fleet starting together take turns (openPostgres), so one admin is created.
      database = await openPostgres(env.DATABASE_URL, setup, { readUrl: env.DATABASE_READ_URL });
    } else {
      const dir = path.join(env.dataDir, 'db');
      database = keepEmbeddedDatabasePrivate(await openPglite(dir), dir);
      await setup(database.db);
    }
  } catch (error) {
    unlock();
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }

  const app = await buildApp({ env, database });
  let closing = false;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${reason}: finishing in-flight requests`);
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.drain();
      await app.close();
      await database.close();
    } finally {
      unlock();
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT received'));
  process.on('SIGTERM', () => void shutdown('SIGTERM received'));
  if (process.argv.includes('--exit-with-parent')) stopWhenParentExits(() => void shutdown('parent process exited'));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
    const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    console.log(`NCR Urgent Sale is running at http://${shown}:${env.PORT}  (API docs: /api/docs)`);
  } catch (error) {
    app.log.error(error);
    await database.close();
    unlock();
    process.exit(1);
  }
}

void main();
