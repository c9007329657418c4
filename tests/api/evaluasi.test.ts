import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  iga_indikator,
  iga_skala,
  indikator_jawaban,
  profil_pemda,
  usr_asn,
  wilayah_daerah,
} from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;

const ids = { own: 0, area1: 0, area2: 0, h: 0, hTop: 0, second: 0, verifikator: 0 };

const evaluate = (profil: number, as: string, body: unknown) =>
  t.call('POST', `/api/evaluasi/${profil}/profil`, { as, body });

const answerOf = async (profil: number, indikator: number) => {
  const [row] = await t.db
    .select()
    .from(indikator_jawaban)
    .where(
      and(
        eq(indikator_jawaban.profil_id, profil),
        eq(indikator_jawaban.indikator_id, indikator),
        eq(indikator_jawaban.tahun, 2026),
      ),
    );
  return row ?? null;
};

beforeAll(async () => {
  t = await createTestApp();
  ids.own = (await t.call('GET', '/api/me', { as: 'pemda' })).body.data.profil_id;
  const me = await t.call('GET', '/api/me', { as: 'verifikator' });
  ids.verifikator = me.body.data.id;
  const inArea = async (area: number) => {
    const [row] = await t.db
      .select({ id: profil_pemda.id })
      .from(profil_pemda)
      .innerJoin(wilayah_daerah, eq(wilayah_daerah.m_daerah_id, profil_pemda.m_daerah_id))
      .where(and(eq(wilayah_daerah.wilayah_id, area), ne(profil_pemda.id, ids.own)))
      .limit(1);
    return row!.id;
  };
  ids.area1 = await inArea(1);
  ids.area2 = await inArea(2);
  const region = await t.db
    .select()
    .from(iga_indikator)
    .where(and(eq(iga_indikator.tipe, 'P'), eq(iga_indikator.tahun, 2023)))
    .orderBy(asc(iga_indikator.no_urut), asc(iga_indikator.subs))
    .limit(2);
  ids.h = region[0]!.id;
  ids.second = region[1]!.id;
  const [top] = await t.db
    .select()
    .from(iga_skala)
    .where(eq(iga_skala.iga_indikator_id, ids.h))
    .orderBy(desc(iga_skala.nilai));
  ids.hTop = top!.id;
  // The region's own answer: the top scale, but without its document the engine stored 0.
  const saved = await t.call('POST', `/api/daerah/${ids.area1}/indikator`, {
    as: 'admin',
    body: { tahun: 2026, jawaban: [{ indikator_id: ids.h, skala_id: ids.hTop }] },
  });
  expect(saved.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/evaluasi/{profilId}/profil', () => {
  it('a verifikator sets verified scores and notes in its area; the self score stays', async () => {
    const res = await evaluate(ids.area1, 'verifikator', {
      tahun: 2026,
      evaluasi: [
        { indikator_id: ids.h, skor_verifikasi: 2, catatan: ' Lampiran kurang lengkap ' },
        { indikator_id: ids.second, skor_verifikasi: 0 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      message: 'Hasil evaluasi berhasil disimpan!',
      data: [
        {
          indikator_id: ids.h,
          skor: 0,
          skor_verifikasi: 2,
          catatan: 'Lampiran kurang lengkap',
        },
        { indikator_id: ids.second, skor: 0, skor_verifikasi: 0, catatan: null },
      ],
    });
    expect(await answerOf(ids.area1, ids.h)).toMatchObject({
      skor: '0.00',
      skala_id: ids.hTop,
      skor_verifikasi: '2.00',
      catatan: 'Lampiran kurang lengkap',
      evaluated_by: ids.verifikator,
    });
    // An indicator the region never answered gets a row holding only the verification.
    expect(await answerOf(ids.area1, ids.second)).toMatchObject({
      skor: null,
      skala_id: null,
      skor_verifikasi: '0.00',
    });
    const [logged] = await t.db
      .select({ n: count() })
      .from(activities)
      .where(
        and(eq(activities.name, 'evaluasi_indikator'), eq(activities.record_id, String(ids.area1))),
      );
    expect(Number(logged!.n)).toBe(1);
  });

  it('a body without its list or with a wrong type is answered in Indonesian, keyed by field', async () => {
    const missing = await evaluate(ids.area1, 'admin', { tahun: 2026 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ evaluasi: 'evaluasi wajib diisi' });
    const wrong = await evaluate(ids.area1, 'admin', {
      tahun: 2026,
      evaluasi: [{ indikator_id: ids.h, skor_verifikasi: 2, catatan: 5 }],
      extra: true,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ 'evaluasi.0.catatan': 'catatan harus berupa teks' });
    const notList = await evaluate(ids.area1, 'admin', { tahun: 2026, evaluasi: 'semua' });
    expect(notList.body.errors).toEqual({
      evaluasi: 'Parameter permintaan tidak valid: evaluasi',
    });
  });

  it('a score that is not 0 or a scale point is a 422 keyed by indikator_id, nothing saved', async () => {
    const res = await evaluate(ids.area1, 'admin', {
      tahun: 2026,
      evaluasi: [
        { indikator_id: ids.h, skor_verifikasi: 3 },
        { indikator_id: ids.second, skor_verifikasi: 1.5 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 0,
      message: 'Sebagian hasil evaluasi tidak valid. Periksa isian yang ditandai.',
      errors: {
        [ids.second]:
          'Skor verifikasi harus 0 atau salah satu nilai skala indikator ini (0, 1, 2, 3)',
      },
    });
    expect((await answerOf(ids.area1, ids.h))!.skor_verifikasi).toBe('2.00');
  });

  it('a verifikator outside its area gets 404; other roles 403', async () => {
    const body = { tahun: 2026, evaluasi: [{ indikator_id: ids.h, skor_verifikasi: 1 }] };
    expect((await evaluate(ids.area2, 'verifikator', body)).status).toBe(404);
    for (const as of ['pemda', 'tim.penilai', 'viewer', 'quality_control']) {
      expect((await evaluate(ids.own, as, body)).status, as).toBe(403);
    }
    expect((await evaluate(ids.area2, 'superadmin', body)).status).toBe(200);
  });

  it('a verifikator never verifies the region its account is bound to', async () => {
    const [region] = await t.db
      .select({ m_daerah_id: profil_pemda.m_daerah_id })
      .from(profil_pemda)
      .where(eq(profil_pemda.id, ids.area1));
    await t.db
      .update(usr_asn)
      .set({ m_daerah_id: region!.m_daerah_id })
      .where(eq(usr_asn.id, ids.verifikator));
    t.deps.userCache.invalidate(ids.verifikator);
    try {
      const res = await evaluate(ids.area1, 'verifikator', {
        tahun: 2026,
        evaluasi: [{ indikator_id: ids.h, skor_verifikasi: 1 }],
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        'Anda tidak dapat memverifikasi daerah yang terhubung dengan akun Anda.',
      );
      expect((await answerOf(ids.area1, ids.h))!.skor_verifikasi).toBe('2.00');
    } finally {
      await t.db.update(usr_asn).set({ m_daerah_id: null }).where(eq(usr_asn.id, ids.verifikator));
      t.deps.userCache.invalidate(ids.verifikator);
    }
  });
});

describe('who sees the verified score', () => {
  const rowOf = async (as: string, profil: number) => {
    const res = await t.call('GET', `/api/daerah/${profil}/indikator`, { as });
    expect(res.status, as).toBe(200);
    return res.body.data.find((r: { id: number }) => r.id === ids.h);
  };
  it('admin, superadmin and verifikator get skor_verifikasi and catatan', async () => {
    for (const as of ['admin', 'superadmin', 'verifikator']) {
      expect(await rowOf(as, ids.area1), as).toMatchObject({
        skor: 0,
        skor_verifikasi: 2,
        catatan: 'Lampiran kurang lengkap',
      });
    }
  });
  it('tim.penilai and viewer get the self score without them', async () => {
    for (const as of ['tim.penilai', 'viewer']) {
      const row = await rowOf(as, ids.area1);
      expect(row.skor, as).toBe(0);
      expect(row, as).not.toHaveProperty('skor_verifikasi');
      expect(row, as).not.toHaveProperty('catatan');
    }
  });
  it('pemda reading its own profile gets no verification keys', async () => {
    await evaluate(ids.own, 'admin', {
      tahun: 2026,
      evaluasi: [{ indikator_id: ids.h, skor_verifikasi: 1, catatan: 'catatan internal' }],
    });
    const row = await rowOf('pemda', ids.own);
    expect(row).not.toHaveProperty('skor_verifikasi');
    expect(row).not.toHaveProperty('catatan');
    expect(JSON.stringify(row)).not.toContain('catatan internal');
  });
});

describe('POST /api/indikator/salin', () => {
  it('superadmin copies a period set with its scales to a new year', async () => {
    const [source] = await t.db
      .select({ n: count() })
      .from(iga_indikator)
      .where(eq(iga_indikator.tahun, 2023));
    // A parent link inside the set, to see it remapped.
    await t.db
      .update(iga_indikator)
      .set({ parent_id: ids.h })
      .where(eq(iga_indikator.id, ids.second));
    const res = await t.call('POST', '/api/indikator/salin', {
      as: 'superadmin',
      body: { dari: 2023, ke: 2027 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      status: 1,
      message: 'Set indikator tahun 2023 berhasil disalin ke tahun 2027',
      data: { tahun: 2027, jumlah: Number(source!.n) },
    });
    const old = await t.call('GET', '/api/indikator?tahun=2026', { as: 'admin' });
    const copy = await t.call('GET', '/api/indikator?tahun=2027', { as: 'admin' });
    expect(old.body.periode).toBe(2023);
    expect(copy.body.periode).toBe(2027);
    const strip = (rows: Record<string, unknown>[]) =>
      rows.map(({ id: _i, tahun: _t, parent_id: _p, skala, ...rest }) => ({
        ...rest,
        skala: (skala as Record<string, unknown>[]).map(({ id: _s, ...s }) => s),
      }));
    expect(strip(copy.body.data)).toEqual(strip(old.body.data));
    const oldIds = new Set(old.body.data.map((r: { id: number }) => r.id));
    expect(copy.body.data.some((r: { id: number }) => oldIds.has(r.id))).toBe(false);
    const child = copy.body.data.find((r: { parent_id: number | null }) => r.parent_id !== null);
    expect(child.parent_id).toBe(copy.body.data[0].id);
    // 2028 and later resolve to the new set.
    expect((await t.call('GET', '/api/indikator?tahun=2030', { as: 'admin' })).body.periode).toBe(
      2027,
    );
    const [log] = await t.db
      .select()
      .from(activities)
      .where(eq(activities.name, 'salin_indikator'));
    expect(log).toMatchObject({ username: 'superadmin', resource: 'iga_indikator' });
  });
  it('409 when the target year already has a set; 404 when the source has none', async () => {
    const again = await t.call('POST', '/api/indikator/salin', {
      as: 'superadmin',
      body: { dari: 2023, ke: 2027 },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Tahun 2027 sudah memiliki set indikator');
    const none = await t.call('POST', '/api/indikator/salin', {
      as: 'superadmin',
      body: { dari: 2019, ke: 2029 },
    });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Belum ada set indikator untuk tahun 2019');
  });
  it('only superadmin; a malformed body is a 422', async () => {
    for (const as of ['admin', 'pemda', 'verifikator']) {
      const res = await t.call('POST', '/api/indikator/salin', {
        as,
        body: { dari: 2023, ke: 2031 },
      });
      expect(res.status, as).toBe(403);
    }
    const bad = await t.call('POST', '/api/indikator/salin', {
      as: 'superadmin',
      body: { dari: 2023, ke: 'x' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['ke']);
  });
});
