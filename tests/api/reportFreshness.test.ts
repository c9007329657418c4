import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { AppDeps } from '../../server/platform/http/context';
import type { Db } from '../../server/platform/db/client';
import { m_daerah } from '../../server/platform/db/schema';
import { connectCaches, openSharedState, type SharedState } from '../../server/sharedState';
import { createUserCache } from '../../server/platform/auth/userCache';
import { STALE_MS } from '../../server/platform/cache/changeScope';
import { act, newInovasi as storedInovasi, workflowWorld } from '../helpers/innovations';
import { newInovasi } from '../helpers/inovasiBody';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * The reports are kept between requests (issues 24 and 25: services/dashboardCache.ts,
 * `cachedReport`): each write through the API that changes a report's figure is seen by the very
 * next read, whichever table it wrote (an innovation, its registration, a profile, an account,
 * the master data, a region answer), and on another node through the cache bus.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof workflowWorld>>;
/** An innovation of pemda's region of 2026, stored before any report is read. */
let ready: number;

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
  ready = await storedInovasi(t, w, { jenis_inovasi: 'Digital' });
});
afterAll(async () => {
  await t?.close();
  await sharedA?.close();
  await sharedB?.close();
});

const get = async (path: string, as = 'superadmin', app?: ReturnType<typeof createApp>) => {
  if (!app) {
    const res = await t.call('GET', path, { as });
    expect(res.status).toBe(200);
    return res.body as { data: Record<string, unknown>[] };
  }
  const res = await app.request(path, {
    headers: { authorization: `Bearer ${await t.tokenFor(as)}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: Record<string, unknown>[] };
};

type Recap = { id: string | number; approved: number; total: number };
/**
 * The recap as superadmin reads it: another region's write may reach superadmin's recap up to
 * the answers' lag later (changeScope.ts STALE_MS, issue 40), so each read comes past it.
 */
const recapOf = async (tahun: number, id: string, app?: ReturnType<typeof createApp>) => {
  t.advance(STALE_MS.answers + 1);
  return (
    (await get(`/api/laporan/rekap/jenis?tahun=${tahun}`, 'superadmin', app)).data as Recap[]
  ).find((r) => r.id === id)!;
};
const progressOf = async (tahun: number, profilId: number) =>
  (await get(`/api/iga/progress-input?tahun=${tahun}`, 'admin')).data.find(
    (r) => r.profil_id === profilId,
  )!;

describe('the kept reports follow every write through the API', () => {
  it('a new draft innovation, its edit and its deletion: the recap and the progress report at once', async () => {
    const digital = await recapOf(2025, 'Digital');
    const nonDigital = await recapOf(2025, 'Non Digital');
    const progress = await progressOf(2025, w.own);
    // The same figures again: kept, not recomputed into something else.
    expect(await recapOf(2025, 'Digital')).toEqual(digital);

    const made = await t.call('POST', '/api/crud/iga2020_inovasi', {
      as: 'pemda',
      body: newInovasi({ nama: 'Inovasi Laporan Segar' }),
    });
    expect(made.status).toBe(201);
    expect(await recapOf(2025, 'Digital')).toMatchObject({
      total: digital.total + 1,
      approved: digital.approved,
    });
    expect(await progressOf(2025, w.own)).toMatchObject({
      inovasi_jumlah: (progress.inovasi_jumlah as number) + 1,
    });

    const id = made.body.data.id as number;
    const edited = await t.call('PUT', `/api/crud/iga2020_inovasi/${id}`, {
      as: 'pemda',
      body: { jenis_inovasi: 'Non Digital' },
    });
    expect(edited.status).toBe(200);
    expect((await recapOf(2025, 'Digital')).total).toBe(digital.total);
    expect((await recapOf(2025, 'Non Digital')).total).toBe(nonDigital.total + 1);

    const gone = await t.call('DELETE', `/api/crud/iga2020_inovasi/${id}`, { as: 'pemda' });
    expect(gone.status).toBe(200);
    expect((await recapOf(2025, 'Non Digital')).total).toBe(nonDigital.total);
    expect((await progressOf(2025, w.own)).inovasi_jumlah).toBe(progress.inovasi_jumlah);
  });

  it('sending and verifying an innovation: approved in the recap, sent in the progress report', async () => {
    const before = await recapOf(2026, 'Digital');
    const progress = await progressOf(2026, w.own);
    expect((await act(t, ready, 'kirim', 'pemda')).status).toBe(200);
    expect((await progressOf(2026, w.own)).inovasi_terkirim).toBe(
      (progress.inovasi_terkirim as number) + 1,
    );
    expect((await recapOf(2026, 'Digital')).approved).toBe(before.approved);
    expect((await act(t, ready, 'setujui', 'verifikator')).status).toBe(200);
    expect((await recapOf(2026, 'Digital')).approved).toBe(before.approved + 1);
  });

  it('a profile edit, a new pemda account and a region answer: the progress report at once', async () => {
    const before = await progressOf(2026, w.own);
    const filled = await t.call('PUT', `/api/crud/profil_pemda/${w.own}`, {
      as: 'superadmin',
      body: { nama_admin: before.profil_terisi === 6 ? '' : 'Admin Laporan' },
    });
    expect(filled.status).toBe(200);
    const edited = await progressOf(2026, w.own);
    expect(Math.abs((edited.profil_terisi as number) - (before.profil_terisi as number))).toBe(1);

    const account = await t.call('POST', '/api/crud/usr_asn', {
      as: 'superadmin',
      body: {
        username: 'pemda.laporan',
        nama_lengkap: 'Pemda Laporan',
        email: 'pemda.laporan@demo.go.id',
        role: 'pemda',
        m_daerah_id: w.ownDaerah,
        password: 'RahasiaKuat1',
        is_active: 1,
      },
    });
    expect(account.status).toBe(201);
    expect((await progressOf(2026, w.own)).akun_pemda).toBe((before.akun_pemda as number) + 1);

    // An indicator the region has not answered yet, mandatory (what the report counts).
    const form = await t.call('GET', `/api/daerah/${w.own}/indikator?tahun=2026`, { as: 'pemda' });
    expect(form.status).toBe(200);
    type Ind = {
      id: number;
      required: number;
      jenis: string;
      skala: { id: number }[];
      skala_id: number | null;
      nilai: number | null;
      informasi: string | null;
    };
    const open = (form.body.data as Ind[]).find(
      (i) =>
        i.required === 1 &&
        i.jenis.toUpperCase() !== 'A' &&
        i.skala.length > 0 &&
        i.skala_id === null &&
        i.nilai === null &&
        !i.informasi,
    );
    expect(open).toBeDefined();
    const answered = await progressOf(2026, w.own);
    const saved = await t.call('POST', `/api/daerah/${w.own}/indikator`, {
      as: 'pemda',
      body: { tahun: 2026, jawaban: [{ indikator_id: open!.id, skala_id: open!.skala[0]!.id }] },
    });
    expect(saved.status).toBe(200);
    expect((await progressOf(2026, w.own)).wajib_terjawab).toBe(
      (answered.wajib_terjawab as number) + 1,
    );
  });

  it('a region renamed and a region flagged: the average reports at once', async () => {
    const nasional = await get('/api/indeks/average/nasional?tahun=2026&per_page=1000');
    const row = nasional.data.find((r) => r.profil_id === w.own)!;
    const renamed = await t.call('PUT', `/api/crud/profil_pemda/${w.own}`, {
      as: 'superadmin',
      body: { nama: `${row.nama as string} (Baru)` },
    });
    expect(renamed.status).toBe(200);
    const after = await get('/api/indeks/average/nasional?tahun=2026&per_page=1000');
    expect(after.data.find((r) => r.profil_id === w.own)!.nama).toBe(
      `${row.nama as string} (Baru)`,
    );

    const papua = (await get('/api/indeks/average/papua?tahun=2026')) as unknown as {
      total: number;
    };
    const [own] = await t.db.select().from(m_daerah).where(eq(m_daerah.id, w.ownDaerah));
    expect(own!.is_papua).toBe(false);
    const flagged = await t.call('PUT', `/api/crud/m_daerah/${w.ownDaerah}`, {
      as: 'superadmin',
      body: { is_papua: true },
    });
    expect(flagged.status).toBe(200);
    const papuaAfter = (await get('/api/indeks/average/papua?tahun=2026')) as unknown as {
      total: number;
    };
    expect(papuaAfter.total).toBe(papua.total + 1);
  });

  it('a write on one node is seen by the next read on another (the cache bus)', async () => {
    // Node B: the same database under another handle, its own caches, on the bus.
    const dbB = new Proxy(t.db, {}) as Db;
    connectCaches(dbB, sharedB.bus!);
    const deps: AppDeps = {
      ...t.deps,
      db: dbB,
      userCache: createUserCache(5_000, () => t.deps.clock.now().getTime(), sharedB.bus),
    };
    const b = createApp(deps);
    const before = await recapOf(2025, 'Digital', b);
    expect(await recapOf(2025, 'Digital', b)).toEqual(before);
    const made = await t.call('POST', '/api/crud/iga2020_inovasi', {
      as: 'pemda',
      body: newInovasi({ nama: 'Inovasi Node Lain' }),
    });
    expect(made.status).toBe(201);
    // A pub/sub message takes milliseconds: B's next reads turn to the new figure.
    const start = Date.now();
    while ((await recapOf(2025, 'Digital', b)).total === before.total) {
      if (Date.now() - start > 2_000) throw new Error('node B still answers the old recap');
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await recapOf(2025, 'Digital', b)).total).toBe(before.total + 1);
  });
});
