import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Secrets generated on first start live in DATA_DIR/secrets.json (mode 0600), so a restart keeps
// everyone signed in without the operator having to invent a key.
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  mkdirSync(dataDir, { recursive: true });
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const existing = secrets[name];
  if (existing) return existing;
  secrets[name] = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets[name];
}
