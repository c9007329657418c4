import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  iga2020_inovasi,
  indikator_jawaban,
  skor_indeks,
} from '../../server/platform/db/schema';
import { recountYear } from '../../server/features/scoring/services/indexEngine';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { createTestApp, type TestApp } from '../helpers/testApp';

/*
 * One evaluation in a few hand-written statements (issue 40 item 3): what it stores must be what
 * the per-answer writes stored, and the region's index what a full recount gives.
 */

let t: TestApp;
let w: WorkflowWorld;
interface Indicator {
  id: number;
  no_urut: number;
  subs: string | null;
  skala: { id: number; nilai: number }[];
}
let innovation: Indicator[] = [];
let region: Indicator[] = [];

const top = (ind: Indicator) => Math.max(...ind.skala.map((s) => s.nilai));
const label = (ind: Indicator) => `indikator ${ind.no_urut}${ind.subs ?? ''}`;

/** The region's stored index of 2026 without its bookkeeping columns. */
async function stored(profilId: number) {
  const [row] = await t.db
    .select()
    .from(skor_indeks)
    .where(and(eq(skor_indeks.profil_id, profilId), eq(skor_indeks.tahun, 2026)));
  if (!row) return null;
  const { id: _i, created_at: _c, updated_at: _u, ...rest } = row;
  return rest;
}

/** The region's index as the evaluation left it equals the whole-year recount's. */
async function expectRecountSame(profilId: number) {
  const before = await stored(profilId);
  expect(before).not.toBeNull();
  await recountYear(t.db, 2026);
  expect(await stored(profilId)).toEqual(before);
}

const answers = (inovasiId: number) =>
  t.db
    .select()
    .from(indikator_jawaban)
    .where(and(eq(indikator_jawaban.inovasi_id, inovasiId), eq(indikator_jawaban.unit, 'inovasi')));

const lastLog = async (resource: string, recordId: number) => {
  const [row] = await t.db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.name, 'evaluasi_indikator'),
        eq(activities.resource, resource),
        eq(activities.record_id, String(recordId)),
      ),
    )
    .orderBy(desc(activities.id))
    .limit(1);
  return row;
};

/** A sent innovation of pemda's region that answered the first `answered` indicators. */
async function sentWithAnswers(answered: Indicator[]) {
  const id = await newInovasi(t, w);
  const res = await t.call('POST', `/api/inovasi/${id}/indikator`, {
    as: 'pemda',
    body: {
      tahun: 2026,
      jawaban: answered.map((i) => ({ indikator_id: i.id, skala_id: i.skala[0]!.id })),
    },
  });
  expect(res.status).toBe(200);
  await t.db.update(iga2020_inovasi).set({ submitable: 1 }).where(eq(iga2020_inovasi.id, id));
  expect((await act(t, id, 'kirim', 'pemda')).status).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  innovation = (await t.call('GET', '/api/indikator/inovasi?tahun=2026', { as: 'pemda' })).body
    .data;
  innovation = innovation.filter((i) => i.skala.length > 0);
  region = (await t.call('GET', '/api/indikator?tahun=2026', { as: 'pemda' })).body.data;
  region = region.filter((i) => i.skala.length > 0);
});
afterAll(async () => t?.close());

/** A note with what an array literal escapes: the decisions travel as arrays (one per column). */
const HARD_NOTE = 'Bukti "tidak" terbaca, {lihat} \\ NULL';

describe('one evaluation of an innovation', () => {
  it('stores every decision, answered or not, its log and sum, and the recount agrees', async () => {
    const [a, b, c] = innovation;
    const id = await sentWithAnswers([a!, b!]);
    const selfBefore = new Map((await answers(id)).map((r) => [r.indikator_id, r.skor]));
    const first = await t.call('POST', `/api/inovasi/${id}/evaluasi`, {
      as: 'verifikator',
      body: {
        evaluasi: [
          { indikator_id: a!.id, status_verifikasi: 1, skor_verifikasi: top(a!), catatan: ' Ok ' },
          { indikator_id: b!.id, status_verifikasi: 2, catatan: HARD_NOTE },
          // Never answered: the decision gets a row of its own.
          { indikator_id: c!.id, status_verifikasi: 1, skor_verifikasi: top(c!) },
        ],
      },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([
      { indikator_id: a!.id, status_verifikasi: 1, skor_verifikasi: top(a!), catatan: 'Ok' },
      {
        indikator_id: b!.id,
        status_verifikasi: 2,
        skor_verifikasi: 0,
        catatan: HARD_NOTE,
      },
      { indikator_id: c!.id, status_verifikasi: 1, skor_verifikasi: top(c!), catatan: null },
    ]);
    const rows = new Map((await answers(id)).map((r) => [r.indikator_id, r]));
    expect(rows.get(a!.id)).toMatchObject({
      status_verifikasi: 1,
      catatan: 'Ok',
      evaluated_by: w.verifikator,
      profil_id: w.own,
      tahun: 2026,
    });
    expect(Number(rows.get(a!.id)!.skor_verifikasi)).toBe(top(a!));
    // The self score stays as the region's answer left it.
    expect(rows.get(a!.id)!.skor).toBe(selfBefore.get(a!.id));
    expect(rows.get(b!.id)).toMatchObject({
      status_verifikasi: 2,
      skor_verifikasi: '0.00',
      catatan: HARD_NOTE,
    });
    expect(rows.get(c!.id)).toMatchObject({
      status_verifikasi: 1,
      skor: null,
      skala_id: null,
      evaluated_by: w.verifikator,
      profil_id: w.own,
    });
    const [inv] = await t.db.select().from(iga2020_inovasi).where(eq(iga2020_inovasi.id, id));
    expect(Number(inv!.verifikasi_points)).toBe(top(a!) + top(c!));
    expect((await lastLog('iga2020_inovasi', id))!.data).toEqual([
      { name: label(a!), before: null, after: top(a!) },
      { name: label(b!), before: null, after: 0 },
      { name: label(c!), before: null, after: top(c!) },
    ]);
    await expectRecountSame(w.own);

    // A second decision on the same answer: its points before are logged, the sum follows.
    const second = await t.call('POST', `/api/inovasi/${id}/evaluasi`, {
      as: 'verifikator',
      body: { evaluasi: [{ indikator_id: a!.id, status_verifikasi: 2, catatan: 'Salah' }] },
    });
    expect(second.status).toBe(200);
    expect((await lastLog('iga2020_inovasi', id))!.data).toEqual([
      { name: label(a!), before: top(a!), after: 0 },
    ]);
    const [again] = await t.db.select().from(iga2020_inovasi).where(eq(iga2020_inovasi.id, id));
    expect(Number(again!.verifikasi_points)).toBe(top(c!));
    await expectRecountSame(w.own);
  });

  it('once verified, refuses with 409 and leaves every answer and the index as they were', async () => {
    const [a] = innovation;
    const id = await sentWithAnswers([a!]);
    expect((await act(t, id, 'setujui', 'verifikator', { catatan: 'Lengkap' })).status).toBe(200);
    const rowsBefore = await answers(id);
    const indexBefore = await stored(w.own);
    const res = await t.call('POST', `/api/inovasi/${id}/evaluasi`, {
      as: 'verifikator',
      body: { evaluasi: [{ indikator_id: a!.id, status_verifikasi: 1, skor_verifikasi: top(a!) }] },
    });
    expect(res.status).toBe(409);
    expect(await answers(id)).toEqual(rowsBefore);
    expect(await stored(w.own)).toEqual(indexBefore);
    expect(await lastLog('iga2020_inovasi', id)).toBeUndefined();
  });

  it('refuses a point off the scale with 422 before anything is stored', async () => {
    const [a] = innovation;
    const id = await sentWithAnswers([a!]);
    const res = await t.call('POST', `/api/inovasi/${id}/evaluasi`, {
      as: 'verifikator',
      body: { evaluasi: [{ indikator_id: a!.id, status_verifikasi: 1, skor_verifikasi: 0.123 }] },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([String(a!.id)]);
    const rows = await answers(id);
    expect(rows.every((r) => r.skor_verifikasi === null)).toBe(true);
  });
});

describe("one evaluation of a region's answers", () => {
  it('keeps the self score, logs the year, and the recount agrees', async () => {
    const [p, q] = region;
    const saved = await t.call('POST', `/api/daerah/${w.own}/indikator`, {
      as: 'pemda',
      body: { tahun: 2026, jawaban: [{ indikator_id: p!.id, skala_id: p!.skala[0]!.id }] },
    });
    expect(saved.status).toBe(200);
    const self = await t.db
      .select({ skor: indikator_jawaban.skor })
      .from(indikator_jawaban)
      .where(
        and(
          eq(indikator_jawaban.unit, 'daerah'),
          eq(indikator_jawaban.profil_id, w.own),
          eq(indikator_jawaban.tahun, 2026),
          eq(indikator_jawaban.indikator_id, p!.id),
        ),
      );
    const res = await t.call('POST', `/api/evaluasi/${w.own}/profil`, {
      as: 'admin',
      body: {
        tahun: 2026,
        evaluasi: [
          { indikator_id: p!.id, skor_verifikasi: top(p!), catatan: 'Sesuai' },
          { indikator_id: q!.id, skor_verifikasi: 0 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        indikator_id: p!.id,
        skor: Number(self[0]!.skor ?? 0),
        skor_verifikasi: top(p!),
        catatan: 'Sesuai',
      },
      { indikator_id: q!.id, skor: 0, skor_verifikasi: 0, catatan: null },
    ]);
    const rows = await t.db
      .select()
      .from(indikator_jawaban)
      .where(
        and(
          eq(indikator_jawaban.unit, 'daerah'),
          eq(indikator_jawaban.profil_id, w.own),
          eq(indikator_jawaban.tahun, 2026),
          inArray(indikator_jawaban.indikator_id, [p!.id, q!.id]),
        ),
      );
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.status_verifikasi).toBeNull();
    expect((await lastLog('profil_pemda', w.own))!.data).toEqual([
      { name: 'tahun', value: 2026 },
      { name: label(p!), before: null, after: top(p!) },
      { name: label(q!), before: null, after: 0 },
    ]);
    await expectRecountSame(w.own);
  });
});
