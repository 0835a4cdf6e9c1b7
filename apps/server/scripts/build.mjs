// Builds the server to plain JavaScript for production (docs/decisions/0021-compiled-production.md):
// our TypeScript and @ncr/shared go into one ES module per entry; every npm package stays an
// import of node_modules, so native (sharp, pg-native) and asset-carrying packages (PGlite's WASM,
// swagger-ui's pages) load from their own folders exactly as in development.
// Usage: node scripts/build.mjs [--outdir DIR]   (default: dist; DIR must lie inside apps/server)
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
const flag = process.argv.indexOf('--outdir');
const outdir = path.resolve(serverRoot, flag >= 0 ? process.argv[flag + 1] : 'dist');
if (path.relative(serverRoot, outdir).startsWith('..')) {
  // The bundle finds drizzle/ and the web app by walking up to apps/server/package.json.
  throw new Error(`--outdir must lie inside ${serverRoot}`);
}

const manifest = (file) => JSON.parse(readFileSync(file, 'utf8'));
const dependencyNames = (file) => Object.keys(manifest(file).dependencies ?? {});
const external = [
  ...new Set([
    ...dependencyNames(path.join(serverRoot, 'package.json')),
    ...dependencyNames(path.join(serverRoot, '../../packages/shared/package.json')),
  ]),
].filter((name) => name !== '@ncr/shared');

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: serverRoot,
  entryPoints: { server: 'src/server.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  external,
  sourcemap: 'linked',
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log(`Server built to ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms`);
