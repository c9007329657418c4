import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  iga2020_inovasi,
  indikator_jawaban,
  nomor_registrasi,
} from '../../server/platform/db/schema';
import { newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { PDF, PNG } from '../helpers/sampleFiles';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let w: WorkflowWorld;

interface Scale {
  id: number;
  nilai: number;
}
interface Indicator {
  id: number;
  no_urut: number;
  jenis: string;
  required: number;
  document_type: string | null;
  filetypes: string | null;
  skala: Scale[];
}
let set: Indicator[] = [];
let regionIndicator = 0;

const top = (ind: Indicator) => ind.skala.reduce((a, b) => (b.nilai > a.nilai ? b : a));
const answersPath = (id: number, unit = '') => `/api/inovasi/${id}/indikator${unit}`;
const answer = (ind: Indicator) => ({ indikator_id: ind.id, skala_id: top(ind).id });

async function upload(id: number, ind: Indicator, as = 'pemda', unit = '') {
  const form = new FormData();
  form.append('indikator_id', String(ind.id));
  if (ind.document_type === 'video') {
    form.append('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  } else if ((ind.filetypes ?? 'pdf').includes('pdf') || ind.document_type !== 'foto') {
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'bukti.pdf');
  } else {
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'foto.png');
  }
  const res = await t.app.request(`/api/inovasi/${id}/dokumen${unit}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.tokenFor(as)}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const row = async (id: number) =>
  (await t.db.select().from(iga2020_inovasi).where(eq(iga2020_inovasi.id, id)))[0]!;

const mandatory = () => set.filter((i) => i.required === 1);

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  const res = await t.call('GET', '/api/indikator/inovasi?tahun=2026', { as: 'pemda' });
  expect(res.status).toBe(200);
  set = res.body.data;
  const region = await t.call('GET', '/api/indikator?tahun=2026', { as: 'pemda' });
  regionIndicator = region.body.data[0].id;
});

afterAll(async () => t?.close());

describe('the innovation indicator set', () => {
  it('answers the period’s per-innovation indicators 16-35, without the automatic count', async () => {
    const res = await t.call('GET', '/api/indikator/inovasi?tahun=2026', { as: 'opd' });
    expect(res.body).toMatchObject({ status: 1, tahun: 2026, periode: 2023 });
    expect(set.map((i) => i.no_urut)).toEqual(Array.from({ length: 20 }, (_, i) => 16 + i));
    expect(set.every((i) => i.jenis !== 'A' && i.skala.length > 0)).toBe(true);
    const trial = await t.call('GET', '/api/indikator/inovasi/ujicoba?tahun=2026', { as: 'opd' });
    expect(trial.body.data.map((i: Indicator) => i.id)).toEqual(set.map((i) => i.id));
  });

  it('asks for a sign-in', async () => {
    expect((await t.call('GET', '/api/indikator/inovasi')).status).toBe(401);
  });
});

describe('an innovation’s answers', () => {
  it('lists every indicator unanswered with the innovation’s head and summary', async () => {
    const id = await newInovasi(t, w, { submitable: 0 });
    const res = await t.call('GET', answersPath(id), { as: 'pemda' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 1,
      tahun: 2026,
      periode: 2023,
      inovasi: { id, status_dokumen: 0, kelengkapan: 0, submitable: 0 },
      ringkasan: { skor: 0, jumlah: 20, lengkap: 0, wajib: mandatory().length, wajib_lengkap: 0 },
    });
    expect(res.body.data).toHaveLength(20);
    expect(res.body.data[0]).toMatchObject({ skor: 0, lengkap: false, dokumen: [] });
    // pemda does not see the verifier's columns; the verifier does.
    expect(res.body.data[0]).not.toHaveProperty('skor_verifikasi');
    const asVerifier = await t.call('GET', answersPath(id), { as: 'verifikator' });
    expect(asVerifier.body.data[0]).toHaveProperty('skor_verifikasi', null);
  });

  it('scores an answer only once its evidence is there, and keeps completeness on the row', async () => {
    const id = await newInovasi(t, w, { submitable: 0, is_covid: 9 });
    const first = mandatory()[0]!;
    const saved = await t.call('POST', answersPath(id), {
      as: 'pemda',
      body: { tahun: 2026, jawaban: [answer(first)] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: 1,
      message: 'Jawaban indikator berhasil disimpan!',
    });
    expect(saved.body.data[0]).toMatchObject({ indikator_id: first.id, skor: 0, lengkap: false });

    expect((await upload(id, first)).status).toBe(201);
    const after = await t.call('GET', answersPath(id), { as: 'pemda' });
    const line = after.body.data.find((r: { id: number }) => r.id === first.id);
    expect(line).toMatchObject({ skor: top(first).nilai, lengkap: true });
    expect(line.dokumen).toHaveLength(1);
    expect(after.body.inovasi.kelengkapan).toBe(Math.floor(100 / mandatory().length));
    expect(after.body.inovasi.status_dokumen).toBe(0);

    // Every mandatory indicator with its evidence: complete, and it may be sent.
    const rest = mandatory().slice(1);
    for (const ind of rest) expect((await upload(id, ind)).status).toBe(201);
    const all = await t.call('POST', answersPath(id), {
      as: 'pemda',
      body: { tahun: 2026, jawaban: rest.map(answer) },
    });
    expect(all.status).toBe(200);
    const points = mandatory().reduce((s, i) => s + top(i).nilai, 0);
    expect(await row(id)).toMatchObject({
      status_dokumen: 1,
      kelengkapan: 100,
      submitable: 1,
      kematangan: points.toFixed(2),
    });

    // Taking one piece of evidence away makes it incomplete again at once.
    const docs = (await t.call('GET', answersPath(id), { as: 'pemda' })).body.data.find(
      (r: { id: number }) => r.id === first.id,
    ).dokumen;
    const del = await t.call('DELETE', `/api/inovasi/${id}/dokumen?id=${docs[0].id}`, {
      as: 'pemda',
    });
    expect(del.status).toBe(200);
    expect(await row(id)).toMatchObject({ status_dokumen: 0, submitable: 0 });
    expect(Number((await row(id)).kematangan)).toBe(points - top(first).nilai);
  });

  it('follows the Asta Cita theme for submitable when the innovation is edited', async () => {
    const id = await newInovasi(t, w, { submitable: 0, is_covid: 9 });
    for (const ind of mandatory()) await upload(id, ind);
    await t.call('POST', answersPath(id), {
      as: 'pemda',
      body: { tahun: 2026, jawaban: mandatory().map(answer) },
    });
    expect((await row(id)).submitable).toBe(1);
    await t.db.update(iga2020_inovasi).set({ is_covid: 3 }).where(eq(iga2020_inovasi.id, id));
    // The theme comes back through the API: the hook recomputes the flag.
    const put = await t.call('PUT', `/api/crud/iga2020_inovasi/${id}`, {
      as: 'pemda',
      body: { is_covid: 12 },
    });
    expect(put.status).toBe(200);
    expect((await row(id)).submitable).toBe(1);
    // A theme below Asta Cita is refused outright now (spec 5), so the flag stays.
    const old = await t.call('PUT', `/api/crud/iga2020_inovasi/${id}`, {
      as: 'pemda',
      body: { is_covid: 2 },
    });
    expect(old.status).toBe(422);
    expect((await row(id)).submitable).toBe(1);
  });

  it('refuses answers outside the set, twice, or for another year, and saves none of them', async () => {
    const id = await newInovasi(t, w);
    const ind = set[0]!;
    const res = await t.call('POST', answersPath(id), {
      as: 'pemda',
      body: {
        tahun: 2026,
        jawaban: [answer(ind), { indikator_id: regionIndicator, skala_id: top(ind).id }],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[String(regionIndicator)]).toBe(
      'Indikator ini bukan indikator inovasi periode 2026',
    );
    const twice = await t.call('POST', answersPath(id), {
      as: 'pemda',
      body: { tahun: 2026, jawaban: [answer(ind), answer(ind)] },
    });
    expect(twice.body.errors[String(ind.id)]).toBe('Indikator ini dikirim lebih dari sekali');
    const badScale = await t.call('POST', answersPath(id), {
      as: 'pemda',
      body: { tahun: 2026, jawaban: [{ indikator_id: ind.id, skala_id: top(set[1]!).id }] },
    });
    expect(badScale.status).toBe(422);
    expect(badScale.body.errors).toHaveProperty(String(ind.id));
    const year = await t.call('POST', answersPath(id), {
      as: 'pemda',
      body: { tahun: 2025, jawaban: [answer(ind)] },
    });
    expect(year.status).toBe(422);
    expect(year.body.errors.tahun).toBe('Jawaban indikator inovasi ini harus untuk tahun 2026');
    const rows = await t.db
      .select()
      .from(indikator_jawaban)
      .where(eq(indikator_jawaban.inovasi_id, id));
    expect(rows).toHaveLength(0);
  });
});

describe('who reads and writes an innovation’s answers', () => {
  it('hides another region’s innovation from pemda and another account’s from opd', async () => {
    const other = await newInovasi(t, w, { profil_id: w.outside });
    expect((await t.call('GET', answersPath(other), { as: 'pemda' })).status).toBe(404);
    const post = await t.call('POST', answersPath(other), {
      as: 'pemda',
      body: { tahun: 2026, jawaban: [answer(set[0]!)] },
    });
    expect(post.status).toBe(404);
    const pemdaOwn = await newInovasi(t, w);
    expect((await t.call('GET', answersPath(pemdaOwn), { as: 'opd' })).status).toBe(404);
    const opdOwn = await newInovasi(t, w, { created_by: w.opd });
    expect((await t.call('GET', answersPath(opdOwn), { as: 'opd' })).status).toBe(200);
    const saved = await t.call('POST', answersPath(opdOwn), {
      as: 'opd',
      body: { tahun: 2026, jawaban: [answer(set[0]!)] },
    });
    expect(saved.status).toBe(200);
  });

  it('refuses roles that may not edit innovations', async () => {
    const id = await newInovasi(t, w);
    const res = await t.call('POST', answersPath(id), {
      as: 'verifikator',
      body: { tahun: 2026, jawaban: [answer(set[0]!)] },
    });
    expect(res.status).toBe(403);
  });

  it('freezes the answers of an innovation sent to the ministry', async () => {
    const id = await newInovasi(t, w);
    await t.db.insert(nomor_registrasi).values({
      inovasi_id: id,
      hash: `uji-${id}`,
      status_nomor: 0,
      history: [],
    } as typeof nomor_registrasi.$inferInsert);
    const res = await t.call('POST', answersPath(id), {
      as: 'pemda',
      body: { tahun: 2026, jawaban: [answer(set[0]!)] },
    });
    expect(res.status).toBe(409);
    expect(res.body.status).toBe(0);
  });
});

describe('trial results (Hasil Uji Coba)', () => {
  it('are for innovations from the Uji Coba stage on, stored apart from the indicators', async () => {
    const initiative = await newInovasi(t, w, { inovasi_status: 0 });
    const early = await t.call('POST', answersPath(initiative, '/ujicoba'), {
      as: 'pemda',
      body: { tahun: 2026, jawaban: [answer(set[0]!)] },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Hasil uji coba diisi untuk inovasi tahap Uji Coba atau Penerapan.',
    );

    const trial = await newInovasi(t, w, { inovasi_status: 1, submitable: 0 });
    const ind = mandatory()[0]!;
    expect((await upload(trial, ind, 'pemda', '/ujicoba')).status).toBe(201);
    const saved = await t.call('POST', answersPath(trial, '/ujicoba'), {
      as: 'pemda',
      body: { tahun: 2026, jawaban: [answer(ind)] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data[0]).toMatchObject({ skor: top(ind).nilai, lengkap: true });
    const trialRows = await t.call('GET', answersPath(trial, '/ujicoba'), { as: 'pemda' });
    expect(trialRows.body.ringkasan.lengkap).toBe(1);
    const indicatorRows = await t.call('GET', answersPath(trial), { as: 'pemda' });
    expect(indicatorRows.body.ringkasan.lengkap).toBe(0);
    expect((await row(trial)).kelengkapan).toBe(0);
    const [stored] = await t.db
      .select({ unit: indikator_jawaban.unit })
      .from(indikator_jawaban)
      .where(
        and(eq(indikator_jawaban.inovasi_id, trial), eq(indikator_jawaban.indikator_id, ind.id)),
      );
    expect(stored!.unit).toBe('ujicoba');
  });
});
