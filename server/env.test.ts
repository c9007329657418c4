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
  });
});
