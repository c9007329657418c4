import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../../drizzle.config';

/**
 * Issue 36 item 7: migrations that cannot drift. drizzle-kit names the next migration after the
 * journal's last `idx` and takes the alphabetically last `meta/*_snapshot.json` as the schema
 * it diffs against. Once the journal's numbers and the file names disagreed, `npm run
 * db:generate` wrote a second 0020 and overwrote the committed 0020 snapshot, and nothing
 * noticed. So: the journal, the SQL files and the snapshots agree one to one, the snapshots
 * chain, and generating on the current tree writes nothing (every schema change has its
 * committed migration).
 *
 * The numbers may have gaps (0011, 0015, 0018 were never committed: branches renumbered their
 * migration at merge). They are not closed up, because the docs and commits cite migrations by
 * number; the database does not care (drizzle's migrator goes by the journal's `when`).
 */
const ROOT = join(import.meta.dirname, '../..');
const OUT = join(ROOT, config.out ?? 'drizzle');
const KIT = join(ROOT, 'node_modules/drizzle-kit/bin.cjs');

interface Entry {
  idx: number;
  when: number;
  tag: string;
}
const journal = JSON.parse(readFileSync(join(OUT, 'meta/_journal.json'), 'utf8')) as {
  dialect: string;
  entries: Entry[];
};
const entries = journal.entries;
const prefix = (idx: number) => String(idx).padStart(4, '0');
const snapshotName = (e: Entry) => `${prefix(e.idx)}_snapshot.json`;

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Every file under `dir` (relative path -> content), to see what a command wrote. */
function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), readFileSync(path, 'utf8'));
  }
  return files;
}

describe('the migrations folder (journal, SQL files, snapshots)', () => {
  it('numbers every journal entry by its idx, in order, each later than the one before', () => {
    expect(journal.dialect).toBe(config.dialect);
    expect(entries.length).toBeGreaterThan(0);
    for (const [i, e] of entries.entries()) {
      expect(e.tag, `journal entry idx ${e.idx}`).toMatch(/^\d{4}_[a-z0-9_]+$/);
      expect(e.tag.slice(0, 4), `tag ${e.tag} against its idx`).toBe(prefix(e.idx));
      const before = entries[i - 1];
      if (!before) continue;
      expect(e.idx, `idx of ${e.tag} after ${before.tag}`).toBeGreaterThan(before.idx);
      // The migrator skips an entry whose `when` is not after the newest one a database has
      // applied: an out-of-order `when` would never run on an existing database.
      expect(e.when, `when of ${e.tag} after ${before.tag}`).toBeGreaterThan(before.when);
    }
  });

  it('holds exactly one NNNN_tag.sql per journal entry and nothing else', () => {
    const top = readdirSync(OUT, { withFileTypes: true });
    const sqlFiles = top.filter((f) => f.isFile()).map((f) => f.name);
    expect(sqlFiles.sort()).toEqual(entries.map((e) => `${e.tag}.sql`).sort());
    expect(top.filter((f) => !f.isFile()).map((f) => f.name)).toEqual(['meta']);
  });

  it('holds exactly one meta/NNNN_snapshot.json per journal entry beside the journal', () => {
    const meta = readdirSync(join(OUT, 'meta'));
    expect(meta.sort()).toEqual(['_journal.json', ...entries.map(snapshotName)].sort());
  });

  it('chains the snapshots: each one names the one before it as its prevId', () => {
    const snapshots = entries.map((e) => ({
      name: snapshotName(e),
      ...(JSON.parse(readFileSync(join(OUT, 'meta', snapshotName(e)), 'utf8')) as {
        id: string;
        prevId: string;
      }),
    }));
    expect(new Set(snapshots.map((s) => s.id)).size).toBe(snapshots.length);
    snapshots.forEach((s, i) => {
      const prevId = snapshots[i - 1]?.id ?? '00000000-0000-0000-0000-000000000000';
      expect(s.prevId, `prevId of ${s.name}`).toBe(prevId);
    });
  });
});

describe('drizzle-kit generate on the current tree', () => {
  it('writes nothing: the schema matches the last snapshot', () => {
    // A copy of the folder, never the real one; drizzle-kit reads `out` relative to its cwd.
    const temp = mkdtempSync(join(tmpdir(), 'iid-migrations-'));
    temps.push(temp);
    const copy = join(temp, 'migrations');
    cpSync(OUT, copy, { recursive: true });
    const configFile = join(temp, 'drizzle.config.json');
    writeFileSync(configFile, JSON.stringify({ ...config, out: relative(ROOT, copy) }));

    const before = filesOf(copy);
    // stdin closed: a schema change that needs an answer (rename or create?) ends the run
    // instead of waiting for one.
    const run = spawnSync(process.execPath, [KIT, 'generate', `--config=${configFile}`], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 120_000,
    });
    const output = `${run.stdout}\n${run.stderr}`.trim().split('\n').slice(-15).join('\n');
    expect(run.error, output).toBeUndefined();
    expect(run.status, output).toBe(0);
    // drizzle-kit exits 0 even when it stops with an error (a rename question it cannot ask
    // without a terminal): only its own words say that it compared and found nothing to do.
    expect(output, 'drizzle-kit generate did not find the schema unchanged').toContain(
      'No schema changes, nothing to migrate',
    );

    const after = filesOf(copy);
    const written = [...after.keys()].filter((f) => before.get(f) !== after.get(f));
    const removed = [...before.keys()].filter((f) => !after.has(f));
    expect(
      [...written, ...removed],
      `drizzle-kit generate wrote files: the schema has a change without its migration ` +
        `(run npm run db:generate and commit the result)\n${output}`,
    ).toEqual([]);
  }, 180_000);
});
