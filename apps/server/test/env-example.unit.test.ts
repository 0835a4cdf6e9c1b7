import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// .env.example at the repository root lists every setting, so it cannot drift from the settings
// the server reads (src/config/env.ts, the only reader of process.env) or from the README's table.

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** The keys of envSchema in env.ts: the lines `  NAME: z…` inside `z.object({ … })`. */
function envTsNames(): string[] {
  const source = read('apps/server/src/config/env.ts');
  const start = source.indexOf('const envSchema = z.object({');
  const end = source.indexOf('\n});', start);
  expect(start).toBeGreaterThan(-1);
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] as string);
}

/** The variables of the README's "Configure it" table (a row may name two). */
function readmeNames(): string[] {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('## Configure it'), readme.indexOf('\n## ', readme.indexOf('## Configure it') + 1));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] as string));
}

/** NAME → the comment line above its `NAME=` or `# NAME=` line in .env.example. */
function exampleEntries(): Map<string, string> {
  const lines = read('.env.example').split('\n');
  const entries = new Map<string, string>();
  lines.forEach((line, index) => {
    const match = /^(?:# )?([A-Z][A-Z0-9_]*)=/.exec(line);
    if (!match?.[1]) return;
    // Settings that go together (ADMIN_EMAIL, ADMIN_PASSWORD) share the comment above the first.
    let above = index - 1;
    while (above >= 0 && /^(?:# )?[A-Z][A-Z0-9_]*=/.test(lines[above] ?? '')) above -= 1;
    entries.set(match[1], lines[above] ?? '');
  });
  return entries;
}

describe('.env.example', () => {
  const entries = exampleEntries();

  it('lists every setting env.ts reads', () => {
    const names = envTsNames();
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name) => !entries.has(name))).toEqual([]);
  });

  it("lists every variable of the README's configuration table", () => {
    const names = readmeNames();
    expect(names.length).toBeGreaterThan(25);
    expect(names.filter((name) => !entries.has(name))).toEqual([]);
  });

  it('gives each setting a one-line comment that names its default', () => {
    const undocumented = [...entries].filter(([, comment]) => !/^# .+Default: .+/.test(comment)).map(([name]) => name);
    expect(undocumented).toEqual([]);
  });

  it('names no setting the server does not read, except the compose file’s own', () => {
    const known = new Set([...envTsNames(), 'POSTGRES_PASSWORD']);
    expect([...entries.keys()].filter((name) => !known.has(name))).toEqual([]);
  });
});
