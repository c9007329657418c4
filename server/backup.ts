/**
 * Backup and restore of an installation (issue 28 item 5; `npm run backup -- <dir>` and
 * `npm run restore -- <dir>`, server/cli/backup.ts and restore.ts; docs/decisions.md "Backup and
 * restore"). A backup folder holds:
 *
 * - the database: `database.dump` (pg_dump, custom format) for PostgreSQL, or `pgdata.tar.gz`
 *   (PGlite's own dump of its data folder, `dumpDataDir`) for the embedded database;
 * - `files/<key>`: every stored object a media or document row of that database names, read
 *   through the Storage interface (local disk or S3);
 * - `manifest.json`, written last: the engine, the SHA-256 and size of every file above, and the
 *   keys a row named that the storage no longer had. A folder without it is no backup.
 *
 * Consistency: on PostgreSQL the keys are read in one REPEATABLE READ snapshot that pg_dump
 * shares (`--snapshot`), so the rows and the list of files are of one instant while the server
 * keeps running; the files are written before their rows commit and stay until their rows are
 * gone, so each named file is there to copy unless its row was deleted after the snapshot (then
 * it is listed in `missingFiles`). On PGlite the backup opens the data folder itself, under its
 * lock: it refuses while a server holds the folder, and no server can start until it is done.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DataDirLockedError, lockDataDir } from './dataDirLock';
import { openPgliteFolder } from './db/pgliteFolder';
import { checkKey, localStorage, sha256Of, type Storage } from './storage';

export const BACKUP_FORMAT = 'portal-inovasi-daerah-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
const DB_FILE = { postgres: 'database.dump', pglite: 'pgdata.tar.gz' } as const;
/** Objects copied at once (an S3 bucket answers each request in tens of milliseconds). */
const PARALLEL = 4;

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
  /** `PostgreSQL 15.20 …` or `PGlite 0.3.16 (PostgreSQL 17.5 …)`: a PGlite dump needs that PGlite. */
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

type Log = (line: string) => void;

/** The keys the rows name: every media upload and every stored document. */
const NAMED_KEYS_SQL = `
  select storage_key as key from media
  union select storage_key from dokumen where storage_key is not null
  order by 1`;
const MIGRATIONS_SQL = `select count(*)::int as n from drizzle.__drizzle_migrations`;

const sha256File = async (path: string) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Runs `fn` over `items`, at most `n` at once, in order of start. */
async function inParallel<T>(items: T[], n: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
}

/** The URL without its password, and the password for PGPASSWORD (never on a command line). */
function pgArgs(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL client program; a missing program or a failure is a readable error. */
function runTool(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
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

/** Copies the named objects into `dir/files`, hashing them on the way. */
async function copyOut(storage: Storage, keys: string[], dir: string, log: Log) {
  const target = localStorage(join(dir, 'files'));
  const files: ManifestFile[] = [];
  const missing: string[] = [];
  let done = 0;
  await inParallel(keys, PARALLEL, async (key) => {
    const opened = await storage.open(checkKey(key));
    if (!opened) {
      missing.push(key);
      return;
    }
    const hash = createHash('sha256');
    let size = 0;
    const body = opened.body as unknown as AsyncIterable<Uint8Array>;
    await target.put(
      key,
      (async function* () {
        for await (const chunk of body) {
          hash.update(chunk);
          size += chunk.byteLength;
          yield chunk;
        }
      })(),
    );
    files.push({ key, size, sha256: hash.digest('hex') });
    if (++done % 500 === 0) log(`  ${done} berkas disalin…`);
  });
  files.sort((a, b) => (a.key < b.key ? -1 : 1));
  missing.sort();
  return { files, missing };
}

interface DbSide {
  engineVersion: string;
  migrations: number;
  keys: string[];
}

/** pg_dump in one snapshot with the list of named keys; `during` runs while it is held. */
async function backupPostgres(
  databaseUrl: string,
  file: string,
  during: (db: DbSide) => Promise<void>,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = String(
      (await client.query('select pg_export_snapshot() as s')).rows[0].s as string,
    );
    const version = String((await client.query('select version() as v')).rows[0].v as string);
    const hasTables = (await client.query(`select to_regclass('public.media') is not null as ok`))
      .rows[0].ok as boolean;
    if (!hasTables)
      throw new BackupError(
        'Basis data belum berisi tabel portal (jalankan server atau npm run db:migrate dulu). ' +
          '(The database holds no portal tables yet.)',
      );
    const keys = (await client.query(NAMED_KEYS_SQL)).rows.map((r) => String(r.key));
    const migrations = Number((await client.query(MIGRATIONS_SQL)).rows[0].n);
    const { url, env } = pgArgs(databaseUrl);
    const dumping = runTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`],
      env,
    );
    // The files are copied while pg_dump reads: both from the same snapshot's point of view.
    const copying = during({ engineVersion: version.split(',')[0]!, migrations, keys });
    await Promise.all([dumping, copying]);
    await client.query('commit');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The installed PGlite's version (a PGlite dump opens in the PGlite that made it). */
export const pgliteVersion = () =>
  (
    JSON.parse(
      readFileSync(
        fileURLToPath(
          new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url),
        ),
        'utf8',
      ),
    ) as { version: string }
  ).version;

/** The embedded database, opened under its folder lock (refused while a server holds it). */
async function backupPglite(
  dataDir: string,
  file: string,
  during: (db: DbSide) => Promise<void>,
): Promise<void> {
  if (!existsSync(join(dataDir, 'pgdata', 'PG_VERSION')))
    throw new BackupError(
      `Tidak ada basis data PGlite di ${join(dataDir, 'pgdata')}. (No PGlite database there.)`,
    );
  let folder: Awaited<ReturnType<typeof openPgliteFolder>>;
  try {
    folder = await openPgliteFolder(dataDir);
  } catch (e) {
    if (e instanceof DataDirLockedError)
      throw new BackupError(
        `${e.message}\n\nBasis data bawaan (PGlite) dicadangkan saat server berhenti: hentikan server, ` +
          'jalankan npm run backup, lalu nyalakan lagi. Dengan PostgreSQL (DATABASE_URL) pencadangan ' +
          'berjalan tanpa menghentikan server.\nThe embedded database (PGlite) is backed up while the ' +
          'server is stopped: stop it, run npm run backup, then start it again. With PostgreSQL ' +
          '(DATABASE_URL) backups run while the server serves.',
      );
    throw e;
  }
  try {
    const db = folder.client;
    // The data files brought up to date, so the copy needs no WAL replay to open.
    await db.exec('checkpoint');
    const keys = (await db.query<{ key: string }>(NAMED_KEYS_SQL)).rows.map((r) => r.key);
    const migrations = Number((await db.query<{ n: number }>(MIGRATIONS_SQL)).rows[0]?.n ?? 0);
    const version = (await db.query<{ v: string }>('select version() as v')).rows[0]!.v;
    const dump = await db.dumpDataDir('gzip');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    // Still under the lock: no server can change the uploads meanwhile.
    await during({
      engineVersion: `PGlite ${pgliteVersion()} (${version.split(',')[0]})`,
      migrations,
      keys,
    });
  } finally {
    await folder.close();
  }
}

function assertEmptyFolder(dir: string) {
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new BackupError(
      `Folder cadangan ${dir} tidak kosong: pilih folder baru untuk setiap cadangan. ` +
        `(The backup folder ${dir} is not empty: use a new folder for each backup.)`,
    );
}

/** Writes a backup of `from` into the new or empty folder `dir`; answers its manifest. */
export async function backup(
  dirArg: string,
  from: Installation,
  log: Log = () => undefined,
): Promise<Manifest> {
  const dir = resolve(dirArg);
  assertEmptyFolder(dir);
  await mkdir(dir, { recursive: true });
  const engine: Engine = from.databaseUrl ? 'postgres' : 'pglite';
  const dbPath = join(dir, DB_FILE[engine]);
  let side: DbSide | null = null;
  let copied: Awaited<ReturnType<typeof copyOut>> | null = null;
  const during = async (db: DbSide) => {
    side = db;
    log(`Menyalin ${db.keys.length} berkas dari penyimpanan (${from.storage.kind})…`);
    copied = await copyOut(from.storage, db.keys, dir, log);
  };
  log(`Mencadangkan basis data (${engine === 'postgres' ? 'pg_dump' : 'PGlite'})…`);
  if (from.databaseUrl) await backupPostgres(from.databaseUrl, dbPath, during);
  else await backupPglite(resolve(from.dataDir), dbPath, during);
  const db = side as DbSide | null;
  const out = copied as Awaited<ReturnType<typeof copyOut>> | null;
  if (!db || !out) throw new Error('backup incomplete');
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    engine,
    engineVersion: db.engineVersion,
    migrations: db.migrations,
    storage: from.storage.kind,
    database: {
      file: DB_FILE[engine],
      size: (await stat(dbPath)).size,
      sha256: await sha256File(dbPath),
    },
    files: out.files,
    missingFiles: out.missing,
  };
  const tmp = join(dir, `${MANIFEST_FILE}.tmp`);
  await writeFile(tmp, `${JSON.stringify(manifest, null, 1)}\n`);
  await rename(tmp, join(dir, MANIFEST_FILE));
  return manifest;
}

/** The manifest of a backup folder, checked for our format. */
export function readManifest(dirArg: string): Manifest {
  const dir = resolve(dirArg);
  const path = join(dir, MANIFEST_FILE);
  if (!existsSync(path))
    throw new BackupError(
      `${path} tidak ada: folder ini bukan cadangan yang selesai. ` +
        `(${path} is missing: this folder is not a finished backup.)`,
    );
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${path} tidak terbaca (is not readable JSON).`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
    throw new BackupError(
      `${path} bukan manifes cadangan portal versi ${BACKUP_VERSION}. ` +
        `(Not a portal backup manifest of version ${BACKUP_VERSION}.)`,
    );
  if (!(manifest.engine in DB_FILE) || manifest.database.file !== DB_FILE[manifest.engine])
    throw new BackupError(`${path}: mesin basis data tidak dikenal (unknown database engine).`);
  for (const f of manifest.files) checkKey(f.key);
  return manifest;
}

/** Every file of the backup against its manifest: the problems, none when it is intact. */
export async function verifyBackup(dirArg: string, manifest: Manifest): Promise<string[]> {
  const dir = resolve(dirArg);
  const problems: string[] = [];
  const check = async (rel: string, want: { size: number; sha256: string }) => {
    const path = join(dir, rel);
    if (!existsSync(path)) return void problems.push(`${rel}: tidak ada (missing)`);
    const got = await sha256File(path);
    if (got !== want.sha256)
      problems.push(`${rel}: checksum SHA-256 tidak cocok (mismatch: ${got} ≠ ${want.sha256})`);
  };
  await check(manifest.database.file, manifest.database);
  await inParallel(manifest.files, PARALLEL, (f) => check(`files/${f.key}`, f));
  return problems;
}

/** What makes the target installation non-empty, or nothing. */
async function whatIsThere(to: Installation, prefixes: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  if (to.databaseUrl) {
    const client = new pg.Client({ connectionString: to.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(`
        select n.nspname || '.' || c.relname as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
          and c.relkind in ('r', 'p', 'v', 'm', 'S')
        order by 1 limit 6`);
      if (rows.length)
        found.push(
          `basis data (database): ${rows
            .slice(0, 5)
            .map((r) => r.name)
            .join(', ')}${rows.length > 5 ? ', …' : ''}`,
        );
    } finally {
      await client.end().catch(() => undefined);
    }
  } else {
    const pgdata = join(resolve(to.dataDir), 'pgdata');
    if (existsSync(pgdata) && (await readdir(pgdata)).length > 0)
      found.push(`basis data PGlite (PGlite database): ${pgdata}`);
  }
  for (const prefix of prefixes) {
    for await (const object of to.storage.list(prefix)) {
      found.push(`penyimpanan berkas (${to.storage.kind} storage): ${object.key}, …`);
      break;
    }
  }
  return found;
}

async function restorePostgres(databaseUrl: string, file: string) {
  const { url, env } = pgArgs(databaseUrl);
  await runTool(
    'pg_restore',
    [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${url}`,
      file,
    ],
    env,
  );
}

async function restorePglite(dataDir: string, file: string): Promise<number> {
  const pgdata = join(dataDir, 'pgdata');
  await mkdir(pgdata, { recursive: true });
  const bytes = new Uint8Array(readFileSync(file));
  const db = new PGlite(pgdata, {
    loadDataDir: new Blob([bytes], { type: 'application/x-gzip' }),
  });
  try {
    await db.waitReady;
    return Number((await db.query<{ n: number }>(MIGRATIONS_SQL)).rows[0]?.n ?? 0);
  } finally {
    await db.close();
  }
}

/** Copies the backup's files into the target storage and reads each back to compare. */
async function copyIn(dir: string, manifest: Manifest, storage: Storage, log: Log) {
  const mismatched: string[] = [];
  let done = 0;
  await inParallel(manifest.files, PARALLEL, async (f) => {
    const path = join(dir, 'files', f.key);
    await storage.put(f.key, Readable.from(createReadStream(path)) as AsyncIterable<Uint8Array>);
    if ((await sha256Of(storage, f.key)) !== f.sha256) mismatched.push(f.key);
    if (++done % 500 === 0) log(`  ${done} berkas dipulihkan…`);
  });
  return mismatched.sort();
}

/**
 * Brings the backup in `dir` back into the empty installation `to`: checks every checksum first
 * (nothing is written from a damaged backup), refuses a target that holds a database or stored
 * files, then restores the database and the files and reads each file back.
 */
export async function restore(
  dirArg: string,
  to: Installation,
  opts: { prefixes: readonly string[]; log?: Log },
): Promise<Manifest> {
  const log = opts.log ?? (() => undefined);
  const dir = resolve(dirArg);
  const manifest = readManifest(dir);
  const engine: Engine = to.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine)
    throw new BackupError(
      manifest.engine === 'pglite'
        ? 'Cadangan ini dari basis data bawaan (PGlite): pulihkan tanpa DATABASE_URL. ' +
            '(This backup is of the embedded database: restore it without DATABASE_URL.)'
        : 'Cadangan ini dari PostgreSQL: pulihkan dengan DATABASE_URL ke basis data kosong. ' +
            '(This backup is of PostgreSQL: restore it with DATABASE_URL into an empty database.)',
    );
  const here = `PGlite ${engine === 'pglite' ? pgliteVersion() : ''} `;
  if (engine === 'pglite' && !manifest.engineVersion.startsWith(here))
    log(
      `PERINGATAN: cadangan dibuat oleh ${manifest.engineVersion}, terpasang ${here.trim()}. ` +
        `(WARNING: made by another PGlite version; it may not open.)`,
    );
  log(`Memeriksa checksum ${manifest.files.length + 1} berkas cadangan…`);
  const problems = await verifyBackup(dir, manifest);
  if (problems.length)
    throw new BackupError(
      `Cadangan rusak, tidak ada yang dipulihkan (the backup is damaged, nothing was restored):\n` +
        problems
          .slice(0, 20)
          .map((p) => `  - ${p}`)
          .join('\n') +
        (problems.length > 20 ? `\n  … (${problems.length} in all)` : ''),
    );
  // A PGlite folder stays locked to us for the whole restore: no server starts on it meanwhile.
  let lock: { release(): void } | null = null;
  try {
    if (!to.databaseUrl) lock = lockDataDir(resolve(to.dataDir));
    const there = await whatIsThere(to, opts.prefixes);
    if (there.length)
      throw new BackupError(
        'Instalasi tujuan tidak kosong; pemulihan hanya ke instalasi kosong (basis data baru, ' +
          'DATA_DIR dan penyimpanan berkas kosong), tidak ada yang diubah. ' +
          '(The target installation is not empty; restore only into an empty one, nothing was changed.)\n' +
          there.map((t) => `  - ${t}`).join('\n'),
      );
    log('Memulihkan basis data…');
    const dbPath = join(dir, manifest.database.file);
    if (to.databaseUrl) await restorePostgres(to.databaseUrl, dbPath);
    else await restorePglite(resolve(to.dataDir), dbPath);
    log(`Memulihkan ${manifest.files.length} berkas ke penyimpanan (${to.storage.kind})…`);
    const mismatched = await copyIn(dir, manifest, to.storage, log);
    if (mismatched.length)
      throw new BackupError(
        `Berkas yang dipulihkan terbaca dengan checksum lain (restored files read back with another checksum): ${mismatched.slice(0, 10).join(', ')}`,
      );
  } finally {
    lock?.release();
  }
  return manifest;
}
