import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder, found by walking up to its package.json. The same code runs from
 * src/ (tsx in development and tests) and bundled from dist/ or a test build folder (production,
 * docs/decisions/0021-compiled-production.md), so paths relative to this file's own folder differ
 * between the two; the package folder does not.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@ncr/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the running code');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
/** Drizzle's SQL migrations and their journal. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
/** The built web app, served when WEB_DIST is not set. */
export const defaultWebRoot = path.resolve(serverRoot, '../web/dist');
