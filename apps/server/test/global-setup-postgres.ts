import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server';

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('pgUrl', server.url);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}
