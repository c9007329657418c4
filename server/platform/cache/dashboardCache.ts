import { countCache } from './cacheStats';
import { count, eq, max, sql } from 'drizzle-orm';
import { busFor } from './cacheBus';
import type { Db } from '../db/client';
import { skor_indeks } from '../db/schema';

/**
 * The dashboards' answers, kept per (screen, role scope, year) and per database. An answer is
 * good while the index results it was computed beside are unchanged: every event that refreshes
 * the index (an answer, a document, an evaluation, a status change, "Hitung Ulang") rewrites
 * the region's `skor_indeks` row of that year and so moves the year's stamp (the row count and
 * the latest `updated_at`). Reading the stamp is one indexed statement; it holds across server
 * processes, as no process has to tell another. Past `TTL_MS` an answer is recomputed anyway,
 * for the figures no index event touches (a profile's contact fields).
 *
 * The reports (average index, recaps, progress input: issues 24 and 25) are kept here too, keyed
 * by route and query (`screen`), with `followsWrites`: they read tables no index event touches,
 * so they are also forgotten after any write through the API, on every node (`noteWrite`).
 */
const TTL_MS = 5 * 60_000;
/** A bound on the entries per database (scopes x years x screens); the oldest go first. */
const MAX_ENTRIES = 2_000;

interface Entry {
  stamp: string;
  at: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * How many writes through the API this process has seen per database (its own and, through the
 * bus, the other nodes'). The reports (`followsWrites`) read tables no index event touches (a
 * draft innovation, a profile, an account, a setting, the master data): their answers are good
 * only while this count stands still. Counting every write, not only the ones that change a
 * report, keeps a future write route from forgetting to say so; a write costs the reports a
 * recomputation, which is what an answer or an evaluation costs them through the stamp anyway.
 */
const writeCounts = new WeakMap<Db, number>();

/**
 * The stamp's two statements per database, built once and prepared (named on PostgreSQL): every
 * kept answer reads one per request, so neither Drizzle nor PostgreSQL works it out each time.
 */
const stampStatements = new WeakMap<Db, ReturnType<typeof prepareStamps>>();
function prepareStamps(db: Db) {
  const q = () => db.select({ n: count(), at: max(skor_indeks.updated_at) }).from(skor_indeks);
  return {
    year: q()
      .where(eq(skor_indeks.tahun, sql.placeholder('tahun')))
      .prepare('skor_indeks_stamp_tahun'),
    all: q().prepare('skor_indeks_stamp'),
  };
}

/** The stamp of a year's index results (null: every year, for the qc dashboard). */
export async function indexStamp(db: Db, tahun: number | null): Promise<string> {
  let st = stampStatements.get(db);
  if (!st) stampStatements.set(db, (st = prepareStamps(db)));
  const [row] = await (tahun === null ? st.all.execute() : st.year.execute({ tahun }));
  const at = row?.at as Date | string | null | undefined;
  return `${Number(row?.n ?? 0)}|${at instanceof Date ? at.toISOString() : String(at ?? '')}`;
}

export interface CacheKey {
  screen: string;
  /** What the account sees (every region, an area, a province, a region): see scopeKey. */
  scope: string;
  /** The year the answer is for, also the year whose index stamp it follows (null: every). */
  tahun: number;
  stampYear: number | null;
  /**
   * Also forget the answer after any write through the API (`noteWrite`): for answers that read
   * more than the index results (the reports: innovations, registrations, profiles, accounts,
   * settings, master data).
   */
  followsWrites?: boolean;
}

/**
 * The cached answer, or a fresh one from `compute` when the index moved, the answer aged or
 * none is kept. Callers arriving while an answer is computed wait for that one.
 */
export async function cachedAnswer<T>(
  db: Db,
  key: CacheKey,
  compute: () => Promise<T>,
  nowMs = Date.now(),
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const id = `${key.screen}|${key.scope}|${key.tahun}`;
  // The write count is read before the stamp and the computation: a write that lands while
  // the answer is computed moves it, so that answer is never taken for one made after the write.
  const writes = key.followsWrites ? `|w${writeCounts.get(db) ?? 0}` : '';
  const stamp = (await indexStamp(db, key.stampYear)) + writes;
  const hit = cache.get(id);
  const fresh = !!hit && hit.stamp === stamp && nowMs - hit.at < TTL_MS;
  countCache('dashboard', fresh);
  if (fresh && hit) return hit.value as Promise<T>;
  const value = compute();
  cache.delete(id);
  cache.set(id, { stamp, at: nowMs, value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  value.catch(() => {
    if (cache.get(id)?.value === value) cache.delete(id);
  });
  return value;
}

/**
 * Forgets every kept answer of a database (tests, and a restore of the database), here and on
 * the other nodes.
 */
export function forgetDashboards(db: Db): void {
  caches.delete(db);
  busFor(db)?.publish({ kind: 'dashboards' });
}

/** Forget this process's answers only (another node asked). */
export const dropDashboards = (db: Db) => void caches.delete(db);

/**
 * A write through the API reached this database (server/app.ts, after every request but GET,
 * HEAD and OPTIONS): the answers that follow writes are stale, here and on the other nodes.
 */
export function noteWrite(db: Db): void {
  countWrite(db);
  busFor(db)?.publish({ kind: 'writes' });
}

/** Another node wrote: this process's answers that follow writes are stale. */
export const countWrite = (db: Db) => void writeCounts.set(db, (writeCounts.get(db) ?? 0) + 1);
