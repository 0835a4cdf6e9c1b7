import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('reads TRUST_PROXY as off, every hop, a hop count or a list of proxy addresses', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toBe('127.0.0.1,10.0.0.0/8,::1');
    expect(() => loadEnv({ TRUST_PROXY: 'nginx' })).toThrowError('TRUST_PROXY must be true, false, a number of proxy hops');
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/40' })).toThrowError('TRUST_PROXY');
  });

  it('hashes new passwords at cost 15, cheaper only outside production', () => {
    expect(loadEnv({}).passwordHashCost).toBe(15);
    expect(loadEnv({ NODE_ENV: 'production' }).passwordHashCost).toBe(15);
    expect(loadEnv({ NODE_ENV: 'test' }).passwordHashCost).toBe(10);
    expect(loadEnv({ NODE_ENV: 'production', PASSWORD_HASH_COST: '17' }).passwordHashCost).toBe(17);
    expect(() => loadEnv({ NODE_ENV: 'production', PASSWORD_HASH_COST: '12' })).toThrowError('it is for tests only');
    expect(() => loadEnv({ PASSWORD_HASH_COST: '9' })).toThrowError('PASSWORD_HASH_COST must be 10 to 20');
  });

  it('applies the runtime contract defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.seedDemo).toBe(true);
  });

  it('renders pages on a thread per CPU unless PAGE_RENDER_THREADS says otherwise', () => {
    expect(loadEnv({}).pageRenderThreads).toBe(availableParallelism());
    expect(loadEnv({ PAGE_RENDER_THREADS: '0' }).pageRenderThreads).toBe(0);
    expect(loadEnv({ PAGE_RENDER_THREADS: '3' }).pageRenderThreads).toBe(3);
    expect(() => loadEnv({ PAGE_RENDER_THREADS: '-1' })).toThrowError('PAGE_RENDER_THREADS');
    expect(() => loadEnv({ PAGE_RENDER_THREADS: 'many' })).toThrowError('PAGE_RENDER_THREADS');
  });

  it('turns demo data off by default with DATABASE_URL, and honours SEED_DEMO', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadEnv({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('takes DATABASE_READ_URL only beside DATABASE_URL', () => {
    const both = loadEnv({ DATABASE_URL: 'postgres://u@primary/db', DATABASE_READ_URL: 'postgres://u@replica/db' });
    expect(both.DATABASE_READ_URL).toBe('postgres://u@replica/db');
    expect(loadEnv({ DATABASE_URL: 'postgres://u@primary/db' }).DATABASE_READ_URL).toBeUndefined();
    expect(() => loadEnv({ DATABASE_READ_URL: 'postgres://u@replica/db' })).toThrowError(/DATABASE_READ_URL needs DATABASE_URL/);
    expect(() => loadEnv({ DATABASE_URL: 'postgres://u@primary/db', DATABASE_READ_URL: 'mysql://replica' })).toThrowError(
      /DATABASE_READ_URL must start with postgres:\/\//,
    );
  });

  it('puts media in DATA_DIR/media unless MEDIA_DIR says otherwise, and checks the S3 settings together', () => {
    expect(loadEnv({ DATA_DIR: '/srv/ncr' }).mediaDir).toBe(path.resolve('/srv/ncr/media'));
    expect(loadEnv({ DATA_DIR: '/srv/ncr', MEDIA_DIR: '/mnt/shared/media' }).mediaDir).toBe(path.resolve('/mnt/shared/media'));
    const s3 = loadEnv({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(s3).toMatchObject({ S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(() => loadEnv({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrowError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(() => loadEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrowError(
      'S3_BUCKET is required when S3_ENDPOINT or S3 credentials are set',
    );
    expect(() => loadEnv({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio' })).toThrowError('S3_ENDPOINT must be a URL');
    expect(() => loadEnv({ REDIS_URL: 'localhost:6379' })).toThrowError('REDIS_URL must start with redis:// or rediss://');
    expect(loadEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('fails with a readable message naming each bad setting', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrowError(
      /Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/\n {2}SEED_DEMO: /,
    );
    expect(() => loadEnv({ ADMIN_EMAIL: 'a@b.in' })).toThrowError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    expect(() => loadEnv({ TOKEN_SECRET: 'short' })).toThrowError('TOKEN_SECRET must have at least 32 characters');
  });

  it('reads the metrics access list: loopback by default, addresses and CIDR ranges, bad entries refused', () => {
    expect(loadEnv({}).METRICS_ALLOW).toEqual(['127.0.0.1', '::1']);
    expect(loadEnv({ METRICS_ALLOW: '10.0.0.0/8, 2001:db8::/32,192.168.1.5' }).METRICS_ALLOW).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.168.1.5',
    ]);
    expect(() => loadEnv({ METRICS_ALLOW: '10.0.0.0/33' })).toThrowError('METRICS_ALLOW must list IP addresses or CIDR ranges');
    expect(() => loadEnv({ METRICS_ALLOW: 'prometheus.local' })).toThrowError('METRICS_ALLOW must list IP addresses or CIDR ranges');
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrowError('METRICS_TOKEN must have at least 16 characters');
  });
});
