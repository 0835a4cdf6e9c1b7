// Builds the server to plain JavaScript for production (docs/decisions/0021-compiled-production.md):
// our TypeScript and @ncr/shared go into one ES module per entry; every npm package stays an
// import of node_modules, so native (sharp, pg-native) and asset-carrying packages (PGlite's WASM,
// swagger-ui's pages) load from their own folders exactly as in development.
// Usage: node scripts/build.mjs [--outdir DIR]   (default: dist; DIR must lie inside apps/server)
//        node scripts/build.mjs --bench          (the benchmarks, to .bench-build: docs/decisions/0078)
import { globSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
const flag = process.argv.indexOf('--outdir');
const bench = process.argv.includes('--bench');
const outdir = path.resolve(serverRoot, flag >= 0 ? process.argv[flag + 1] : bench ? '.bench-build' : 'dist');
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

// Every worker thread's entry, a file named *.worker.ts: each is bundled next to server.js under its
// own name, where the worker pool starts it from (src/lib/worker-pool/pool.ts).
const workerEntry = {};
for (const file of globSync('src/**/*.worker.ts', { cwd: serverRoot })) {
  const name = path.basename(file, '.ts');
  if (workerEntry[name]) throw new Error(`two worker entries are named ${name}: ${workerEntry[name]} and ${file}`);
  workerEntry[name] = file;
}

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
// The benchmarks import development packages too (lighthouse and what it brings): every package
// but @ncr/shared stays an import.
const everyPackageOutside = {
  name: 'every-package-outside',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./~]/ }, (args) =>
      args.path.startsWith('@ncr/shared') ? undefined : { path: args.path, external: true },
    );
  },
};
await build({
  absWorkingDir: serverRoot,
  // The benchmarks load each suite when it runs (bench/run.ts): split, so that each suite is a file
  // of its own, which the search benchmark imports again in a process per database.
  ...(bench
    ? { entryPoints: { run: 'bench/run.ts', ...workerEntry }, splitting: true, plugins: [everyPackageOutside] }
    : { entryPoints: { server: 'src/server.ts', ...workerEntry }, external }),
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: 'linked',
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log(`${bench ? 'Benchmarks' : 'Server'} built to ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms`);
