import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestContext } from '../../../test/helpers';

export interface OutboxEntry {
  to: string;
  channel: 'phone' | 'email';
  text: string;
  code?: string;
}

/** Every message the outbox transport wrote in this test app, oldest first. */
export function outbox(ctx: TestContext): OutboxEntry[] {
  const file = path.join(ctx.dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry);
}

/** The newest code sent to a destination. */
export function lastCode(ctx: TestContext, to: string): string {
  const entry = outbox(ctx)
    .filter((e) => e.to === to && e.code)
    .at(-1);
  if (!entry?.code) throw new Error(`no code for ${to}`);
  return entry.code;
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not leak into the next. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let mobileCounter = 0;
export function freshMobile(): string {
  mobileCounter += 1;
  return `+9188${String(10_000_000 + mobileCounter).slice(-8)}`;
}

export async function requestCode(ctx: TestContext, body: Record<string, unknown>, ip = freshIp()) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/otp/request', payload: body, remoteAddress: ip });
}

export async function verifyCode(ctx: TestContext, body: Record<string, unknown>, ip = freshIp()) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: body, remoteAddress: ip });
}

/** Signs a new member up through the real OTP routes. */
export async function signUp(ctx: TestContext, role: 'buyer' | 'seller', mobile = freshMobile(), fullName = `New ${role}`) {
  const sent = await requestCode(ctx, { channel: 'phone', destination: mobile, role });
  if (sent.statusCode !== 200) throw new Error(`request failed: ${sent.body}`);
  const res = await verifyCode(ctx, { destination: mobile, code: lastCode(ctx, mobile), role, fullName });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  return res.json() as { token: string; user: { id: string; role: string; fullName: string; mobile: string | null; email: string | null } };
}
