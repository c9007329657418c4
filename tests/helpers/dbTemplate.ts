/**
 * One migrated and seeded demo database per test run, copied for every test file instead of
 * migrating and seeding again (docs/decisions.md, "CI time"). A fresh seed is 3-5 s of each
 * file's time on PGlite and ~2 s on PostgreSQL; a copy is ~0.5-2 s on PGlite (its data folder
 * loaded from a tarball) and a `CREATE DATABASE … TEMPLATE` on PostgreSQL.
 *
 * vitest's global setup (dbTemplateSetup.ts) builds it and hands its location to the test
 * files through `provide`/`inject`; `createTestApp` uses it when what it would seed is exactly
 * what the template holds (the demo data, the demo password, the run's own database server),
 * and seeds as before otherwise. The demo's stored files (evidence, guides) travel beside it
 * and are written into each test's storage, as the seed would have written them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Blob } from 'node:buffer';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Db } from '../../server/platform/db/client';
import { PGLITE_EXTENSIONS } from '../../server/platform/db/pgliteExtensions';
import * as schema from '../../server/platform/db/schema';
import type { Storage } from '../../server/platform/storage/storage';
import { createPgDatabase, type FreshDb } from './freshDb';

export interface DbTemplate {
  /** Folder with the stored files (`files.json` + one file each) and, on PGlite, `pgdata.tar`. */
  dir: string;
  /** The PostgreSQL server the template lives on; absent for PGlite. */
  url?: string;
  /** The template database's name on that server. */
  database?: string;
  /** The password the demo accounts were seeded with. */
  password: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate | null;
  }
}

interface FileEntry {
  key: string;
  file: string;
}

/** Writes every object of `storage` into `dir` with a manifest. */
export async function saveFiles(storage: Storage, dir: string): Promise<void> {
  mkdirSync(join(dir, 'files'), { recursive: true });
  const entries: FileEntry[] = [];
  for await (const object of storage.list('')) {
    const bytes = await storage.get(object.key);
    if (!bytes) continue;
    const file = `files/${entries.length}`;
    writeFileSync(join(dir, file), bytes);
    entries.push({ key: object.key, file });
  }
  writeFileSync(join(dir, 'files.json'), JSON.stringify(entries));
}

/** Puts the template's stored files into `storage`, under the keys the seed used. */
export async function restoreFiles(dir: string, storage: Storage): Promise<void> {
  const entries = JSON.parse(readFileSync(join(dir, 'files.json'), 'utf8')) as FileEntry[];
  for (const { key, file } of entries) {
    await storage.put(key, new Uint8Array(readFileSync(join(dir, file))));
  }
}

/**
 * A database of its own copied from the template: PGlite loads the template's data folder, or
 * PostgreSQL creates a new database from the template one.
 */
export async function openFromTemplate(template: DbTemplate, prefix = 'test'): Promise<FreshDb> {
  if (!template.url) {
    const dump = new Blob([readFileSync(join(template.dir, 'pgdata.tar'))]);
    // Node's own Blob (jsdom's, in the component tests, cannot be read back by PGlite).
    const loadDataDir = dump as unknown as PGliteOptions['loadDataDir'];
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    let closed = false;
    const drop = async () => {
      if (closed) return;
      closed = true;
      await client.close();
    };
    return { db, kind: 'pglite', close: drop, drop };
  }
  return createPgDatabase(template.url, prefix, template.database);
}
