import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { appSecrets } from '~/db/schema';

// Before secrets moved into the database they were generated into DATA_DIR/secrets.json; a
// folder that still has one keeps its key, so an upgrade signs nobody out.
function fromLegacyFile(dataDir: string, name: string): string | undefined {
  const file = path.join(dataDir, 'secrets.json');
  if (!existsSync(file)) return undefined;
  const secrets: Record<string, unknown> = JSON.parse(readFileSync(file, 'utf8'));
  const value = secrets[name];
  return typeof value === 'string' && value.length >= 32 ? value : undefined;
}

/**
 * A secret every server on this database shares (docs/decisions/0015-stateless-servers.md): the
 * first server to start writes it, every later one reads that same value. Concurrent first
 * starts race on the primary key and all read the one row that won.
 */
export async function loadOrCreateSharedSecret(db: Db, dataDir: string, name: string): Promise<string> {
  const read = async () => (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  const value = fromLegacyFile(dataDir, name) ?? randomBytes(48).toString('base64url');
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`could not store the ${name} secret`);
  return stored;
}
