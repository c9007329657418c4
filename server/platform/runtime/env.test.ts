import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const dataDir = () => mkdtempSync(join(tmpdir(), 'iid-env-'));

describe('loadEnv', () => {
  it('fills the defaults and keeps a generated JWT secret in DATA_DIR', () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.SEED_DEMO).toBe('1');
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.HOST).toBe('0.0.0.0'); // reachable from other machines, as the README says
    expect(env.SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(env.JWT_SECRET).toBe(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim());
    expect(loadEnv({ DATA_DIR: dir }).JWT_SECRET).toBe(env.JWT_SECRET);
  });

  it('treats empty variables as unset', () => {
    const env = loadEnv({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '8080', APP_URL: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_URL).toBe('http://localhost:8080');
  });

  it('stops with a readable bilingual message on bad values', () => {
    expect(() =>
      loadEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x', APP_URL: 'portal' }),
    ).toThrow(/Konfigurasi lingkungan tidak valid[\s\S]*DATABASE_URL: harus diawali postgres/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), APP_URL: 'ftp://x.go.id' })).toThrow(
      /APP_URL: harus diawali http/,
    );
    expect(() => loadEnv({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(/PORT/);
    for (const host of ['portal gov', 'http://x', '300.1.1.1'])
      expect(() => loadEnv({ DATA_DIR: dataDir(), HOST: host }), host).toThrow(
        /HOST: harus berupa alamat IP atau nama host/,
      );
  });

  it('takes a bind address: IPv4, IPv6 or a host name', () => {
    for (const host of ['127.0.0.1', '::', '::1', 'localhost', 'portal.internal'])
      expect(loadEnv({ DATA_DIR: dataDir(), HOST: host }).HOST).toBe(host);
  });

  it('keeps uploads on the local disk and everything in process by default', () => {
    const env = loadEnv({ DATA_DIR: dataDir() });
    expect(env.STORAGE).toBe('local');
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('takes an S3-compatible bucket and a Redis server, and refuses incomplete ones', () => {
    const env = loadEnv({
      DATA_DIR: dataDir(),
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'iid-uploads',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      REDIS_URL: 'redis://127.0.0.1:6379/0',
    });
    expect(env).toMatchObject({ STORAGE: 's3', S3_BUCKET: 'iid-uploads', S3_REGION: 'us-east-1' });
    expect(() => loadEnv({ DATA_DIR: dataDir(), STORAGE: 's3' })).toThrow(
      /S3_BUCKET: wajib bila STORAGE=s3/,
    );
    expect(() => loadEnv({ DATA_DIR: dataDir(), STORAGE: 'gcs' })).toThrow(/STORAGE/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), S3_BUCKET: 'ab' })).toThrow(
      /S3_BUCKET: nama bucket/,
    );
    expect(() =>
      loadEnv({ DATA_DIR: dataDir(), S3_BUCKET: 'iid-uploads', S3_ACCESS_KEY_ID: 'x' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID dan S3_SECRET_ACCESS_KEY diisi berdua/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL: harus diawali redis:\/\//,
    );
  });
});
