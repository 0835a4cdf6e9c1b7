import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '~/db/client';
import { startPostgres } from './postgres-server';

// The template each test file's database is copied from (test/helpers.ts freshDatabase): migrated
// once per run, so a file's `create database … template` starts migrated, which is quicker than
// running every migration again for each of the suite's files.
const TEMPLATE = 't_migrated_template';

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database ${TEMPLATE}`);
    await admin.end();
    const template = await openPostgres(server.url.replace(/\/postgres$/, `/${TEMPLATE}`));
    // A template may be copied only while nobody is connected to it.
    await template.close();
  } catch (error) {
    server.stop();
    throw error;
  }
  project.provide('pgUrl', server.url);
  project.provide('pgTemplate', TEMPLATE);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    /** A database migrated with the app's migrations, to copy (postgres project only). */
    pgTemplate: string;
  }
}
