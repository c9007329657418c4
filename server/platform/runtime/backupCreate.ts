import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { DataDirLockedError } from './dataDirLock';
import { openPgliteFolder } from '../db/pgliteFolder';
import { checkKey, localStorage, type Storage } from '../storage/storage';
import {
  BackupError,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DB_FILE,
  inParallel,
  MANIFEST_FILE,
  MIGRATIONS_SQL,
  NAMED_KEYS_SQL,
  PARALLEL,
  pgArgs,
  pgliteVersion,
  runTool,
  sha256File,
  type Engine,
  type Installation,
  type Log,
  type Manifest,
  type ManifestFile,
} from './backupFormat';

/** Making a backup (backup.ts): the database dumped and the named objects copied out. */

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
