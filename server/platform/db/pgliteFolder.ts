/**
 * Opens the embedded database in DATA_DIR/pgdata for one process (the folder lock), and refuses
 * a damaged folder without changing it: a folder PGlite cannot open is the operator's to restore
 * from a copy, never ours to re-initialise.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../runtime/dataDirLock';
import { STARTUP_MESSAGES } from '../runtime/startupMessages';

export class DataDirDamagedError extends Error {
  constructor(
    readonly dir: string,
    readonly causeText: string,
  ) {
    super(STARTUP_MESSAGES.dataDirDamaged(dir, causeText));
    this.name = 'DataDirDamagedError';
  }
}

/**
 * Files PostgreSQL rewrites or removes while it starts, before it reads any data: its pid file,
 * the control file's state and the relation cache files (pg_internal.init, rebuilt from the
 * catalogs when missing). A start that fails puts them back byte for byte, so a damaged folder
 * is left as found for whoever examines or restores it.
 */
function startupMarks(pgdata: string): string[] {
  const marks = [
    'postmaster.pid',
    join('global', 'pg_control'),
    join('global', 'pg_internal.init'),
  ];
  const base = join(pgdata, 'base');
  if (existsSync(base)) {
    for (const db of readdirSync(base)) marks.push(join('base', db, 'pg_internal.init'));
  }
  return marks;
}

function saveMarks(pgdata: string): () => void {
  const saved = startupMarks(pgdata).map((name) => {
    const path = join(pgdata, name);
    return existsSync(path)
      ? { path, bytes: readFileSync(path), mode: statSync(path).mode & 0o777 }
      : { path, bytes: null, mode: 0o600 };
  });
  return () => {
    for (const { path, bytes, mode } of saved) {
      try {
        if (bytes === null) {
          if (existsSync(path)) unlinkSync(path);
        } else if (!existsSync(path) || !readFileSync(path).equals(bytes)) {
          writeFileSync(path, bytes, { mode });
        }
      } catch {
        // best effort: the refusal message matters more than the mark
      }
    }
  };
}

function describe(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}`.split('\n')[0]!.slice(0, 200);
  return String(err).slice(0, 200);
}

/** PGlite over DATA_DIR/pgdata, with the folder lock held until close(). */
export async function openPgliteFolder(
  dataDir: string,
): Promise<{ client: PGlite; close(): Promise<void> }> {
  const dir = resolve(dataDir);
  const lock = lockDataDir(dir);
  try {
    const pgdata = join(dir, 'pgdata');
    const existing = existsSync(pgdata) && readdirSync(pgdata).length > 0;
    // Without PG_VERSION PGlite would take the folder for a new one; a non-empty folder is not.
    if (existing && !existsSync(join(pgdata, 'PG_VERSION'))) {
      throw new DataDirDamagedError(dir, 'pgdata/PG_VERSION missing');
    }
    mkdirSync(pgdata, { recursive: true });
    const restoreMarks = existing ? saveMarks(pgdata) : () => undefined;
    let client: PGlite;
    try {
      client = new PGlite(pgdata, { extensions: PGLITE_EXTENSIONS });
      await client.waitReady;
    } catch (err) {
      if (!existing) throw err; // a failed initdb in a new folder is no damage to report
      restoreMarks();
      throw new DataDirDamagedError(dir, describe(err));
    }
    return {
      client,
      async close() {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
