import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../helpers';
import { actingRows } from './rows/acting';
import { adminRows } from './rows/admin';
import { alertsRows } from './rows/alerts';
import { authRows } from './rows/auth';
import { buyersRows } from './rows/buyers';
import { contactRows } from './rows/contact';
import { foundationRows } from './rows/foundation';
import { insightsRows } from './rows/insights';
import { postingRows } from './rows/posting';
import { propertiesRows } from './rows/properties';
import { wishlistRows } from './rows/wishlist';
import { ACTORS, type MatrixFixtures, type MatrixRow } from './types';

// Every /api route, called by every kind of actor, with the status each must get.
const ROWS: MatrixRow[] = [
  ...foundationRows,
  ...authRows,
  ...propertiesRows,
  ...wishlistRows,
  ...postingRows,
  ...buyersRows,
  ...contactRows,
  ...adminRows,
  ...actingRows,
  ...insightsRows,
  ...alertsRows,
];

describe('authorization matrix', () => {
  let ctx: TestContext;
  let fixtures: MatrixFixtures;

  beforeAll(async () => {
    // Generous limits so the matrix measures roles, not rate limits.
    ctx = await createTestApp();
    fixtures = {
      ctx,
      users: {
        buyer: await createUser(ctx, 'buyer'),
        seller: await createUser(ctx, 'seller'),
        otherSeller: await createUser(ctx, 'seller'),
        subadmin: await createUser(ctx, 'subadmin'),
        admin: await createUser(ctx, 'admin'),
      },
    };
  });
  afterAll(() => ctx.close());

  for (const row of ROWS) {
    it(`${row.method} ${row.name}`, async () => {
      const got: Record<string, number> = {};
      for (const actor of ACTORS) {
        const request = await row.request(fixtures, actor);
        const user = actor === 'anonymous' ? null : fixtures.users[actor];
        const res = await ctx.app.inject({
          method: row.method,
          url: request.url,
          headers: { ...(user ? { authorization: `Bearer ${user.token}` } : {}), ...request.headers },
          ...(request.payload ? { payload: request.payload } : request.body !== undefined ? { payload: request.body as object } : {}),
        });
        got[actor] = res.statusCode;
      }
      expect(got).toEqual(row.expect);
    });
  }
});
