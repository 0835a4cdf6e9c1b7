// Fails when the Node running it, or an installed package's declared Node range, does not fit the
// Node the project runs on (engines.node of the root package.json: Node 24 LTS). npm scripts get
// that Node from the `node` package in node_modules/.bin, whatever Node the machine has
// (docs/decisions/0102-node-24-from-the-node-package.md). `npm install` only warns (EBADENGINE)
// and the warning scrolls by; this check makes CI fail instead.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const semver = requireFromRoot('semver');

const rootEngine = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const oldest = semver.minVersion(rootEngine).version;

if (!semver.satisfies(process.version, rootEngine)) {
  console.error(
    `This runs on Node ${process.version}; the project needs Node ${rootEngine}. Run it through npm ` +
      '(npm test, npm start, npm run …): `npm install` brings Node 24 into node_modules/.bin.',
  );
  process.exit(1);
}

/** Every package.json under a node_modules folder, nested ones included. */
function* packages(nodeModules) {
  if (!existsSync(nodeModules)) return;
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const dir = path.join(nodeModules, entry.name);
    if (entry.name.startsWith('@')) {
      for (const scoped of readdirSync(dir, { withFileTypes: true })) yield* pkg(path.join(dir, scoped.name));
    } else {
      yield* pkg(dir);
    }
  }
}
function* pkg(dir) {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return;
  yield file;
  yield* packages(path.join(dir, 'node_modules'));
}

const roots = [root, ...['apps/server', 'apps/web', 'packages/shared'].map((w) => path.join(root, w))];
const offenders = [];
const seen = new Set();
for (const base of roots) {
  for (const file of packages(path.join(base, 'node_modules'))) {
    if (seen.has(file)) continue;
    seen.add(file);
    let manifest;
    try {
      manifest = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    const range = manifest.engines?.node;
    if (typeof range !== 'string' || !manifest.name) continue;
    const valid = semver.validRange(range);
    if (valid === null) continue; // npm itself ignores ranges it cannot parse
    if (!semver.satisfies(oldest, valid, { includePrerelease: true })) {
      offenders.push(`${manifest.name}@${manifest.version} wants node ${range} (${path.relative(root, file)})`);
    }
  }
}

if (offenders.length > 0) {
  console.error(`These packages do not support Node ${oldest} (engines.node of package.json is "${rootEngine}"):`);
  for (const line of offenders) console.error(`  ${line}`);
  console.error('Pin an older version or add an override in the root package.json (docs/decisions/0020-node-20-engines.md, 0102).');
  process.exit(1);
}
console.log(`Engines: Node ${process.version} runs this, and every installed package supports Node ${oldest} (${seen.size} checked).`);
