import { parseArgs } from 'node:util';
import { z } from 'zod';
import { upsertAdmin } from '~/bootstrap';
import { fail } from './fail';
import { openForCli } from './open-database';

// npm run admin:create -- --email E --password P
const args = z
  .object({
    email: z.string({ error: '--email is required' }).email('--email must be an e-mail address'),
    password: z.string({ error: '--password is required' }).min(8, '--password needs at least 8 characters'),
  })
  .safeParse(parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } }).values);
if (!args.success) fail(new Error(args.error.issues.map((i) => i.message).join('\n')));

try {
  const { database, done } = await openForCli();
  const { created } = await upsertAdmin(database.db, args.data.email, args.data.password);
  console.log(created ? `Admin ${args.data.email} created.` : `Admin ${args.data.email} updated (password reset, role admin).`);
  await done();
} catch (error) {
  fail(error);
}
