import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_HASH_COST } from '~/lib/passwords';

// The only module that reads process.env (docs/decisions/0001-stack.md). Every setting of the
// runtime contract is validated here; a bad value stops the process with a readable message.
const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((v) => v === 'true' || v === '1' || v === 'yes');

function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  // A read replica of DATABASE_URL (a hot standby) for the reads that may lag behind the primary:
  // the search index's loading and change-log polling, visitors' listing pages, the sitemap
  // (docs/decisions/0100-lagging-reads-on-a-read-replica.md).
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_EMAIL: z.string().email('ADMIN_EMAIL must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  SEED_DEMO: bool.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('NCR Urgent Sale <no-reply@ncrurgentsale.in>'),
  SMS_GATEWAY_URL: z.string().url('SMS_GATEWAY_URL must be a URL').optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  PHONE_EMAIL_CLIENT_ID: z.string().optional(),
  TOKEN_SECRET: z.string().min(32, 'TOKEN_SECRET must have at least 32 characters').optional(),
  // log2 of scrypt's N for new password hashes (src/lib/passwords.ts): 15 unless NODE_ENV=test,
  // whose suites make hundreds of hashes; production refuses less than 15.
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(10, 'PASSWORD_HASH_COST must be 10 to 20')
    .max(20, 'PASSWORD_HASH_COST must be 10 to 20')
    .optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Which proxies' X-Forwarded-For to believe (docs/decisions/0051): `false`; a number of hops
  // (1: the one proxy in front, which takes the last address the proxy added); a list of proxy
  // addresses or CIDR ranges; or `true` (every hop: only safe when the proxy overwrites the header).
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): boolean | number | string => {
      const value = v.trim().toLowerCase();
      if (['false', 'no', '0', ''].includes(value)) return false;
      if (['true', 'yes'].includes(value)) return true;
      if (/^\d+$/.test(value)) return Number(value);
      const parts = value.split(',').map((part) => part.trim());
      if (parts.every(isAddressOrRange)) return parts.join(',');
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY must be true, false, a number of proxy hops, or proxy addresses / CIDR ranges, comma-separated',
      });
      return z.NEVER;
    }),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z
    .string()
    .url('PUBLIC_URL must be an absolute URL such as https://ncrurgentsale.in')
    .regex(/^https?:\/\//, 'PUBLIC_URL must start with http:// or https://')
    .optional(),
  // GET /metrics answers the peers listed here (addresses or CIDR ranges, comma-separated) and
  // any caller that sends `Authorization: Bearer METRICS_TOKEN`.
  METRICS_ALLOW: z
    .string()
    .default('127.0.0.1,::1')
    .transform((v) =>
      v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.every(isAddressOrRange), 'METRICS_ALLOW must list IP addresses or CIDR ranges, comma-separated'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must have at least 16 characters').optional(),
  // Media storage: a folder (default DATA_DIR/media), or an S3-compatible bucket when S3_BUCKET is set.
  MEDIA_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  // Shared rate-limit counters: Redis when set, else PostgreSQL with DATABASE_URL, else memory.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  // The hour (0-23, India time) at which daily alert digests go out.
  ALERT_DIGEST_HOUR_IST: z.coerce.number().int().min(0).max(23).default(8),
  // How often each process asks the job queue for work.
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // Worker threads rendering pages (0: on the event loop). Default: one per CPU
  // (docs/decisions/0091-a-render-thread-per-cpu.md).
  PAGE_RENDER_THREADS: z.coerce.number().int().min(0).max(32).optional(),
  // On PostgreSQL, a worker thread building search pages nobody asked before (1) or the event loop
  // (0). Default: 1 when there is more than one CPU, 0 in tests (which start a server per file; the
  // thread's own tests turn it on).
  SEARCH_ANSWER_THREADS: z.coerce.number().int().min(0).max(1).optional(),
  // Pages each renderer (each render thread, or the event loop) renders before the server says it
  // is ready, so that its first visitors do not get a cold renderer (docs/decisions/0129).
  // Default: 120, 0 in tests (which start a server per file).
  PAGE_WARMUP_PAGES: z.coerce.number().int().min(0).max(10_000).optional(),
  // The map's raster tiles (issue 64, docs/decisions/0133): an http(s) URL template with {z}, {x}
  // and {y}, and the credit its provider requires. OpenStreetMap's own tiles by default, which its
  // tile policy allows for light use; a busy site sets its provider's.
  MAP_TILES_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/,
      'MAP_TILES_URL must be an http(s) URL with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILES_ATTRIBUTION: z.string().min(1).default('© OpenStreetMap contributors'),
});

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  mediaDir: string;
  seedDemo: boolean;
  publicUrl: string;
  /** log2 of scrypt's N for new password hashes (PASSWORD_HASH_COST). */
  passwordHashCost: number;
  pageRenderThreads: number;
  searchAnswerThreads: number;
  pageWarmupPages: number;
};

export function loadEnv(source: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "not set", so `FOO= npm start` behaves like leaving FOO out.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (env.S3_BUCKET === undefined && (env.S3_ENDPOINT !== undefined || env.S3_ACCESS_KEY_ID !== undefined)) {
    throw new Error('Invalid configuration:\n  S3_BUCKET is required when S3_ENDPOINT or S3 credentials are set');
  }
  if (env.DATABASE_READ_URL !== undefined && env.DATABASE_URL === undefined) {
    throw new Error(
      'Invalid configuration:\n  DATABASE_READ_URL needs DATABASE_URL: a read replica is a copy of a PostgreSQL server, and the embedded database has none',
    );
  }
  if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST !== undefined && env.PASSWORD_HASH_COST < PASSWORD_HASH_COST) {
    throw new Error(
      `Invalid configuration:\n  PASSWORD_HASH_COST below ${PASSWORD_HASH_COST} makes passwords cheap to guess; it is for tests only`,
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    mediaDir: env.MEDIA_DIR ? path.resolve(env.MEDIA_DIR) : path.join(dataDir, 'media'),
    // Demo data is on by default for the embedded database only.
    seedDemo: env.SEED_DEMO ?? env.DATABASE_URL === undefined,
    // Canonical and link-preview URLs need the address people use; without it, this server's own.
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    passwordHashCost: env.PASSWORD_HASH_COST ?? (env.NODE_ENV === 'test' ? 10 : PASSWORD_HASH_COST),
    pageRenderThreads: env.PAGE_RENDER_THREADS ?? availableParallelism(),
    searchAnswerThreads: env.SEARCH_ANSWER_THREADS ?? (env.NODE_ENV === 'test' ? 0 : Math.min(1, availableParallelism() - 1)),
    pageWarmupPages: env.PAGE_WARMUP_PAGES ?? (env.NODE_ENV === 'test' ? 0 : 120),
  };
}
