import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  iga_indikator,
  iga_skala,
  indikator_jawaban,
  profil_pemda,
} from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { PDF } from '../helpers/sampleFiles';

let t: TestApp;

const ids = {
  own: 0,
  other: 0,
  /** First region indicator: H, document_type resmi, scales 1..3. */
  h: 0,
  hTop: 0,
  hLow: 0,
  /** Second region indicator, turned into kind X (percent change) without documents. */
  x: 0,
  /** A scale of an innovation indicator (never valid for a region indicator). */
  foreignScale: 0,
  /** An innovation indicator (tipe I). */
  inovasi: 0,
};

const path = (profil: number) => `/api/daerah/${profil}/indikator`;
const save = (profil: number, as: string, body: unknown) =>
  t.call('POST', path(profil), { as, body });

async function uploadPdf(profil: number, indikator: number, as = 'pemda') {
  const form = new FormData();
  form.append('indikator_id', String(indikator));
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'perda.pdf');
  const res = await t.app.request(`/api/daerah/${profil}/dokumen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.tokenFor(as)}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

async function setSetting(name: string, value: string) {
  const list = await t.call('GET', `/api/crud/app_settings?search=${name}&per_page=100`, {
    as: 'superadmin',
  });
  const row = list.body.data.find((s: { name: string }) => s.name === name);
  const res = await t.call('PUT', `/api/crud/app_settings/${row.id}`, {
    as: 'superadmin',
    body: { setting_value: value },
  });
  expect(res.status).toBe(200);
}

const stored = async (indikator: number, tahun = 2026) => {
  const [row] = await t.db
    .select()
    .from(indikator_jawaban)
    .where(
      and(
        eq(indikator_jawaban.profil_id, ids.own),
        eq(indikator_jawaban.indikator_id, indikator),
        eq(indikator_jawaban.tahun, tahun),
      ),
    );
  return row ?? null;
};

beforeAll(async () => {
  t = await createTestApp();
  ids.own = (await t.call('GET', '/api/me', { as: 'pemda' })).body.data.profil_id;
  const [other] = await t.db
    .select({ id: profil_pemda.id })
    .from(profil_pemda)
    .where(ne(profil_pemda.id, ids.own))
    .limit(1);
  ids.other = other!.id;
  const region = await t.db
    .select()
    .from(iga_indikator)
    .where(and(eq(iga_indikator.tipe, 'P'), eq(iga_indikator.tahun, 2023)))
    .orderBy(asc(iga_indikator.no_urut), asc(iga_indikator.subs))
    .limit(2);
  ids.h = region[0]!.id;
  ids.x = region[1]!.id;
  const scales = await t.db
    .select()
    .from(iga_skala)
    .where(eq(iga_skala.iga_indikator_id, ids.h))
    .orderBy(asc(iga_skala.nilai));
  ids.hLow = scales[0]!.id;
  ids.hTop = scales.at(-1)!.id;
  // The seeded region set is all kind H; one indicator becomes X with ranged scales to drive
  // the before/after path through the API.
  await t.db
    .update(iga_indikator)
    .set({ jenis: 'X', document_type: null, satuan: 'izin' })
    .where(eq(iga_indikator.id, ids.x));
  // The demo regions' answers of this indicator point at the scales being replaced.
  await t.db.delete(indikator_jawaban).where(eq(indikator_jawaban.indikator_id, ids.x));
  await t.db.delete(iga_skala).where(eq(iga_skala.iga_indikator_id, ids.x));
  await t.db.insert(iga_skala).values([
    {
      iga_indikator_id: ids.x,
      nilai: '1',
      mulai_dari: '0',
      sampai_dengan: '10',
      keterangan: 'Naik s.d. 10%',
    },
    {
      iga_indikator_id: ids.x,
      nilai: '2',
      mulai_dari: '10',
      sampai_dengan: '25',
      keterangan: 'Naik 10-25%',
    },
    {
      iga_indikator_id: ids.x,
      nilai: '3',
      mulai_dari: '25',
      sampai_dengan: null,
      keterangan: 'Naik > 25%',
    },
  ]);
  const [inov] = await t.db
    .select({ id: iga_indikator.id })
    .from(iga_indikator)
    .where(eq(iga_indikator.tipe, 'I'))
    .limit(1);
  ids.inovasi = inov!.id;
  const [foreign] = await t.db
    .select({ id: iga_skala.id })
    .from(iga_skala)
    .where(eq(iga_skala.iga_indikator_id, ids.inovasi))
    .limit(1);
  ids.foreignScale = foreign!.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/indikator', () => {
  it('answers the region indicators of the period in force, with their scales, in order', async () => {
    const res = await t.call('GET', '/api/indikator', { as: 'pemda' });
    expect(res.status).toBe(200);
    // The active year is 2026 (seed); it has no set of its own, so the 2023 set applies.
    expect(res.body).toMatchObject({ status: 1, tahun: 2026, periode: 2023 });
    const rows = res.body.data as { id: number; no_urut: number; subs: string | null }[];
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r: Record<string, unknown>) => r.tipe === undefined || r.tipe === 'P')).toBe(
      true,
    );
    expect(rows[0]).toMatchObject({
      id: ids.h,
      no_urut: 1,
      jenis: 'H',
      document_type: 'resmi',
      filetypes: 'pdf',
      required: 1,
      bobot: 1,
    });
    expect(rows[0]!).toHaveProperty('skala');
    const first = rows[0] as unknown as { skala: { id: number; nilai: number }[] };
    expect(first.skala.map((s) => s.nilai)).toEqual([1, 2, 3]);
    const order = rows.map((r) => `${String(r.no_urut).padStart(3, '0')}${r.subs ?? ''}`);
    expect(order).toEqual([...order].sort());
  });
  it('a year before any set has no indicators; a malformed year is a 400', async () => {
    const before = await t.call('GET', '/api/indikator?tahun=2020', { as: 'admin' });
    expect(before.body).toMatchObject({ status: 1, tahun: 2020, periode: null, data: [] });
    expect((await t.call('GET', '/api/indikator?tahun=20x6', { as: 'admin' })).status).toBe(400);
  });
  it('needs a login', async () => {
    expect((await t.call('GET', '/api/indikator')).status).toBe(401);
  });
});

describe('GET /api/daerah/{profilId}/indikator', () => {
  it('answers every region indicator with answer, points, documents and completeness', async () => {
    const res = await t.call('GET', path(ids.own), { as: 'pemda' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, tahun: 2026, periode: 2023 });
    const row = res.body.data.find((r: { id: number }) => r.id === ids.h);
    expect(row).toMatchObject({
      id: ids.h,
      no_urut: 1,
      jenis: 'H',
      skala_id: null,
      nilai: null,
      nilai_sebelum: null,
      nilai_sesudah: null,
      informasi: null,
      skor: 0,
      dokumen: [],
      lengkap: false,
    });
    expect(row.skala).toHaveLength(3);
  });
  it('pemda of another region gets 404, an account without profile access 403', async () => {
    expect((await t.call('GET', path(ids.other), { as: 'pemda' })).status).toBe(404);
    // opd opens its own region's profile (spec 2, issue 27 B10); upt opens none.
    expect((await t.call('GET', path(ids.own), { as: 'opd' })).status).toBe(200);
    expect((await t.call('GET', path(ids.own), { as: 'upt' })).status).toBe(403);
    expect((await t.call('GET', path(ids.own))).status).toBe(401);
  });
});

describe('POST /api/daerah/{profilId}/indikator', () => {
  it('saves answers and answers the points the server computed', async () => {
    const res = await save(ids.own, 'pemda', {
      tahun: 2026,
      jawaban: [
        {
          indikator_id: ids.x,
          nilai_sebelum: 200,
          nilai_sesudah: '240',
          informasi: 'Data DPMPTSP',
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      message: 'Jawaban indikator berhasil disimpan!',
      data: [
        {
          indikator_id: ids.x,
          skor: 2,
          skala_id: expect.any(Number),
          nilai: 20,
          nilai_sebelum: 200,
          nilai_sesudah: 240,
          informasi: 'Data DPMPTSP',
          lengkap: true,
        },
      ],
    });
    const row = await stored(ids.x);
    expect(row).toMatchObject({
      unit: 'daerah',
      skor: '2.00',
      nilai: '20.0000',
      nilai_sebelum: '200.0000',
      nilai_sesudah: '240.0000',
      satuan: 'izin',
      skala_text: 'Naik 10-25%',
    });
    const list = await t.call('GET', path(ids.own), { as: 'pemda' });
    expect(list.body.ringkasan).toMatchObject({ skor: 2, lengkap: 1 });
    expect(list.body.ringkasan.jumlah).toBe(list.body.data.length);
    expect(list.body.data.find((r: { id: number }) => r.id === ids.x)).toMatchObject({
      nilai: 20,
      skor: 2,
      lengkap: true,
      skala_text: 'Naik 10-25%',
    });
  });

  it('refuses the whole batch with errors keyed by indikator_id, saving nothing', async () => {
    const before = await stored(ids.x);
    const res = await save(ids.own, 'pemda', {
      tahun: 2026,
      jawaban: [
        { indikator_id: ids.x, nilai_sebelum: 0, nilai_sesudah: 5 },
        { indikator_id: ids.h, skala_id: ids.foreignScale },
        { indikator_id: ids.inovasi, skala_id: 1 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 0,
      message: 'Sebagian jawaban indikator tidak valid. Periksa isian yang ditandai.',
      errors: {
        [ids.x]: 'Nilai sebelum tidak boleh 0 karena perubahan dihitung dalam persen',
        [ids.h]: 'Skala yang dipilih bukan milik indikator ini',
        [ids.inovasi]: 'Indikator ini bukan indikator daerah periode 2026',
      },
    });
    expect(await stored(ids.x)).toEqual(before);
    expect(await stored(ids.h)).toBeNull();
  });

  it('one invalid answer among valid ones still saves nothing', async () => {
    const res = await save(ids.own, 'pemda', {
      tahun: 2026,
      jawaban: [
        { indikator_id: ids.h, skala_id: ids.hTop },
        { indikator_id: ids.x, nilai_sebelum: 10 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [ids.x]: 'Nilai sesudah wajib diisi' });
    expect(await stored(ids.h)).toBeNull();
  });

  it('refuses a value outside every range and a duplicate indicator', async () => {
    const res = await save(ids.own, 'pemda', {
      tahun: 2026,
      jawaban: [
        { indikator_id: ids.x, nilai_sebelum: 100, nilai_sesudah: 50 },
        { indikator_id: ids.h, skala_id: ids.hTop },
        { indikator_id: ids.h, skala_id: ids.hLow },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      [ids.x]: 'Nilai -50 berada di luar rentang skala indikator ini (minimal 0)',
      [ids.h]: 'Indikator ini dikirim lebih dari sekali',
    });
  });

  it('a malformed body is a 422 with the field named', async () => {
    const res = await save(ids.own, 'pemda', { tahun: 2026, jawaban: [{ nilai: 3 }] });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['jawaban.0.indikator_id']);
    expect((await save(ids.own, 'pemda', { jawaban: [] })).status).toBe(422);
  });

  it('evidence: a resmi indicator scores 0 until its document is uploaded, and again after delete', async () => {
    const saved = await save(ids.own, 'pemda', {
      tahun: 2026,
      jawaban: [{ indikator_id: ids.h, skala_id: ids.hTop, informasi: 'Perda 1/2021' }],
    });
    expect(saved.body.data[0]).toMatchObject({ skor: 0, skala_id: ids.hTop, lengkap: false });
    expect((await stored(ids.h))!.skor).toBe('0.00');

    const up = await uploadPdf(ids.own, ids.h);
    expect(up.status).toBe(201);
    expect((await stored(ids.h))!.skor).toBe('3.00');
    const list = await t.call('GET', path(ids.own), { as: 'pemda' });
    const row = list.body.data.find((r: { id: number }) => r.id === ids.h);
    expect(row).toMatchObject({ skor: 3, lengkap: true, informasi: 'Perda 1/2021' });
    expect(row.dokumen).toEqual([
      {
        id: up.body.data.id,
        nama: 'perda.pdf',
        nomor_surat: null,
        tanggal_surat: null,
        file_url: `/api/dokumen/${up.body.data.id}/file`,
        youtube: null,
        mime: 'application/pdf',
        size: PDF.byteLength,
      },
    ]);

    // Saving again with the document present scores at once.
    const again = await save(ids.own, 'pemda', {
      tahun: 2026,
      jawaban: [{ indikator_id: ids.h, skala_id: ids.hLow }],
    });
    expect(again.body.data[0]).toMatchObject({ skor: 1, lengkap: true, informasi: null });

    const del = await t.call('DELETE', `/api/daerah/${ids.own}/dokumen?id=${up.body.data.id}`, {
      as: 'pemda',
    });
    expect(del.status).toBe(200);
    expect((await stored(ids.h))!.skor).toBe('0.00');
    const after = await t.call('GET', path(ids.own), { as: 'pemda' });
    expect(after.body.data.find((r: { id: number }) => r.id === ids.h)).toMatchObject({
      skor: 0,
      lengkap: false,
      dokumen: [],
    });
  });

  it('an empty answer is valid and clears the stored one to 0 points', async () => {
    const res = await save(ids.own, 'pemda', {
      tahun: 2026,
      jawaban: [{ indikator_id: ids.x }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ skor: 0, nilai: null, lengkap: false });
    expect(await stored(ids.x)).toMatchObject({ skor: '0.00', nilai: null, nilai_sebelum: null });
  });

  it('logs each save on the profile for its timeline', async () => {
    const rows = await t.db
      .select()
      .from(activities)
      .where(
        and(eq(activities.resource, 'profil_pemda'), eq(activities.record_id, String(ids.own))),
      );
    const saves = rows.filter((r) => r.name === 'jawab_indikator');
    expect(saves.length).toBeGreaterThanOrEqual(3);
    expect(saves.every((r) => r.username === 'pemda')).toBe(true);
    expect(saves[0]!.data).toContainEqual({ name: 'tahun', value: 2026 });
  });

  it('roles: admin and superadmin may write any region; opd, viewer, verifikator may not', async () => {
    const body = {
      tahun: 2026,
      jawaban: [{ indikator_id: ids.x, nilai_sebelum: 10, nilai_sesudah: 11 }],
    };
    expect((await save(ids.other, 'admin', body)).status).toBe(200);
    expect((await save(ids.other, 'superadmin', body)).status).toBe(200);
    for (const as of ['opd', 'viewer', 'verifikator', 'tim.penilai']) {
      const res = await save(ids.own, as, body);
      expect(res.status, as).toBe(403);
      expect(res.body.message).toBe('Anda tidak memiliki akses untuk tindakan ini.');
    }
    expect((await save(ids.own, '', body)).status).toBe(401);
  });

  it('scoping: pemda cannot write another region (404, as reading it)', async () => {
    const res = await save(ids.other, 'pemda', {
      tahun: 2026,
      jawaban: [{ indikator_id: ids.x }],
    });
    expect(res.status).toBe(404);
  });

  it('pemda writes only the active period; staff may correct another year', async () => {
    const body = {
      tahun: 2025,
      jawaban: [{ indikator_id: ids.x, nilai_sebelum: 10, nilai_sesudah: 12 }],
    };
    const res = await save(ids.own, 'pemda', body);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Jawaban indikator hanya dapat diubah untuk periode aktif (2026)',
    );
    expect((await save(ids.own, 'admin', body)).status).toBe(200);
    expect(await stored(ids.x, 2025)).toMatchObject({ nilai: '20.0000', skor: '2.00' });
  });

  it('deadline and period: pemda refused after batas_input or while iga_status is 0', async () => {
    const body = {
      tahun: 2026,
      jawaban: [{ indikator_id: ids.x, nilai_sebelum: 10, nilai_sesudah: 13 }],
    };
    await setSetting('batas_input', '2020-01-31');
    try {
      const late = await save(ids.own, 'pemda', body);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('Batas waktu pengisian telah berakhir.');
      expect((await save(ids.own, 'admin', body)).status).toBe(200);
      // The documents of the answers follow the same rule.
      expect((await uploadPdf(ids.own, ids.h)).status).toBe(409);
    } finally {
      await setSetting('batas_input', '');
    }
    await setSetting('iga_status', '0');
    try {
      const closed = await save(ids.own, 'pemda', body);
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe('Periode penilaian sedang ditutup.');
      expect((await save(ids.own, 'superadmin', body)).status).toBe(200);
    } finally {
      await setSetting('iga_status', '1');
    }
    expect((await save(ids.own, 'pemda', body)).status).toBe(200);
  });
});
