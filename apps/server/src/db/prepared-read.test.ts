import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers';
import { type Database, openPglite } from './client';
import { preparedRead } from './prepared-read';
import { users } from './schema';

// A read prepared once per connection (prepared-read.ts) answers as drizzle's own select does, on
// both databases: the same rows, the same types, and a value is only ever a value.
describe('a prepared read', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const columns = {
    id: users.id,
    fullName: users.fullName,
    tokenVersion: users.tokenVersion,
    createdAt: users.createdAt,
    deletedAt: users.deletedAt,
  };
  const byName = (db: Database, name = 'test_user_by_name') =>
    preparedRead(
      db.db,
      db.kind,
      name,
      columns,
      db.db
        .select(columns)
        .from(users)
        .where(eq(users.fullName, sql.placeholder('name')))
        .limit(2),
    );

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await database.db.insert(users).values([
      { role: 'buyer', mobile: '+919700000001', fullName: "D'Souza" },
      { role: 'buyer', mobile: '+919700000002', fullName: 'Plain Name', tokenVersion: 3 },
    ]);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('answers with the rows and types drizzle gives, on every call', async () => {
    const read = byName(database);
    const expected = await database.db.select(columns).from(users).where(eq(users.fullName, 'Plain Name'));
    for (let i = 0; i < 3; i++) {
      const rows = await read({ name: 'Plain Name' });
      expect(rows).toEqual(expected);
      expect(rows[0]?.createdAt).toBeInstanceOf(Date);
      expect(rows[0]?.tokenVersion).toBe(3);
      expect(rows[0]?.deletedAt).toBeNull();
    }
    expect(await read({ name: 'Nobody' })).toEqual([]);
  });

  it('takes a value with quotes as the value, never as SQL', async () => {
    const read = byName(database);
    expect((await read({ name: "D'Souza" })).map((r) => r.fullName)).toEqual(["D'Souza"]);
    const hostile = "x'); delete from users; select ('";
    expect(await read({ name: hostile })).toEqual([]);
    expect(await read({ name: "' or ''='" })).toEqual([]);
    expect(await database.db.$count(users)).toBe(2);
  });

  it('refuses a missing value instead of reading without it', async () => {
    await expect(byName(database)({})).rejects.toThrow();
  });

  it('prepares on each PGlite connection it meets, and refuses a name that is not one', async () => {
    if (database.kind !== 'pglite') return;
    expect(() => byName(database, 'bad name; drop')).toThrow(/not a statement name/);
    const other = await openPglite();
    try {
      await other.db.insert(users).values({ role: 'buyer', mobile: '+919700000003', fullName: 'Plain Name' });
      const [row] = await byName(other)({ name: 'Plain Name' });
      expect(row?.tokenVersion).toBe(0);
      // The first connection still answers from its own statement.
      expect((await byName(database)({ name: 'Plain Name' }))[0]?.tokenVersion).toBe(3);
    } finally {
      await other.close();
    }
  });
});
