import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatrixFixtures, MatrixRow } from './authz/types';
import { createTestApp, createUser, type TestContext } from './helpers';

// The API document (GET /api/docs/json) lints clean under Redocly's recommended rules with
// apps/server/redocly.yaml, and says which operations need a token as the authorization matrix
// finds them (docs/decisions/0099-container-env-example-and-openapi-lint.md).

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; scheme?: string }> };
}

const serverRoot = path.resolve(import.meta.dirname, '..');
const redoclyCli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

function operations(document: Document): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path: route, operation })),
  );
}

/** The document's path for a request URL: the template that matches with the fewest parameters. */
function templateOf(document: Document, url: string): string | undefined {
  const pathname = url.split('?')[0] ?? url;
  const matching = Object.keys(document.paths).filter((template) =>
    new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname),
  );
  return matching.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
}

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let document: Document;
  let json: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    json = res.body;
    document = JSON.parse(json) as Document;
  });
  afterAll(() => ctx.close());

  it('lints with no errors under Redocly', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'ncr-openapi-'));
    try {
      const file = path.join(folder, 'openapi.json');
      writeFileSync(file, json);
      const run = spawnSync(
        process.execPath,
        [redoclyCli, 'lint', file, '--format=json', `--config=${path.join(serverRoot, 'redocly.yaml')}`],
        {
          encoding: 'utf8',
          timeout: 60_000,
          // Offline and quiet: no usage reports, no version check.
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        },
      );
      const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
        totals: { errors: number };
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
      };
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
      expect(run.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('gives every operation a unique operationId and a summary written for people', () => {
    const all = operations(document);
    expect(all.length).toBeGreaterThan(50);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(all.filter(({ operation }) => !operation.operationId).map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    // A sentence, not an identifier.
    const unsummarized = all.filter(({ operation }) => !/\s/.test(operation.summary ?? '')).map(({ method, path }) => `${method} ${path}`);
    expect(unsummarized, 'operations whose route schema has no summary').toEqual([]);
  });

  it('declares the bearer header and the session cookie, and applies them on the routes that need a token', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.cookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'ncr_session' });
    for (const { method, path, operation } of operations(document)) {
      const where = `${method} ${path}`;
      expect(operation.security, where).toBeDefined();
      if (operation.security?.length) {
        expect(operation.security, where).toEqual([{ bearer: [] }, { cookie: [] }]);
        expect(Object.keys(operation.responses), where).toContain('401');
      }
      // Every error answer is the Error component.
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (!status.startsWith('4')) continue;
        const content = (answer as { content?: Record<string, { schema: { $ref?: string } }> }).content;
        if (content?.['application/json'])
          expect(content['application/json'].schema.$ref, `${where} ${status}`).toBe('#/components/schemas/Error');
      }
    }
  });

  it('marks an operation as needing a token exactly when the authorization matrix finds it refuses visitors with 401', async () => {
    const fixtures: MatrixFixtures = {
      ctx,
      users: {
        buyer: await createUser(ctx, 'buyer'),
        seller: await createUser(ctx, 'seller'),
        otherSeller: await createUser(ctx, 'seller'),
        subadmin: await createUser(ctx, 'subadmin'),
        admin: await createUser(ctx, 'admin'),
      },
    };
    const rowsFolder = path.join(import.meta.dirname, 'authz/rows');
    const rows: MatrixRow[] = [];
    for (const file of readdirSync(rowsFolder).filter((name) => name.endsWith('.ts'))) {
      const module = (await import(path.join(rowsFolder, file))) as Record<string, unknown>;
      for (const value of Object.values(module)) if (Array.isArray(value)) rows.push(...(value as MatrixRow[]));
    }
    expect(rows.length).toBeGreaterThan(50);

    const mismatches: string[] = [];
    const covered = new Set<string>();
    for (const row of rows) {
      const { url } = await row.request(fixtures, 'anonymous');
      const template = templateOf(document, url);
      if (!url.startsWith('/api/') || url.startsWith('/api/docs')) continue;
      const operation = template ? document.paths[template]?.[row.method.toLowerCase()] : undefined;
      if (!template || !operation) {
        mismatches.push(`${row.method} ${url} (${row.name}) is not in the document`);
        continue;
      }
      covered.add(`${row.method} ${template}`);
      const needsToken = row.expect.anonymous === 401;
      const documented = (operation.security?.length ?? 0) > 0;
      if (needsToken !== documented) {
        mismatches.push(
          `${row.method} ${template} (${row.name}): visitors get ${row.expect.anonymous}, security ${JSON.stringify(operation.security)}`,
        );
      }
    }
    expect(mismatches, 'security in the document against what the matrix expects of a visitor').toEqual([]);
    // The matrix calls every route that needs a token, so each such operation was checked above.
    const unchecked = operations(document)
      .filter(({ method, path, operation }) => operation.security?.length && !covered.has(`${method} ${path}`))
      .map(({ method, path }) => `${method} ${path}`);
    expect(unchecked, 'operations that need a token and that no row of test/authz/rows calls').toEqual([]);
  });
});
