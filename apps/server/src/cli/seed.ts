import { parseArgs } from 'node:util';
import { ensureFirstAdmin } from '~/bootstrap';
import { seed } from '~/db/seed/seed';
import { createMediaStorage } from '~/storage/create-media-storage';
import { fail } from './fail';
import { openForCli } from './open-database';

// npm run seed -- --listings N   (adds N generated listings, owned by the first admin and demo sellers)
const { values } = parseArgs({ options: { listings: { type: 'string', default: '1000' } } });
const listings = Number(values.listings);
if (!Number.isInteger(listings) || listings < 1 || listings > 2_000_000)
  fail(new Error('--listings must be a whole number from 1 to 2000000'));

try {
  const { env, database, done } = await openForCli();
  const adminId = await ensureFirstAdmin(database.db, env, (m) => console.log(m));
  const started = Date.now();
  await seed(database.db, { listings, media: createMediaStorage(env), adminId, bulk: listings > 1000, log: (m) => console.log(m) });
  console.log(`Added ${listings} listings in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  await done();
} catch (error) {
  fail(error);
}
