// `npm run bench`: runs every benchmark in turn and prints its figures. Each module exports run().
// The servers it measures run as `npm start` runs them: compiled (this file is run from the build
// `scripts/build.mjs --bench` makes, docs/decisions/0078), and with React's production build, which
// React picks from NODE_ENV, which every child process inherits.
process.env.NODE_ENV ??= 'production';
const suites: { name: string; load: () => Promise<{ run: () => Promise<void> }> }[] = [
  { name: 'search and detail at 100k listings', load: () => import('./search.bench') },
  { name: 'untuned scenarios at 1M against 100k listings, PostgreSQL, in turns', load: () => import('./scale.bench') },
  { name: 'CPU per page and answer nobody asked before', load: () => import('./page-cpu.bench') },
  { name: 'fleet: two servers behind nginx against one server, one PostgreSQL', load: () => import('./fleet.bench') },
  { name: 'initial JavaScript of public routes', load: () => import('./bundle.bench') },
  { name: 'photo processing', load: () => import('./image.bench') },
  { name: 'bitmaps: hand-written slot sets against Roaring libraries', load: () => import('./bitmaps.bench') },
  { name: 'Lighthouse, mobile, on the demo data', load: () => import('./lighthouse.bench') },
];

// BENCH_SUITES=search,scale runs only the suites whose names start with those words.
const only = process.env.BENCH_SUITES?.split(',').map((word) => word.trim().toLowerCase());
for (const suite of suites.filter((s) => !only || only.some((word) => s.name.toLowerCase().startsWith(word)))) {
  console.log(`\n## ${suite.name}`);
  const module = await suite.load();
  await module.run();
}

export {};
