import { findInputProblem, HOSTILE_TEXT_MESSAGE, TOO_DEEP_MESSAGE } from '@ncr/shared/schemas/text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadBody } from '../src/modules/posting/testing/multipart';
import { createListing, samplePropertyData } from './fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from './helpers';

// NUL bytes and lone UTF-16 surrogates in any text input answer 400 with one clear message and
// change nothing (docs/decisions/0024-hostile-text.md). PostgreSQL cannot store a NUL, so before
// this rule such text reached the database and answered 500.
const NUL = 'a\u0000b';
// JSON text with an escaped lone surrogate: JSON.stringify would write the same escape.
const SURROGATE_JSON = (field: string) => `{"${field}":"x\\ud800y"}`;

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; schema?: { type?: string } }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

describe('hostile text', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let seller: TestUser;
  let buyer: TestUser;
  let listingId: string;

  // Rate-limit counters (kept in PostgreSQL for a fleet) count every request, refused or not: they
  // are bookkeeping, not data a request could have corrupted.
  const COUNTERS = new Set(['rate_limit_hits']);

  /** A fingerprint of every row of every table: a refused request must leave it unchanged. */
  const fingerprint = async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.app.db.execute(query)) as unknown as { rows: T[] }).rows;
    const tables = await rows<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const parts: string[] = [];
    for (const { name } of tables.filter((t) => !COUNTERS.has(t.name))) {
      const [row] = await rows<{ digest: string | null }>(
        sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(name)} t`,
      );
      parts.push(`${name}:${row?.digest ?? 'empty'}`);
    }
    return parts.join('\n');
  };

  const operations = (): Operation[] => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
    return Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
    );
  };

  const expectRefused = (res: { statusCode: number; json: () => { error?: string } }, field?: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(field ? `${field}: ${HOSTILE_TEXT_MESSAGE}` : HOSTILE_TEXT_MESSAGE);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin');
    seller = await createUser(ctx, 'seller');
    buyer = await createUser(ctx, 'buyer');
    listingId = await createListing(ctx, seller.id);
  });
  afterAll(() => ctx.close());

  it('refuses a NUL and a lone surrogate in every query parameter, path parameter and JSON body of every route', async () => {
    const before = await fingerprint();
    const checked: string[] = [];
    for (const op of operations()) {
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
      const queryParams = (op.parameters ?? []).filter(
        (p) => p.in === 'query' && p.schema?.type !== 'integer' && p.schema?.type !== 'number',
      );
      const withIds = (value: string) => pathParams.reduce((url, p) => url.replace(`{${p.name}}`, value), op.path);
      const url = withIds(listingId);
      const headers = bearer(admin);

      for (const param of pathParams) {
        const res = await ctx.app.inject({ method: op.method, url: withIds(encodeURIComponent(NUL)), headers });
        expectRefused(res, param.name);
        checked.push(`${op.method} ${op.path} path:${param.name}`);
      }
      // A lone surrogate cannot travel in a URL (percent-encoding is UTF-8), so queries get the NUL.
      for (const param of queryParams) {
        const res = await ctx.app.inject({ method: op.method, url: `${url}?${param.name}=a%00b`, headers });
        expectRefused(res, param.name);
        checked.push(`${op.method} ${op.path} query:${param.name}`);
      }
      const json = op.requestBody?.content['application/json'];
      if (json) {
        const fields = Object.keys(json.schema?.properties ?? { text: null });
        for (const field of fields) {
          const nul = await ctx.app.inject({ method: op.method, url, headers, payload: { [field]: NUL } });
          expectRefused(nul, field);
          const lone = await ctx.app.inject({
            method: op.method,
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: SURROGATE_JSON(field),
          });
          expectRefused(lone, field);
        }
        checked.push(`${op.method} ${op.path} body:${fields.join(',')}`);
      }
    }
    // The sweep really covered the text-taking routes (a guard against an empty OpenAPI document).
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/property/search query:title',
        'GET /api/property/admin query:q',
        'POST /api/contact body:name,email,phone,message',
        'PUT /api/auth/profile body:fullName,email',
        'PUT /api/property/{id} path:id',
      ]),
    );
    expect(checked.length).toBeGreaterThan(40);
    expect(await fingerprint()).toBe(before);
  });

  it('answers 400 with a clear message to JSON nested 5,000 levels deep, and changes nothing', async () => {
    const before = await fingerprint();
    const nested = (open: string, close: string, depth: number) => `${open.repeat(depth)}1${close.repeat(depth)}`;
    for (const payload of [
      nested('{"a":', '}', 5000),
      `{"name":${nested('[', ']', 5000)},"email":"a@b.in","phone":"9876543210","message":"hi"}`,
    ]) {
      for (const [method, url, headers] of [
        ['POST', '/api/contact', {}],
        ['PUT', '/api/auth/profile', bearer(seller)],
      ] as const) {
        const res = await ctx.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error).toBe(TOO_DEEP_MESSAGE);
      }
    }
    // A form's own nesting (a listing's sections, a buyer's budget) is far below the cap.
    expect(findInputProblem({ propertyData: { features: { amenities: ['Lift'] } } })).toBeNull();
    expect(await fingerprint()).toBe(before);
  });

  it('answers the reported cases with 400 on otherwise valid requests, on every database', async () => {
    const before = await fingerprint();
    expectRefused(await ctx.app.inject({ method: 'GET', url: '/api/property/search?title=a%00b' }), 'title');
    expectRefused(await ctx.app.inject({ method: 'GET', url: '/api/property/admin?q=a%00b', headers: bearer(admin) }), 'q');
    expectRefused(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Asha', email: 'asha@example.test', phone: '9876543210', message: `Call me ${NUL}` },
      }),
      'message',
    );
    expectRefused(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/buyer/submit',
        headers: bearer(buyer),
        payload: {
          name: 'Meera Kapoor',
          propertyType: ['Flat / Apartment'],
          purpose: 'buy',
          location: 'Faridabad',
          budget: { min: 50, max: 100 },
          comments: `Near a metro ${NUL}`,
          consent: true,
        },
      }),
      'comments',
    );
    expectRefused(
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { ...bearer(seller), 'content-type': 'application/json' },
        payload: '{"fullName":"Ravi \\udc00 Kumar"}',
      }),
      'fullName',
    );
    // A listing edit: the hostile text sits deep inside a free-form section.
    expectRefused(
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/property/${listingId}`,
        headers: bearer(seller),
        payload: { propertyData: { property: { address: `Sector 21 ${NUL}` } } },
      }),
      'propertyData.property.address',
    );
    // The post form's multipart upload: propertyData is JSON text inside a form field.
    const data = samplePropertyData();
    const upload = uploadBody({ ...data, title: `Flat ${NUL}` });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/property/upload',
      headers: { ...bearer(seller), ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(HOSTILE_TEXT_MESSAGE);
    expect(await fingerprint()).toBe(before);
  });

  it('keeps accepting real Unicode: Hindi text and emoji (surrogate pairs)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/property/search?title=${encodeURIComponent('गुड़गांव 🏠')}` });
    expect(res.statusCode).toBe(200);
  });
});
