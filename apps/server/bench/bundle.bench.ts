import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_START } from '@ncr/shared/page-modules';
import { serverRoot } from '~/config/paths';

// The JavaScript a visitor downloads before a public page is live: the entry chunk (the boot
// module), the app's start it imports once the page has loaded (src/entry-client.tsx, decision
// 0128), the route's lazily loaded chunk, and everything those import statically (they are
// preloaded together), from the build manifest. Fails when a route goes over budget, carries admin code or
// makes an Intl formatter (the first one costs a page 15-50 ms of loading ICU's data, decision 0085).
const BUDGET_BYTES = 150 * 1024;
const repo = path.resolve(serverRoot, '../..');
const webRoot = path.join(repo, 'apps/web');

const ROUTES = [
  { path: '/', module: 'src/features/home/pages/home-page.tsx' },
  { path: '/property', module: 'src/features/properties/pages/search-page.tsx' },
  { path: '/property/{id}', module: 'src/features/properties/pages/property-detail-page.tsx' },
  { path: '/property-in/{city}/{locality}', module: 'src/features/properties/pages/place-page.tsx' },
  { path: '/about', module: 'src/features/content/pages/about-page.tsx' },
  { path: '/services', module: 'src/features/content/pages/services-page.tsx' },
  { path: '/how-it-works', module: 'src/features/content/pages/how-it-works-page.tsx' },
  { path: '/contact', module: 'src/features/contact/pages/contact-page.tsx' },
];

// Admin code shows up as the admin route modules, chunks named after admin files (admin-layout,
// admin-*-page, the admin schemas), or texts only the admin screens use.
const ADMIN_MODULE = /^src\/features\/admin\//;
const ADMIN_CHUNK_NAME = /^admin($|-)/;
const ADMIN_MARKERS = ['Admin Panel', 'Exit Admin', '/api/property/admin', '/api/admin/'];
const INTL = /\bIntl\.[A-Z]/;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Builds the web app's browser half into a temporary folder. BENCH_WEB_DIST reads an existing
 * build instead: the same folder the other benches serve (web-build.ts), its browser half in client/.
 */
function buildWeb(): { dist: string; cleanup: () => void } {
  const given = process.env.BENCH_WEB_DIST;
  if (given) return { dist: path.join(path.resolve(given), 'client'), cleanup: () => {} };
  const dist = mkdtempSync(path.join(os.tmpdir(), 'ncr-bundle-'));
  const vite = path.join(repo, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: webRoot,
    stdio: 'inherit',
  });
  return { dist, cleanup: () => rmSync(dist, { recursive: true, force: true }) };
}

/** The manifest keys a route loads up front: the entry, the app's start, the route chunk and their static imports. */
function initialChunks(manifest: Manifest, routeModule: string): string[] {
  // index.html's script (the boot module); the app's start is an entry too, visited below.
  const entry = manifest['index.html'] ? 'index.html' : undefined;
  if (!entry) throw new Error('the build manifest has no entry chunk for index.html');
  if (!manifest[routeModule]) throw new Error(`the build manifest has no chunk for ${routeModule}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  if (manifest[APP_START]) visit(APP_START);
  visit(routeModule);
  return [...seen];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(): Promise<void> {
  const { dist, cleanup } = buildWeb();
  try {
    const manifestFile = path.join(dist, '.vite/manifest.json');
    if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: the web build must set build.manifest`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const problems: string[] = [];
    console.log(
      `  ${'route'.padEnd(18)}${'chunks'.padStart(7)}${'raw'.padStart(11)}${'gzip'.padStart(11)}  budget ${kb(BUDGET_BYTES)} gzip`,
    );
    for (const route of ROUTES) {
      let raw = 0;
      let gzip = 0;
      const keys = initialChunks(manifest, route.module);
      for (const key of keys) {
        const chunk = manifest[key] as ManifestChunk;
        const source = readFileSync(path.join(dist, chunk.file));
        raw += source.length;
        gzip += gzipSync(source, { level: 9 }).length;
        const text = source.toString('utf8');
        const marker = ADMIN_MARKERS.find((m) => text.includes(m));
        if (ADMIN_MODULE.test(key) || ADMIN_CHUNK_NAME.test(chunk.name ?? '') || marker) {
          problems.push(`${route.path} loads admin code: ${chunk.file}${marker ? ` (contains "${marker}")` : ''}`);
        }
        const intl = INTL.exec(text);
        if (intl) problems.push(`${route.path} loads a chunk that uses Intl (${intl[0]}…): ${chunk.file}`);
      }
      const verdict = gzip < BUDGET_BYTES ? 'ok' : 'OVER BUDGET';
      console.log(
        `  ${route.path.padEnd(18)}${String(keys.length).padStart(7)}${kb(raw).padStart(11)}${kb(gzip).padStart(11)}  ${verdict}`,
      );
      if (gzip >= BUDGET_BYTES) problems.push(`${route.path}: ${kb(gzip)} gzip is over the ${kb(BUDGET_BYTES)} budget`);
    }
    if (problems.length > 0) {
      console.error(`\n  FAILED:\n${problems.map((p) => `    ${p}`).join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('  no admin code and no Intl formatter in the public routes');
    }
  } finally {
    cleanup();
  }
}
