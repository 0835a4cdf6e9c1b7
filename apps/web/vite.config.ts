import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// A relative path: the config is bundled with its relative imports, and the workspace package's TypeScript is not loadable by Node.
import { sceneSvg } from '../../packages/shared/src/demo-scenes.ts';
import { APP_START } from '../../packages/shared/src/page-modules.ts';
import { HERO_PICTURES, heroPicturePath } from './src/features/home/hero-pictures.ts';

// Writes .br and .gz next to each text asset so the server sends them without compressing per request.
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    // Only the browser's files are sent over the network; the server bundle is read from disk.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

// The hero slides' drawings as files (features/home/hero-pictures.ts): written into the browser's
// build, and answered by the dev server from the same function.
function heroPictures(): Plugin {
  const files = new Map(HERO_PICTURES.map((slide) => [heroPicturePath(slide), sceneSvg(slide.kind, slide.variant)]));
  return {
    name: 'hero-pictures',
    apply: (_config, env) => env.command === 'serve' || !env.isSsrBuild,
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const svg = files.get((request.url ?? '').split('?')[0] ?? '');
        if (svg === undefined) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(svg);
      });
    },
    generateBundle() {
      for (const [file, svg] of files) this.emitFile({ type: 'asset', fileName: file.slice(1), source: svg });
    },
  };
}

// What every public page runs: the libraries, the layout and the shared helpers, in one chunk
// instead of dozens of small ones that a phone on a slow connection fetches a few at a time.
// Admin-only code, the dialog library and the toasts (loaded once the page is live, lib/toast.ts)
// stay in their lazily loaded chunks.
const APP_MODULES = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|cookie|set-cookie-parser)[\\/]/,
  /apps[\\/]web[\\/]src[\\/](lib|app|components[\\/](layout|ui[\\/](button|page-title)))[\\/]/,
  /packages[\\/]shared[\\/]src[\\/](constants|enums|texts|site|media)\./,
];
// Shared folders, but only some screens use these: they stay in those screens' chunks.
const NOT_APP_MODULES = /components[\\/]property[\\/](listing-figures|recently-viewed-row)/;
const isAppModule = (id: string) => APP_MODULES.some((pattern) => pattern.test(id)) && !NOT_APP_MODULES.test(id);
// The property card and what it shows: one chunk for the pages that list properties. With it the
// grid of cards, the search it shows and the place addresses (shared/places.ts), which the search,
// the place and the listing pages share: as chunks of their own they were a dozen tiny files.
const CARD_MODULES = [
  /apps[\\/]web[\\/]src[\\/]components[\\/]property[\\/]/,
  /apps[\\/]web[\\/]src[\\/]features[\\/]properties[\\/](components[\\/](results-grid|place-breadcrumb)|api[\\/]search-properties)\./,
  /packages[\\/]shared[\\/]src[\\/](places|city-names)\./,
];
const isCardModule = (id: string) => CARD_MODULES.some((pattern) => pattern.test(id)) && !NOT_APP_MODULES.test(id);

// Two builds (docs/decisions/0012-server-rendering.md): the browser's into dist/client (with a
// manifest, so the server can preload a page's chunks) and the server renderer into dist/server.
// React Router's package exports only its development build (extra checks and warnings); a
// production build of the app takes its production build, in the browser and in the server renderer
// (bundled there for that reason, see ssr.noExternal). docs/decisions/0053.
const reactRouterProduction = path.resolve(import.meta.dirname, '../../node_modules/react-router/dist/production/index.mjs');

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), heroPictures(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  // The shared workspace package is TypeScript source: bundle it; other packages load from node_modules.
  ssr: { noExternal: ['@ncr/shared', 'react-router'] },
  build: isSsrBuild
    ? { target: 'node24', outDir: 'dist/server', sourcemap: false, emptyOutDir: true }
    : {
        target: 'es2022',
        outDir: 'dist/client',
        sourcemap: false,
        chunkSizeWarningLimit: 450,
        manifest: true,
        emptyOutDir: true,
        // Every browser the build targets (es2022) preloads modules itself.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // The app's start is an entry of its own, which the boot module (index.html's script,
          // src/boot.ts) runs once the page has loaded: the server names its file (decision 0128).
          input: { index: path.resolve(import.meta.dirname, 'index.html'), start: path.resolve(import.meta.dirname, APP_START) },
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', test: isAppModule, priority: 2 },
                { name: 'cards', test: isCardModule, priority: 1 },
              ],
            },
          },
        },
      },
}));
