import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { AppDeps } from '../../server/platform/http/context';
import type { Db } from '../../server/platform/db/client';
import { m_daerah, usr_asn } from '../../server/platform/db/schema';
import { connectCaches, openSharedState, type SharedState } from '../../server/sharedState';
import { createUserCache } from '../../server/platform/auth/userCache';
import { STALE_MS } from '../../server/platform/cache/changeScope';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { newInovasi } from '../helpers/inovasiBody';

/**
 * Issue 40 item 2: a write drops only the kept answers it can change. A region's answer through
 * the API leaves another province's kept dashboard as it was (its recomputation count, read from
 * GET /api/metrics, stands still, and so does its `dihitung_pada`), and the writer's own next
 * read shows the new index at once. Fifty readers of a cold key cause one computation. On a
 * second node the change arrives through Redis with the same scope.
 */
let t: TestApp;
let w: WorkflowWorld;
/** A province other than pemda's (Kota Bandung's), which the `provinsi` account is moved to. */
let otherProvince = 0;
const Y = 2026;

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `iid-test:${randomUUID()}:`;
let sharedA: SharedState;
let sharedB: SharedState;

beforeAll(async () => {
  sharedA = await openSharedState(REDIS_URL, PREFIX);
  sharedB = await openSharedState(REDIS_URL, PREFIX);
  t = await createTestApp({ shared: sharedA });
  connectCaches(t.db, sharedA.bus!);
  w = await workflowWorld(t);
  const [own] = await t.db.select().from(m_daerah).where(eq(m_daerah.id, w.ownDaerah));
  const [other] = await t.db
    .select({ id: m_daerah.id })
    .from(m_daerah)
    .where(
      and(
        eq(m_daerah.tingkat, 1),
        ne(m_daerah.id, own!.parent_id!),
        sql`exists (select 1 from m_daerah c join profil_pemda p on p.m_daerah_id = c.id
          where c.parent_id = ${m_daerah.id})`,
      ),
    )
    .orderBy(m_daerah.id)
    .limit(1);
  otherProvince = other!.id;
  PROVINCE = ['provinsi', `|${otherProvince}|`];
  // Before any request, so the account is loaded with its new region.
  await t.db
    .update(usr_asn)
    .set({ m_daerah_id: otherProvince })
    .where(eq(usr_asn.username, 'provinsi'));
});
afterAll(async () => {
  await t?.close();
  await sharedA?.close();
  await sharedB?.close();
});

type App = ReturnType<typeof createApp>;
/** What names the `provinsi` account's keys: its role and its (moved) region. */
let PROVINCE: string[] = [];

async function get(path: string, as: string, app: App = t.app) {
  const res = await app.request(path, {
    headers: { authorization: `Bearer ${await t.tokenFor(as)}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Record<string, any> }).data; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const dashboard = (screen: string, as: string, tahun = Y, app?: App) =>
  get(`/api/dashboard/${screen}?tahun=${tahun}`, as, app);

/**
 * A per-key counter of /api/metrics (the recomputations, or the changes that reached each key)
 * for the kept answers whose key starts with `screen|` and ends with `|tahun`, by key.
 */
async function recomputations(
  screen: string,
  tahun = Y,
  metric = 'iid_cache_recomputations_total',
): Promise<Map<string, number>> {
  const res = await t.call('GET', '/api/metrics', { as: 'superadmin' });
  expect(res.status).toBe(200);
  const out = new Map<string, number>();
  for (const m of (res.body as string).matchAll(
    new RegExp(`^${metric}\\{key="([^"]*)"\\} (\\d+)$`, 'gm'),
  )) {
    const key = m[1]!;
    if (key.startsWith(`${screen}|`) && key.endsWith(`|${tahun}`)) out.set(key, Number(m[2]));
  }
  return out;
}

/** The one key of `screen` whose scope names every part (an account's role, its region). */
async function countOf(
  screen: string,
  parts: string[],
  tahun = Y,
  metric?: string,
): Promise<number> {
  const keys = [...(await recomputations(screen, tahun, metric))].filter(([k]) =>
    parts.every((p) => k.includes(p)),
  );
  expect(keys).toHaveLength(1);
  return keys[0]![1];
}

/** An unanswered region indicator of pemda's region with a scale, answered with its best point. */
async function answerOne(): Promise<void> {
  type Ind = {
    id: number;
    jenis: string;
    skala: { id: number; nilai: number }[];
    skala_id: number | null;
  };
  const form = await t.call('GET', `/api/daerah/${w.own}/indikator?tahun=${Y}`, { as: 'pemda' });
  expect(form.status).toBe(200);
  const open = (form.body.data as Ind[]).find(
    (i) => i.jenis.toUpperCase() !== 'A' && i.skala.length > 0 && i.skala_id === null,
  );
  expect(open).toBeDefined();
  const best = open!.skala.reduce((a, b) => (Number(b.nilai) > Number(a.nilai) ? b : a));
  const saved = await t.call('POST', `/api/daerah/${w.own}/indikator`, {
    as: 'pemda',
    body: { tahun: Y, jawaban: [{ indikator_id: open!.id, skala_id: best.id }] },
  });
  expect(saved.status).toBe(200);
}

/**
 * Every message A published so far has reached B: Redis delivers one connection's messages in
 * order, so a marker sent now arrives after them.
 */
async function busSettled(): Promise<void> {
  const marker = randomUUID();
  await new Promise<void>((resolve) => {
    const off = sharedB.bus!.subscribe((e) => {
      if (e.kind === 'session' && e.id === marker) {
        off();
        resolve();
      }
    });
    sharedA.bus!.publish({ kind: 'session', id: marker });
  });
}

describe('a write drops only the kept answers it can change', () => {
  it("a region's writes leave another province's dashboard kept, and the writer reads them at once", async () => {
    const province = await dashboard('statistik-inovasi', 'provinsi');
    expect(province.jenis).toBe('provinsi');
    expect(province.provinsi.m_daerah_id).toBe(otherProvince);
    const own = await dashboard('statistik-inovasi', 'pemda');
    expect(own.jenis).toBe('pemda');
    const provinceCount = await countOf('statistik-inovasi', PROVINCE);
    const ownCount = await countOf('statistik-inovasi', ['pemda']);
    // Kept: read again, nothing recomputed.
    expect(await dashboard('statistik-inovasi', 'provinsi')).toEqual(province);
    expect(await countOf('statistik-inovasi', PROVINCE)).toBe(provinceCount);

    // An answer of pemda's region: the writer's own screen is computed anew for its next read,
    // the other province's is not.
    // The changes that reached a key so far (0 before the first).
    const changesOf = async (parts: string[]) =>
      [...(await recomputations('statistik-inovasi', Y, 'iid_cache_changes_total'))]
        .filter(([k]) => parts.every((p) => k.includes(p)))
        .reduce((sum, [, n]) => sum + n, 0);
    const ownChanges = await changesOf(['pemda']);
    const provinceChanges = await changesOf(PROVINCE);
    await answerOne();
    // The write reached pemda's own screen once, and not the other province's.
    expect(await changesOf(['pemda'])).toBe(ownChanges + 1);
    expect(await changesOf(PROVINCE)).toBe(provinceChanges);
    expect(await dashboard('statistik-inovasi', 'pemda')).not.toEqual(own);
    expect(await countOf('statistik-inovasi', ['pemda'])).toBe(ownCount + 1);
    expect(await dashboard('statistik-inovasi', 'provinsi')).toEqual(province);
    expect(await countOf('statistik-inovasi', PROVINCE)).toBe(provinceCount);

    // A draft innovation of the region (2025): the writer's next read counts it.
    const mine = await dashboard('statistik-inovasi', 'pemda', 2025);
    const theirs = await dashboard('statistik-inovasi', 'provinsi', 2025);
    const theirCount = await countOf('statistik-inovasi', PROVINCE, 2025);
    const made = await t.call('POST', '/api/crud/iga2020_inovasi', {
      as: 'pemda',
      body: newInovasi({ nama: 'Inovasi Dasbor Segar', tahun: 2025, inovasi_status: 0 }),
    });
    expect(made.status).toBe(201);
    const next = await dashboard('statistik-inovasi', 'pemda', 2025);
    expect(next.daerah.inisiatif).toBe(mine.daerah.inisiatif + 1);
    expect(await dashboard('statistik-inovasi', 'provinsi', 2025)).toEqual(theirs);
    expect(await countOf('statistik-inovasi', PROVINCE, 2025)).toBe(theirCount);
  });

  it('fifty concurrent readers of a cold key cause one computation', async () => {
    // statistik-daerah of 2025 has not been read in this file: a cold key.
    expect(await recomputations('statistik-daerah', 2025)).toEqual(new Map());
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => dashboard('statistik-daerah', 'admin', 2025)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect([...(await recomputations('statistik-daerah', 2025)).values()]).toEqual([1]);
  });

  it('fifty concurrent readers of a key a write dropped cause one computation', async () => {
    const first = await dashboard('statistik-daerah', 'admin', 2025);
    const count = [...(await recomputations('statistik-daerah', 2025)).values()][0]!;
    // An undeclared write (a profile's contact field) drops everything, and allows no reader an
    // older answer.
    const saved = await t.call('PUT', `/api/crud/profil_pemda/${w.own}`, {
      as: 'superadmin',
      body: { nama_admin: 'Admin Serentak' },
    });
    expect(saved.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => dashboard('statistik-daerah', 'admin', 2025)),
    );
    expect(answers.every((a) => a.dihitung_pada === answers[0]!.dihitung_pada)).toBe(true);
    expect(answers[0]!.semua).toEqual(first.semua);
    expect([...(await recomputations('statistik-daerah', 2025)).values()]).toEqual([count + 1]);
  });
});

/** How many answers the per-indikator screen counts in all. */
const dijawabOf = (d: Record<string, unknown>) =>
  (d.indikator as { dijawab: number }[]).reduce((s, r) => s + r.dijawab, 0);

describe('across nodes', () => {
  it('a change travels through Redis with its scope: the other province stays kept on node B', async () => {
    // Node B: the same database under another handle, its own caches, on the bus (once the
    // earlier tests' messages are through, so that none reaches B's copies late).
    await busSettled();
    const dbB = new Proxy(t.db, {}) as Db;
    connectCaches(dbB, sharedB.bus!);
    const deps: AppDeps = {
      ...t.deps,
      db: dbB,
      userCache: createUserCache(5_000, () => t.deps.clock.now().getTime(), sharedB.bus),
    };
    const b = createApp(deps);
    // B's own copies: the other province's screen and the national per-indikator (A reads
    // neither from here on, so their counts move only on B).
    const province = await dashboard('statistik-inovasi', 'provinsi', Y, b);
    const national = await dashboard('per-indikator', 'superadmin', Y, b);
    const provinceCount = await countOf('statistik-inovasi', PROVINCE);
    const nationalCount = await countOf('per-indikator', ['semua']);

    await answerOne();
    // B's reader is not the writer: it may be answered the previous figure for up to the
    // answers' lag, counted from when B last knew its answer current (the message's arrival at
    // the latest). Past it, it waits for the new one.
    await busSettled();
    const behind = await dashboard('per-indikator', 'superadmin', Y, b);
    expect(dijawabOf(behind)).toBe(dijawabOf(national));
    t.advance(STALE_MS.answers + 1);

    // The national screen reads every region: once the message is there, B recomputes it.
    const start = Date.now();
    while (
      dijawabOf(await dashboard('per-indikator', 'superadmin', Y, b)) === dijawabOf(national)
    ) {
      if (Date.now() - start > 3_000) throw new Error('node B kept the national answer');
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(dijawabOf(await dashboard('per-indikator', 'superadmin', Y, b))).toBe(
      dijawabOf(national) + 1,
    );
    // One recomputation for the one change, however many reads.
    expect(await countOf('per-indikator', ['semua'])).toBe(nationalCount + 1);
    // The other province's screen on B: untouched by the message.
    expect(await dashboard('statistik-inovasi', 'provinsi', Y, b)).toEqual(province);
    expect(await countOf('statistik-inovasi', PROVINCE)).toBe(provinceCount);
  });
});
