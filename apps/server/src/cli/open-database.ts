import path from 'node:path';
import { type Env, loadEnv } from '~/config/env';
import { type Database, type OpenOptions, openPglite, openPostgres } from '~/db/client';
import { lockDataDirIfEmbedded } from '~/db/lock';
import { keepEmbeddedDatabasePrivate, secureDataFolders } from '~/lib/private-files';

/** Opens the configured database for a command-line task, holding the DATA_DIR lock meanwhile. */
export async function openForCli(options: OpenOptions = {}): Promise<{ env: Env; database: Database; done: () => Promise<void> }> {
  const env = loadEnv();
  secureDataFolders(env);
  const unlock = lockDataDirIfEmbedded(env);
  try {
    const database = env.DATABASE_URL
      ? await openPostgres(env.DATABASE_URL, undefined, options)
      : keepEmbeddedDatabasePrivate(await openPglite(path.join(env.dataDir, 'db'), options), path.join(env.dataDir, 'db'));
    return {
      env,
      database,
      done: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
