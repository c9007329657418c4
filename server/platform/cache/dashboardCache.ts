import { countCache, countChange, countRecomputation } from './cacheStats';
import { count, eq, max, sql } from 'drizzle-orm';
import { busFor } from './cacheBus';
import { dropReferences } from './referenceCache';
import type { Db } from '../db/client';
import { skor_indeks } from '../db/schema';
import { refreshQueue } from './refreshQueue';
import { addUnseen, lagFor, noneUnseen, type Unseen } from './unseenChanges';
import {
  EVERYTHING,
  REFRESH_SHARE,
  touches,
  type Change,
  type Changes,
  type Dependence,
  type Reader,
} from './changeScope';

/**
 * The kept answers of the dashboards, the reports and the rankings, per key (screen, role
 * scope, year) and per database (issue 40 item 2, docs/performance.md "Caches that follow what
 * changed"). Each entry says what it reads (`Dependence`: families, year, and the regions its
 * value covers); each write through the API says what it changed (changeScope.ts), and only
 * the entries it can touch move to a new generation. An answer is fresh while its generation
 * stands.
 *
 * One computation per key at a time (single flight): a reader of a key being recomputed waits
 * for that computation, or takes the previous answer while it is at most the changes' allowed
 * age old (`STALE_MS` per family; none for the writer and the writer's region, so a user always
 * reads their own write). A reader that takes the previous answer once it is past
 * `REFRESH_SHARE` of that age starts the recomputation if none runs.
 *
 * Past `TTL_MS` an answer is recomputed anyway: the bound for a write outside the API.
 */
const TTL_MS = 5 * 60_000;
/** A bound on the entries per database (scopes x years x screens); the oldest go first. */
const MAX_ENTRIES = 2_000;
/**
 * Past this many kinds of change (family, region, writer) not yet seen by an entry's value, they
 * count as one that allows no lag. Repeats of a kind are one entry, its latest: the lag a change
 * allows a reader depends on nothing else (changeScope.ts `staleAllowed`). It was 64 changes,
 * repeats included: 50 saves a second filled it in about a second, and every national answer
 * was then recomputed for the next reader (docs/performance.md, "Deadline surge, third round").
 */
const MAX_BEHIND = 2_048;
/**
 * Recomputations behind a served answer run one at a time per database handle (refreshQueue.ts):
 * the deadline's 68 national answers then follow a change within about seven seconds, inside the
 * thirty seconds of lag the ministry's screens allow, without taking the database's cores from
 * the saves (docs/performance.md, "Deadline surge, fifth round").
 */
const queues = new WeakMap<Db, ReturnType<typeof refreshQueue>>();
function behindOf(db: Db) {
  let q = queues.get(db);
  if (!q) queues.set(db, (q = refreshQueue(1)));
  return q;
}

interface Flight {
  gen: number;
  stamp: string;
  promise: Promise<unknown>;
}

interface Entry {
  id: string;
  dep: Dependence;
  /** Moves with every change that touches the answer (and with its age past TTL_MS). */
  gen: number;
  has: boolean;
  value: unknown;
  /** The generation, the start time and the stamp of the computation that gave `value`. */
  valueGen: number;
  valueAt: number;
  /**
   * The last time a reader found `value` current (no change since). The lag a reader accepts
   * counts from here or from `valueAt`, whichever is later: an answer computed a minute ago and
   * read as current a moment before a change is a moment behind, not a minute. Counted from
   * `valueAt` alone, every national answer read through a quiet spell was past its lag at the
   * first save of the deadline, and their readers all recomputed them at once
   * (docs/performance.md, "Deadline surge, sixth round").
   */
  currentAt: number;
  stamp: string;
  /** The regions (profil ids) `value` reads; null: every region, or not known. */
  regions: ReadonlySet<number> | null;
  /**
   * The changes `value` has not seen, the latest of each kind (`behindKey`; a null change: one
   * that allows no reader an older answer).
   */
  behind: Map<string, { gen: number; change: Change | null }>;
  /** What the changes of `behind` newer than `valueGen` allow its readers. */
  unseen: Unseen;
  flight: Flight | null;
  /** A recomputation behind the served answer waits its turn (`behind`). */
  queued?: boolean;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

function entriesOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/**
 * Databases shared by several processes with no bus between them (WORKERS > 1 without
 * REDIS_URL): a write on one process is told to no other, so their answers also follow the
 * year's index stamp, which every process reads from the database, as before issue 40.
 */
const withoutBus = new WeakSet<Db>();
export const followIndexStamp = (db: Db) => void withoutBus.add(db);

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

/** The stamp of a year's index results (null: every year). */
export async function indexStamp(db: Db, tahun: number | null): Promise<string> {
  let st = stampStatements.get(db);
  if (!st) stampStatements.set(db, (st = prepareStamps(db)));
  const [row] = await (tahun === null ? st.all.execute() : st.year.execute({ tahun }));
  const at = row?.at as Date | string | null | undefined;
  return `${Number(row?.n ?? 0)}|${at instanceof Date ? at.toISOString() : String(at ?? '')}`;
}

export interface CacheKey<T> {
  screen: string;
  /** What the account sees (every region, an area, a province, a region): see scopeKey. */
  scope: string;
  /** The year the answer is for. */
  tahun: number;
  /** What the answer reads, so that only the writes that can change it drop it. */
  dependsOn: Dependence;
  /** The regions (profil ids) the computed answer reads; absent or null: every region. */
  regionsOf?: (value: T) => Iterable<number> | null;
  /**
   * A stamp of what the caller reads from the database beside the declared changes (the
   * rankings' `rankingStamp`): an answer computed under another stamp is never served.
   */
  stamp?: string;
  /** Who reads (absent: an answer no older than every change, as for the writer). */
  reader?: Reader | null;
  /**
   * When a `stamp` is a time bound (the pemda dashboard's day): the time (ms) past which an
   * answer computed now is stale. With it, or without a stamp, an answer's freshness is fully
   * told by the declared changes, and it may be answered straight from its bytes (keptAnswers).
   */
  validUntil?: number;
}

/** Where a kept value came from, for answering it again without recomputing (keptStillServes). */
interface Origin {
  db: Db;
  e: Entry;
  validUntil: number;
}
const origins = new WeakMap<object, Origin>();

/**
 * Whether `value`, an answer cachedAnswer gave, would be given again to `reader` now without any
 * work: it is still its key's kept answer, fresh, or within the lag its changes allow this reader
 * while its recomputation already runs; inside its TTL and its `validUntil`. False for an answer
 * whose stamp is read from the database (the rankings', a database without a bus).
 */
export function keptStillServes(value: unknown, reader: Reader | null, nowMs: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const o = origins.get(value);
  if (!o || caches.get(o.db)?.get(o.e.id) !== o.e) return false;
  const e = o.e;
  if (!e.has || e.value !== value || nowMs >= o.validUntil || nowMs - e.valueAt >= TTL_MS)
    return false;
  if (e.valueGen === e.gen) {
    e.currentAt = Math.max(e.currentAt, nowMs);
    return true;
  }
  const lag = lagFor(e.unseen, reader);
  const age = behindFor(e, nowMs);
  return lag > 0 && age <= lag && (e.flight !== null || age < lag * REFRESH_SHARE);
}

/**
 * The kept answer, or the one computation of it (joined when one runs), or the previous answer
 * while the changes since allow this reader that lag (the recomputation then runs behind it).
 * `nowMs`: the caller's clock (the dashboards pass the app's, which tests move), for the ages.
 */
export async function cachedAnswer<T>(
  db: Db,
  key: CacheKey<T>,
  compute: () => Promise<T>,
  nowMs = Date.now(),
): Promise<T> {
  const cache = entriesOf(db);
  const id = `${key.screen}|${key.scope}|${key.tahun}`;
  let e = cache.get(id);
  if (!e) {
    e = {
      id,
      dep: key.dependsOn,
      gen: 0,
      has: false,
      value: undefined,
      valueGen: -1,
      valueAt: 0,
      currentAt: 0,
      stamp: '',
      regions: null,
      behind: new Map(),
      unseen: noneUnseen(),
      flight: null,
    };
    cache.set(id, e);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  const stamp = withoutBus.has(db)
    ? `${key.stamp ?? ''}|${await indexStamp(db, key.dependsOn.tahun)}`
    : (key.stamp ?? '');
  if (e.has && e.valueGen === e.gen && nowMs - e.valueAt >= TTL_MS) moveOn(e, null);
  if (e.has && e.stamp === stamp) {
    const fresh = e.valueGen === e.gen;
    if (fresh) e.currentAt = Math.max(e.currentAt, nowMs);
    const lag = fresh ? 0 : lagFor(e.unseen, key.reader ?? null);
    const age = behindFor(e, nowMs);
    if (fresh || (lag > 0 && age <= lag)) {
      countCache('dashboard', true);
      // Behind a change: recomputed once half the lag is gone, behind the readers it serves,
      // one at a time (refreshQueue.ts); by its turn it may be fresh or computing already.
      if (!fresh && !e.flight && !e.queued && age >= lag * REFRESH_SHARE) {
        e.queued = true;
        behindOf(db).add(async () => {
          e.queued = false;
          if (e.flight || e.valueGen === e.gen || e.stamp !== stamp || cache.get(id) !== e) return;
          await start(db, cache, id, e, key, stamp, compute, nowMs);
        });
      }
      return e.value as T;
    }
  }
  countCache('dashboard', false);
  const need = e.gen;
  for (;;) {
    if (e.has && e.valueGen >= need && e.stamp === stamp) return e.value as T;
    const f = e.flight;
    if (f && f.gen >= need && f.stamp === stamp) return f.promise as Promise<T>;
    if (!f) return start(db, cache, id, e, key, stamp, compute, nowMs);
    // One computation per key at a time: an older one runs; the next starts when it is done.
    await f.promise.catch(() => undefined);
  }
}

/** How long (ms) the kept answer may have been behind the database (see `currentAt`). */
const behindFor = (e: Entry, nowMs: number) => nowMs - Math.max(e.valueAt, e.currentAt);

/** What the lag of a change depends on: its family, its region and its writer. */
const behindKey = (c: Change | null) =>
  c === null ? 'none' : `${c.family}|${c.profil_id ?? '*'}|${c.by ?? '-'}`;

function moveOn(e: Entry, change: Change | null): void {
  e.gen += 1;
  const key = behindKey(change);
  e.behind.delete(key);
  e.behind.set(key, { gen: e.gen, change });
  addUnseen(e.unseen, change);
  if (e.behind.size > MAX_BEHIND) {
    e.behind = new Map([['none', { gen: e.gen, change: null }]]);
    addUnseen(e.unseen, null);
  }
}

function start<T>(
  db: Db,
  cache: Map<string, Entry>,
  id: string,
  e: Entry,
  key: CacheKey<T>,
  stamp: string,
  compute: () => Promise<T>,
  at: number,
): Promise<T> {
  const gen = e.gen;
  countRecomputation(id);
  const promise = (async () => compute())();
  const flight: Flight = { gen, stamp, promise };
  e.flight = flight;
  // The entry most recently computed is the last to go when the bound is reached.
  if (cache.get(id) === e) {
    cache.delete(id);
    cache.set(id, e);
  }
  promise.then(
    (value) => {
      if (e.flight === flight) e.flight = null;
      if (e.has && gen < e.valueGen) return;
      e.has = true;
      e.value = value;
      e.valueGen = gen;
      e.valueAt = at;
      e.currentAt = at;
      e.stamp = stamp;
      if (
        typeof value === 'object' &&
        value !== null &&
        !withoutBus.has(db) &&
        (key.stamp === undefined || key.validUntil !== undefined)
      )
        origins.set(value, { db, e, validUntil: key.validUntil ?? Infinity });
      const regions = key.regionsOf?.(value) ?? null;
      e.regions = regions ? new Set(regions) : null;
      e.unseen = noneUnseen();
      for (const [k, b] of e.behind) {
        if (b.gen <= gen) e.behind.delete(k);
        else addUnseen(e.unseen, b.change);
      }
    },
    () => {
      if (e.flight === flight) e.flight = null;
    },
  );
  return promise;
}

/** This process's answers that `changes` can touch move on (their next reader recomputes). */
export function applyChanges(db: Db, changes: Changes): void {
  // The indicator sets and their like are read by writes too: a write that may have changed
  // them (it declared nothing, or settings or master data) drops them first.
  if (
    changes === EVERYTHING ||
    changes.some((c) => c.family === 'settings' || c.family === 'master')
  )
    dropReferences(db);
  const cache = caches.get(db);
  if (!cache) return;
  for (const [id, e] of cache) {
    if (changes === EVERYTHING) {
      moveOn(e, null);
      countChange(id);
      continue;
    }
    const touching = changes.filter((change) => touches(change, e.dep, e.regions));
    for (const change of touching) moveOn(e, change);
    // One write is one change to a key, however many of its declared changes touch it.
    if (touching.length) countChange(id);
  }
}

/**
 * A write through the API reached this database (server/app.ts, after every request but GET,
 * HEAD, OPTIONS and the session's own): what it declared it changed (`declareChange`), or
 * everything when it declared nothing, here and on the other nodes.
 */
export function noteChanges(db: Db, changes: Changes): void {
  applyChanges(db, changes);
  const bus = busFor(db);
  if (!bus) return;
  if (changes === EVERYTHING) bus.publish({ kind: 'writes' });
  else if (changes.length) bus.publish({ kind: 'changes', changes });
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
