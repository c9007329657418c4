/**
 * Issue 38: copied work flagged where the verifier decides. The same PDF attached by two regions,
 * a re-saved picture, a copied description with the region's name changed (and an unrelated one
 * that is not flagged), another region's draft never named, the endpoint closed to pemda, the
 * review queue's badge, the report with its files, the QC dashboard's count. Both databases.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  app_settings,
  iga2020_inovasi,
  iga_indikator,
  nomor_registrasi,
  profil_pemda,
  wilayah_daerah,
} from '../../server/platform/db/schema';
import { workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { PDF } from '../helpers/sampleFiles';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let w: WorkflowWorld;
/** Four other regions of the verifier's area: [id, name]. */
let regions: { id: number; nama: string }[] = [];
let indikatorUmum = 0;

const SENTENCES = [
  'Pemerintah Kabupaten Sumber Rejo membangun layanan antar jemput dokumen kependudukan bagi warga lanjut usia dan penyandang disabilitas yang tinggal di desa terpencil.',
  'Petugas kecamatan menjemput berkas di rumah warga setiap Selasa dan Kamis, lalu mengantar kartu keluarga, akta kelahiran dan kartu tanda penduduk yang sudah dicetak.',
  'Sebelum layanan ini ada, warga Kabupaten Sumber Rejo menempuh perjalanan dua jam ke kantor dinas dan sering harus kembali karena berkas kurang lengkap.',
  'Aplikasi pesan singkat dipakai untuk mendaftar, sehingga antrean di kantor dinas berkurang separuh dan waktu penyelesaian turun dari empat belas hari menjadi tiga hari.',
  'Sepanjang tahun pertama tercatat dua ribu tiga ratus permohonan dilayani, dan survei kepuasan masyarakat naik dari angka tujuh puluh dua menjadi delapan puluh sembilan.',
];
const ORIGINAL = SENTENCES.join(' ');
const UNRELATED =
  'Dinas Pertanian menyalurkan bibit padi tahan genangan kepada kelompok tani di dataran rendah yang setiap musim hujan kehilangan panen karena banjir. ' +
  'Penyuluh mendampingi petani menanam, memupuk dan memanen dengan jadwal yang disesuaikan dengan perkiraan cuaca dari stasiun meteorologi setempat. ' +
  'Hasil panen meningkat dari empat ton menjadi enam ton per hektare, dan koperasi desa membeli gabah dengan harga yang disepakati sebelum musim tanam dimulai.';

async function innovation(profilId: number, nama: string, latar: string, sent: boolean) {
  const [row] = await t.db
    .insert(iga2020_inovasi)
    .values({
      profil_id: profilId,
      nama,
      tahun: 2026,
      inovasi_status: 2,
      is_covid: 9,
      submitable: 1,
      latar_belakang: latar,
      tujuan: 'Mendekatkan layanan kepada warga.',
      manfaat: 'Warga tidak perlu datang ke kantor.',
      hasil_inovasi: 'Permohonan selesai lebih cepat.',
    })
    .returning({ id: iga2020_inovasi.id });
  if (sent) await send(row!.id);
  return row!.id;
}

const send = (id: number) =>
  t.db.insert(nomor_registrasi).values({ inovasi_id: id, hash: randomUUID(), status_nomor: 0 });

async function attach(inovasiId: number, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('indikator_id', String(indikatorUmum));
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  const res = await t.app.request(`/api/inovasi/${inovasiId}/dokumen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.tokenFor('admin')}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const similarity = (id: number, as = 'verifikator') =>
  t.call('GET', `/api/inovasi/${id}/kemiripan`, { as });

/** A picture with structure (bands of light and dark), as a camera's would have. */
async function picture(): Promise<Buffer> {
  const w0 = 320;
  const h0 = 240;
  const pixels = Buffer.alloc(w0 * h0 * 3);
  for (let y = 0; y < h0; y++)
    for (let x = 0; x < w0; x++) {
      const v = Math.round(127 + 120 * Math.sin(x / 23) * Math.cos(y / 31));
      pixels.set([v, v >> 1, 255 - v], (y * w0 + x) * 3);
    }
  return sharp(pixels, { raw: { width: w0, height: h0, channels: 3 } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  // The default threshold (the demo portal raises it for its template texts).
  await t.db
    .update(app_settings)
    .set({ setting_value: '0.6' })
    .where(eq(app_settings.name, 'kemiripan_ambang'));
  regions = await t.db
    .select({ id: profil_pemda.id, nama: profil_pemda.nama })
    .from(profil_pemda)
    .innerJoin(wilayah_daerah, eq(wilayah_daerah.m_daerah_id, profil_pemda.m_daerah_id))
    .where(and(eq(wilayah_daerah.wilayah_id, w.area), ne(profil_pemda.id, w.own)))
    .orderBy(profil_pemda.id)
    .limit(4);
  const [ind] = await t.db
    .select({ id: iga_indikator.id })
    .from(iga_indikator)
    .where(
      and(
        eq(iga_indikator.tipe, 'I'),
        eq(iga_indikator.document_type, 'umum'),
        eq(iga_indikator.filetypes, 'pdf,jpg,jpeg,png'),
      ),
    )
    .limit(1);
  indikatorUmum = ind!.id;
});
afterAll(() => t.close());

describe('GET /api/inovasi/{id}/kemiripan', () => {
  let a = 0;
  let b = 0;
  let copy = 0;
  let unrelated = 0;
  let draft = 0;

  beforeAll(async () => {
    a = await innovation(regions[0]!.id, 'Antar Berkas Sumber Rejo', 'Uraian pendek A.', false);
    b = await innovation(regions[1]!.id, 'Layanan Dokumen Keliling', 'Uraian pendek B.', false);
    const own = new Uint8Array(
      Buffer.concat([Buffer.from(PDF), Buffer.from(`\n% keputusan ${randomUUID()}\n`)]),
    );
    await attach(a, own, 'sk-bupati.pdf', 'application/pdf');
    await attach(b, own, 'keputusan.pdf', 'application/pdf');
    const png = await picture();
    // The same picture re-saved smaller and as JPEG under another name.
    const resaved = await sharp(png).resize(280).jpeg({ quality: 70 }).toBuffer();
    await attach(a, new Uint8Array(png), 'foto-kegiatan.png', 'image/png');
    await attach(b, new Uint8Array(resaved), 'dokumentasi.jpg', 'image/jpeg');
    await send(a);
    await send(b);

    const source = await innovation(regions[2]!.id, 'Jemput Bola Adminduk', ORIGINAL, true);
    expect(source).toBeGreaterThan(0);
    copy = await innovation(
      regions[3]!.id,
      'Jemput Berkas Warga',
      ORIGINAL.replaceAll('Kabupaten Sumber Rejo', regions[3]!.nama),
      true,
    );
    unrelated = await innovation(w.own, 'Bibit Padi Tahan Genangan', UNRELATED, true);
    // Another region's unsent copy: counted, never named.
    draft = await innovation(
      regions[0]!.id,
      'Rahasia Draf Jemput Berkas',
      ORIGINAL.replaceAll('Kabupaten Sumber Rejo', 'Kabupaten Draf Tersembunyi'),
      false,
    );
  });

  it('lists the same PDF attached by another region as identical', async () => {
    const res = await similarity(a);
    expect(res.status).toBe(200);
    const pdf = res.body.data.berkas.find(
      (f: { nama_berkas: string }) => f.nama_berkas === 'sk-bupati.pdf',
    );
    expect(pdf.sama_dengan).toEqual([
      {
        profil_id: regions[1]!.id,
        nama_daerah: regions[1]!.nama,
        inovasi_id: b,
        nama_inovasi: 'Layanan Dokumen Keliling',
        tahun: 2026,
        jenis: 'identik',
      },
    ]);
  });

  it('matches a re-saved picture by its perceptual hash', async () => {
    const res = await similarity(b);
    const photo = res.body.data.berkas.find(
      (f: { nama_berkas: string }) => f.nama_berkas === 'dokumentasi.jpg',
    );
    expect(photo.sama_dengan).toMatchObject([{ inovasi_id: a, jenis: 'mirip' }]);
  });

  it('flags a copied description with the region name changed, strongest first, not an unrelated one', async () => {
    const res = await similarity(copy);
    expect(res.status).toBe(200);
    const named = res.body.data.inovasi.filter((m: { inovasi_id: number | null }) => m.inovasi_id);
    expect(named.map((m: { nama_inovasi: string }) => m.nama_inovasi)).toEqual([
      'Jemput Bola Adminduk',
    ]);
    expect(named[0].skor).toBeGreaterThanOrEqual(0.6);
    expect(named[0].skor).toBeLessThanOrEqual(1);
    expect(Math.round(named[0].skor * 100) / 100).toBe(named[0].skor);
    const scores = res.body.data.inovasi.map((m: { skor: number }) => m.skor);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect((await similarity(unrelated)).body.data).toEqual({ berkas: [], inovasi: [] });
  });

  it("never names another region's unsent innovation", async () => {
    const res = await similarity(copy);
    const veiled = res.body.data.inovasi.filter(
      (m: { inovasi_id: number | null }) => !m.inovasi_id,
    );
    expect(veiled).toEqual([
      {
        inovasi_id: null,
        profil_id: null,
        nama_daerah: null,
        nama_inovasi: '1 pengajuan lain belum dikirim',
        tahun: null,
        skor: expect.any(Number),
      },
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('Rahasia Draf');
    expect(text).not.toContain('Draf Tersembunyi');
    expect(text).not.toContain(`"inovasi_id":${draft}`);
    // Nor side by side, nor in the report.
    expect(
      (await t.call('GET', `/api/inovasi/${copy}/kemiripan/${draft}`, { as: 'verifikator' }))
        .status,
    ).toBe(404);
    const report = await t.call('GET', '/api/laporan/kemiripan?tahun=2026&per_page=100', {
      as: 'superadmin',
    });
    expect(report.status).toBe(200);
    expect(JSON.stringify(report.body)).not.toContain('Rahasia Draf');
  });

  it('shows the two texts side by side with each field scored', async () => {
    const source = res0();
    const res = await t.call('GET', `/api/inovasi/${copy}/kemiripan/${await source}`, {
      as: 'quality_control',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.inovasi.teks.latar_belakang).toContain(regions[3]!.nama);
    expect(res.body.data.lawan.teks.latar_belakang).toContain('Kabupaten Sumber Rejo');
    const latar = res.body.data.bidang.find(
      (f: { bidang: string }) => f.bidang === 'latar_belakang',
    );
    expect(latar.skor).toBeGreaterThan(0.6);
  });

  it('is closed to pemda (declared access) and to a verifier outside the area', async () => {
    expect((await similarity(copy, 'pemda')).status).toBe(403);
    const [outside] = await t.db
      .insert(iga2020_inovasi)
      .values({ profil_id: w.outside, nama: 'Di luar wilayah', tahun: 2026 })
      .returning({ id: iga2020_inovasi.id });
    expect((await similarity(outside!.id)).status).toBe(404);
  });

  it('puts the number of matches on the review queue row', async () => {
    const res = await t.call(
      'GET',
      '/api/nomor_registrasi/request/lookup?tahun=2026&per_page=100',
      {
        as: 'verifikator',
      },
    );
    expect(res.status).toBe(200);
    const row = (id: number) => res.body.data.find((r: { id: number }) => r.id === id);
    expect(row(a).kemiripan).toBe(1);
    expect(row(copy).kemiripan).toBe(2);
    expect(row(unrelated)?.kemiripan ?? 0).toBe(0);
  });

  it('lists every flagged pair once in the report, with filters, Excel and PDF', async () => {
    const all = await t.call('GET', '/api/laporan/kemiripan?tahun=2026&per_page=100', {
      as: 'verifikator',
    });
    expect(all.status).toBe(200);
    // A pair seen from both sides is one row (a veiled draft has no id: its row is its own).
    const pairs = all.body.data
      .filter((r: { lawan_inovasi_id: number | null }) => r.lawan_inovasi_id !== null)
      .map(
        (r: { inovasi_id: number; lawan_inovasi_id: number; jenis: string; nama_berkas: string }) =>
          `${Math.min(r.inovasi_id, r.lawan_inovasi_id)}-${Math.max(r.inovasi_id, r.lawan_inovasi_id)}-${r.jenis}-${r.jenis === 'teks' ? '' : 'berkas'}`,
      );
    expect(new Set(pairs).size).toBe(pairs.length);
    const identik = await t.call(
      'GET',
      '/api/laporan/kemiripan?tahun=2026&jenis=identik&per_page=100',
      { as: 'verifikator' },
    );
    expect(identik.body.data.map((r: { jenis: string }) => r.jenis)).toContain('identik');
    expect(new Set(identik.body.data.map((r: { jenis: string }) => r.jenis))).toEqual(
      new Set(['identik']),
    );
    const strong = await t.call('GET', '/api/laporan/kemiripan?tahun=2026&min_skor=0.99', {
      as: 'verifikator',
    });
    expect(strong.body.data.every((r: { skor: number }) => r.skor >= 0.99)).toBe(true);
    expect((await t.call('GET', '/api/laporan/kemiripan', { as: 'pemda' })).status).toBe(403);
    for (const [format, type] of [
      ['excel', 'spreadsheetml'],
      ['pdf', 'application/pdf'],
    ] as const) {
      const res = await t.app.request(`/api/laporan/kemiripan/download-${format}?tahun=2026`, {
        headers: { authorization: `Bearer ${await t.tokenFor('superadmin')}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain(type);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
  });

  /** The copied description's source, found by its name. */
  async function res0() {
    const [row] = await t.db
      .select({ id: iga2020_inovasi.id })
      .from(iga2020_inovasi)
      .where(eq(iga2020_inovasi.nama, 'Jemput Bola Adminduk'));
    return row!.id;
  }
});

describe('the demo portal', () => {
  it("shows two flagged pairs in the verifier's queue at once", async () => {
    const res = await t.call('GET', '/api/nomor_registrasi/request/lookup?per_page=100', {
      as: 'verifikator',
    });
    const flagged = res.body.data.filter(
      (r: { kemiripan: number; nama: string }) => r.kemiripan > 0 && r.nama !== undefined,
    );
    expect(flagged.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the QC dashboard', () => {
  it('counts the flagged innovations of its queue', async () => {
    const res = await t.call('GET', '/api/dashboard/qc?tahun=2026', { as: 'quality_control' });
    expect(res.status).toBe(200);
    expect(res.body.data.kemiripan).toEqual(expect.any(Number));
  });
});
