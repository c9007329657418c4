import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Storage } from '../storage/storage';

/** The backup folder's format (backup.ts) and what making and restoring one share. */

export const BACKUP_FORMAT = 'portal-inovasi-daerah-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const DB_FILE = { postgres: 'database.dump', pglite: 'pgdata.tar.gz' } as const;
/** Objects copied at once (an S3 bucket answers each request in tens of milliseconds). */
export const PARALLEL = 4;

export type Engine = keyof typeof DB_FILE;

export interface ManifestFile {
  key: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  engine: Engine;
  /**
   * `PostgreSQL 15.20 …` or `PGlite 0.3.16 (PostgreSQL 17.5 …)`: a PGlite dump needs that PGlite.
   */
  engineVersion: string;
  /** Migrations applied in the backed-up database. */
  migrations: number;
  /** The driver the files were read from (a backup restores into either). */
  storage: Storage['kind'];
  database: { file: string; size: number; sha256: string };
  files: ManifestFile[];
  /** Keys a row named that the storage did not have when they were copied. */
  missingFiles: string[];
}

/** A refusal the operator reads (non-empty target, damaged backup, server running …). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface Installation {
  /** PostgreSQL; absent: PGlite in `dataDir/pgdata`. */
  databaseUrl?: string;
  dataDir: string;
  storage: Storage;
}

export type Log = (line: string) => void;

/** The keys the rows name: every media upload and every stored document. */
export const NAMED_KEYS_SQL = `
  select storage_key as key from media
  union select storage_key from dokumen where storage_key is not null
  order by 1`;
export const MIGRATIONS_SQL = `select count(*)::int as n from drizzle.__drizzle_migrations`;

export const sha256File = async (path: string) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Runs `fn` over `items`, at most `n` at once, in order of start. */
export async function inParallel<T>(items: T[], n: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
}

/** The URL without its password, and the password for PGPASSWORD (never on a command line). */
export function pgArgs(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL client program; a missing program or a failure is a readable error. */
export function runTool(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-4000)));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          e.code === 'ENOENT'
            ? `${program} tidak ditemukan: pasang klien PostgreSQL (paket postgresql-client) dengan versi ` +
                `yang sama atau lebih baru dari servernya. (${program} not found: install the PostgreSQL ` +
                'client, the same or a newer version than the server.)'
            : `${program}: ${e.message}`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new BackupError(`${program} gagal (failed, exit ${code}):\n${err.trim()}`)),
    );
  });
}

/** The installed PGlite's version (a PGlite dump opens in the PGlite that made it). */
export const pgliteVersion = () =>
  (
    JSON.parse(
      readFileSync(
        fileURLToPath(
          new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
        ),
        'utf8',
      ),
    ) as { version: string }
  ).version;
