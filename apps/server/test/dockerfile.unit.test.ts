import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The image (Dockerfile at the repository root) cannot be built in the test run, so its shape is
// checked here: Node 24, a build stage that builds what `npm start` builds, a runtime stage that
// runs the bundle as `npm start` does, as an unprivileged user, with a health check; and every
// path it copies exists (docs/decisions/0099-container-env-example-and-openapi-lint.md).

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  from: string;
  name?: string;
  steps: Instruction[];
}

/** The Dockerfile's stages and their instructions (comments dropped, continued lines joined). */
function parseDockerfile(text: string): Stage[] {
  const instructions: Instruction[] = [];
  let pending = '';
  for (const line of text.split('\n')) {
    if (!pending && /^\s*#/.test(line)) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const whole = (pending + line).trim();
    pending = '';
    if (!whole) continue;
    const [op = ''] = whole.split(/\s+/);
    instructions.push({ op: op.toUpperCase(), args: whole.slice(op.length).trim() });
  }
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.op === 'FROM') {
      const [from = '', as, name] = instruction.args.split(/\s+/);
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, steps: [] });
    } else {
      stages.at(-1)?.steps.push(instruction);
    }
  }
  return stages;
}

/** A COPY's sources and its --from stage (JSON array form or plain words). */
function copySources(args: string): { from?: string; sources: string[] } {
  const words = args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/);
  const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
  const paths = words.filter((word) => !word.startsWith('--'));
  return { from, sources: paths.slice(0, -1) };
}

const stages = parseDockerfile(read('Dockerfile'));
const build = stages.find((stage) => stage.name === 'build');
const runtime = stages.at(-1);
const stepsOf = (stage: Stage | undefined, op: string) => stage?.steps.filter((step) => step.op === op) ?? [];

describe('the Dockerfile', () => {
  it('builds and runs on Node 24 in two stages', () => {
    expect(stages.length).toBe(2);
    for (const stage of stages) expect(stage.from).toMatch(/^node:24(?:[.-]|$)/);
    expect(build).toBeDefined();
    expect(runtime).not.toBe(build);
  });

  it('installs from the lockfile and builds what `npm start` builds', () => {
    const runs = stepsOf(build, 'RUN').map((step) => step.args);
    expect(runs.some((run) => /\bnpm (ci|install)\b/.test(run))).toBe(true);
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
    for (const workspace of ['apps/web', 'apps/server']) {
      expect(start).toContain(`npm run build -w ${workspace}`);
      expect(runs.some((run) => run.includes(`npm run build -w ${workspace}`))).toBe(true);
    }
  });

  it('runs the bundle as `npm start` does: production mode, the same node flags, from apps/server', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
    const started = /exec node (.+?) (dist\/server\.js)/.exec(start);
    expect(started).not.toBeNull();
    const flags = started?.[1]?.split(/\s+/) ?? [];
    const cmd = stepsOf(runtime, 'CMD').at(-1)?.args ?? '';
    expect(JSON.parse(cmd)).toEqual(['node', ...flags, 'dist/server.js']);
    expect(stepsOf(runtime, 'WORKDIR').at(-1)?.args).toBe('/app/apps/server');
    expect(
      stepsOf(runtime, 'ENV')
        .map((step) => step.args)
        .join(' '),
    ).toMatch(/\bNODE_ENV=production\b/);
    // Only production packages in the runtime stage.
    expect(stepsOf(runtime, 'RUN').some((step) => /npm ci --omit=dev/.test(step.args))).toBe(true);
  });

  it('runs as an unprivileged user, keeps DATA_DIR in a volume, exposes 3000 and checks /api/health with node', () => {
    const user = stepsOf(runtime, 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
    const env = stepsOf(runtime, 'ENV')
      .map((step) => step.args)
      .join(' ');
    const dataDir = /\bDATA_DIR=(\S+)/.exec(env)?.[1];
    expect(dataDir).toBeDefined();
    const volumes = stepsOf(runtime, 'VOLUME').map((step) => step.args);
    expect(volumes.some((volume) => volume.includes(`"${dataDir}"`) || volume.split(/\s+/).includes(dataDir as string))).toBe(true);
    expect(stepsOf(runtime, 'EXPOSE').map((step) => step.args)).toContain('3000');
    const healthcheck = stepsOf(runtime, 'HEALTHCHECK').at(-1)?.args ?? '';
    expect(healthcheck).toContain('/api/health');
    expect(healthcheck).toMatch(/CMD \["node", "-e"/);
    expect(healthcheck).not.toMatch(/\b(curl|wget)\b/);
  });

  it('copies only paths that exist, from the repository or from what the build stage makes', () => {
    // The build outputs: the server bundle (scripts/build.mjs, default dist) and the web app's two
    // builds (vite.config.ts: dist/client and dist/server).
    expect(read('apps/server/scripts/build.mjs')).toMatch(/bench \? '\.bench-build' : 'dist'/);
    expect(read('apps/web/vite.config.ts')).toMatch(/outDir: 'dist\/server'/);
    const built = ['apps/server/dist', 'apps/web/dist'];
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
    const checked: string[] = [];
    for (const stage of stages) {
      for (const step of stepsOf(stage, 'COPY')) {
        const { from, sources } = copySources(step.args);
        for (const source of sources) {
          const relative = source.replace(/^\/app\//, '');
          checked.push(relative);
          if (from === undefined) {
            expect(existsSync(path.join(repoRoot, relative)), `${source} (build context)`).toBe(true);
            // Not left out of the build context by .dockerignore.
            for (const pattern of ignored) expect(relative === pattern.replace(/^\*\*\//, ''), `${source} is in .dockerignore`).toBe(false);
          } else {
            expect(from).toBe('build');
            expect(built.includes(relative) || existsSync(path.join(repoRoot, relative)), `${source} (build stage)`).toBe(true);
          }
        }
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['package-lock.json', 'apps/server/dist', 'apps/web/dist', 'apps/server/drizzle']));
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');

  it('runs the image beside PostgreSQL, with DATABASE_URL and a volume for DATA_DIR', () => {
    expect(compose).toMatch(/^ {2}db:\n {4}image: postgres:/m);
    expect(compose).toMatch(/^ {2}app:\n {4}build: \./m);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/\S+@db:5432\//);
    expect(compose).toMatch(/- appdata:\/data\b/);
    expect(compose).toMatch(/DATA_DIR: \/data/);
  });

  it('is the example the README shows', () => {
    expect(read('README.md')).toContain(`\`\`\`yaml\n${compose.trim()}\n\`\`\``);
  });
});
