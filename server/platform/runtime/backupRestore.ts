import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../db/pgliteExtensions';
import { lockDataDir } from './dataDirLock';
import { checkKey, sha256Of, type Storage } from '../storage/storage';
import {
  BackupError,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DB_FILE,
  inParallel,
  MANIFEST_FILE,
  MIGRATIONS_SQL,
  PARALLEL,
  pgArgs,
  pgliteVersion,
  runTool,
  sha256File,
  type Engine,
  type Installation,
  type Log,
  type Manifest,
} from './backupFormat';

/** Restoring a backup (backup.ts) into an empty installation, every file checked. */

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
    extensions: PGLITE_EXTENSIONS,
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
