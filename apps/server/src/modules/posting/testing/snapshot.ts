import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { mediaFiles, properties } from '~/db/schema';
import type { TestContext } from '../../../../test/helpers';

/** What an upload can leave behind: listings, media rows and files in DATA_DIR/media. */
export async function snapshot(ctx: TestContext) {
  const [listings] = await ctx.app.db.select({ n: count() }).from(properties);
  const [rows] = await ctx.app.db.select({ n: count() }).from(mediaFiles);
  const dir = path.join(ctx.dataDir, 'media');
  const files = existsSync(dir) ? readdirSync(dir).sort() : [];
  return { listings: listings?.n ?? 0, mediaRows: rows?.n ?? 0, files };
}
