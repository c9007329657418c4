/**
 * Issue 36 item 7: a migration is known to a database by its journal `when` (drizzle's record
 * keeps `created_at` = `when` and a hash of the SQL), never by its file name or its `idx`. So
 * a database migrated while the journal's numbers were drifted (issue 36 renumbered them) is
 * up to date with today's folder, and one a migration behind gets just that one. Both are
 * tried here on PGlite; drizzle runs the same PgDialect.migrate on PostgreSQL.
 */
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../server/platform/db/client';
import { MIGRATIONS_DIR, migrationsApplied } from '../../server/platform/db/migrate';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}
const journalPath = (dir: string) => join(dir, 'meta', '_journal.json');
const readJournal = (dir: string) => JSON.parse(readFileSync(journalPath(dir), 'utf8')) as Journal;

const temps: string[] = [];
const handles: DbHandle[] = [];
afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
  temps.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** A copy of the committed folder whose journal `change` rewrites entry by entry (files renamed to match). */
function folderLike(change: (journal: Journal) => Journal): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'iid-mighist-')), 'migrations');
  temps.push(dir);
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const before = readJournal(dir);
  const after = change(structuredClone(before));
  for (const [i, entry] of after.entries.entries()) {
    const old = before.entries[i]!;
    if (old.tag !== entry.tag)
      renameSync(join(dir, `${old.tag}.sql`), join(dir, `${entry.tag}.sql`));
  }
  writeFileSync(journalPath(dir), JSON.stringify(after, null, 2));
  return dir;
}

async function migratedWith(folder: string): Promise<DbHandle> {
  const handle = await openDb({});
  handles.push(handle);
  await migrate(handle.db as never, { migrationsFolder: folder });
  return handle;
}

/** drizzle's record of applied migrations, in the order they ran. */
async function record(handle: DbHandle) {
  const res = (await handle.db.execute(
    sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id`,
  )) as unknown as { rows: { hash: string; created_at: string | number }[] };
  return res.rows.map((r) => ({ hash: r.hash, when: Number(r.created_at) }));
}

/** What the committed folder records: each journal entry's `when` and SQL hash. */
const committed = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => ({
  hash: m.hash,
  when: m.folderMillis,
}));

describe('a database migrated before a change of the folder', () => {
  it('migrated under other numbers and names (same when, same SQL) has nothing left to run', async () => {
    // Every entry renumbered and renamed, as the drifted journal had them (idx one or two
    // below the file's number) and more: nothing of the name is left the same.
    const drifted = folderLike((journal) => ({
      ...journal,
      entries: journal.entries.map((e, i) => ({
        ...e,
        idx: i + 100,
        tag: `0${i + 100}_before_${e.tag.slice(5)}`,
      })),
    }));
    const h = await migratedWith(drifted);
    expect(await record(h)).toEqual(committed);

    await migrate(h.db as never, { migrationsFolder: MIGRATIONS_DIR });
    expect(await record(h)).toEqual(committed);
    expect(await migrationsApplied(h.db)).toBe(true);
  }, 120_000);

  it('one migration behind gets exactly the newest one', async () => {
    const behind = folderLike((journal) => ({ ...journal, entries: journal.entries.slice(0, -1) }));
    const h = await migratedWith(behind);
    expect(await record(h)).toEqual(committed.slice(0, -1));
    expect(await migrationsApplied(h.db)).toBe(false);

    await migrate(h.db as never, { migrationsFolder: MIGRATIONS_DIR });
    expect(await record(h)).toEqual(committed);
    expect(await migrationsApplied(h.db)).toBe(true);
  }, 120_000);
});
