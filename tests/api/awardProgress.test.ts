import ExcelJS from 'exceljs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dokumen,
  iga2020_inovasi,
  iga_indikator,
  indikator_jawaban,
  m_daerah,
  nomor_registrasi,
  outbox,
  profil_pemda,
  usr_asn,
} from '../../server/platform/db/schema';
import { forgetSettings } from '../../server/platform/cache/settingsCache';
import {
  innovationIndicators,
  regionIndicators,
} from '../../server/features/scoring/services/indicatorSet';
import { firstProvinces } from '../helpers/provinces';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Issue 25 items 6 and 7: the progress report against the deadline with its reminders (which
 * reach the outbox for the chosen regions only), and the nominees' innovation measurement with
 * its Excel export, read back.
 */
let t: TestApp;
const TAHUN = 2026;
/** Three regions with no answers, innovations or accounts of their own: full, partial, none. */
let X: number, Y: number, Z: number, W: number;
let provinceOfX: number;
let mandatory: number[];

const region = async (id: number) =>
  (await t.db.select().from(profil_pemda).where(eq(profil_pemda.id, id)))[0]!;

async function pemdaAccount(username: string, profilId: number, email: string | null) {
  const [model] = await t.db
    .select({ password: usr_asn.password })
    .from(usr_asn)
    .where(eq(usr_asn.username, 'pemda'));
  await t.db.insert(usr_asn).values({
    username,
    email,
    password: model!.password,
    role: 'pemda',
    nama_lengkap: `Admin ${username}`,
    m_daerah_id: (await region(profilId)).m_daerah_id,
  });
}

async function setSetting(name: string, value: string) {
  await t.db.execute(sql`update app_settings set setting_value = ${value} where name = ${name}`);
  forgetSettings(t.db);
}

beforeAll(async () => {
  t = await createTestApp();
  // Kabupaten profiles untouched by the demo data: no answers, innovations or accounts.
  const res = await t.db.execute(sql`
    select p.id from profil_pemda p join m_daerah d on d.id = p.m_daerah_id
    where d.jenis = 'kabupaten'
      and not exists (select 1 from indikator_jawaban j where j.profil_id = p.id)
      and not exists (select 1 from iga2020_inovasi i where i.profil_id = p.id)
      and not exists (select 1 from usr_asn u where u.m_daerah_id = p.m_daerah_id)
    order by p.id limit 4`);
  [X, Y, Z, W] = (res as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)) as [
    number,
    number,
    number,
    number,
  ];
  const [d] = await t.db
    .select({ parent: m_daerah.parent_id })
    .from(m_daerah)
    .where(eq(m_daerah.id, (await region(X)).m_daerah_id));
  provinceOfX = d!.parent!;
  await t.db
    .update(profil_pemda)
    .set({ nama_opd: null, alamat: null, email: null, no_telp: null, nama_admin: null })
    .where(inArray(profil_pemda.id, [X, Y, Z, W]));

  // X: the whole profile, every mandatory region indicator answered with its evidence, one
  // innovation sent.
  await t.db
    .update(profil_pemda)
    .set({
      nama_opd: 'Bappedalitbang',
      alamat: 'Jl. Merdeka 1',
      email: 'x@daerah.go.id',
      no_telp: '0211234567',
      nama_admin: 'Admin X',
      pakta_pemda_filename: 'pakta.pdf',
    })
    .where(eq(profil_pemda.id, X));
  const { indikator } = await regionIndicators(t.db, TAHUN);
  const wajib = indikator.filter((i) => i.required === 1 && i.jenis.toUpperCase() !== 'A');
  mandatory = wajib.map((i) => i.id);
  expect(mandatory.length).toBeGreaterThan(1);
  for (const ind of wajib) {
    await t.db.insert(indikator_jawaban).values({
      unit: 'daerah',
      profil_id: X,
      indikator_id: ind.id,
      tahun: TAHUN,
      informasi: 'Ada',
      nilai: '1',
      skor: '0',
    });
    await t.db
      .insert(dokumen)
      .values({ unit: 'daerah', profil_id: X, indikator_id: ind.id, nama: 'Bukti' });
  }
  const [sent] = await t.db
    .insert(iga2020_inovasi)
    .values({ profil_id: X, nama: 'Inovasi X', tahun: TAHUN })
    .returning({ id: iga2020_inovasi.id });
  await t.db.insert(nomor_registrasi).values({ inovasi_id: sent!.id, hash: 'x-terkirim' });

  // Y: the address only, and one mandatory answer whose evidence is missing (when the first
  // mandatory indicator asks for evidence).
  await t.db.update(profil_pemda).set({ alamat: 'Jl. Y' }).where(eq(profil_pemda.id, Y));
  await t.db.insert(indikator_jawaban).values({
    unit: 'daerah',
    profil_id: Y,
    indikator_id: wajib[0]!.id,
    tahun: TAHUN,
    informasi: 'Ada',
    nilai: '1',
  });

  // Accounts: two pemda accounts for X (one without email), one for Y, one for W; none for Z.
  await pemdaAccount('pemda.x1', X, 'pemda.x1@daerah.go.id');
  await pemdaAccount('pemda.x2', X, null);
  await pemdaAccount('pemda.y', Y, 'pemda.y@daerah.go.id');
  await pemdaAccount('pemda.w', W, 'pemda.w@daerah.go.id');
  await setSetting('batas_input', '2099-12-31');
});
afterAll(async () => t?.close());

type Row = Record<string, unknown> & { profil_id: number };
const progress = async (query: string, as = 'admin') => {
  const res = await t.call('GET', `/api/iga/progress-input?tahun=${TAHUN}${query}`, { as });
  expect(res.status).toBe(200);
  return res.body as { data: Row[]; total: number; batas_input: string; sisa_hari: number };
};
const rowOf = (rows: Row[], id: number) => rows.find((r) => r.profil_id === id);

describe('progress-input (issue 25 item 6)', () => {
  it('reports each region’s profile, mandatory answers, evidence and innovations', async () => {
    const out = await progress('');
    expect(out.batas_input).toBe('2099-12-31');
    expect(out.sisa_hari).toBeGreaterThan(0);
    expect(rowOf(out.data, X)).toMatchObject({
      profil_terisi: 6,
      profil_lengkap: true,
      wajib: mandatory.length,
      wajib_terjawab: mandatory.length,
      bukti_kurang: 0,
      inovasi_terkirim: 1,
      inovasi_jumlah: 1,
      akun_pemda: 2,
      status: 'lengkap',
      terlambat: false,
    });
    const y = rowOf(out.data, Y)!;
    expect(y).toMatchObject({
      profil_terisi: 1,
      profil_lengkap: false,
      wajib_terjawab: 1,
      inovasi_terkirim: 0,
      akun_pemda: 1,
      status: 'sebagian',
    });
    const [first] = await t.db
      .select({ document_type: iga_indikator.document_type })
      .from(iga_indikator)
      .where(eq(iga_indikator.id, mandatory[0]!));
    expect(y.bukti_kurang).toBe((first!.document_type ?? '').trim() ? 1 : 0);
    expect(rowOf(out.data, Z)).toMatchObject({
      profil_terisi: 0,
      wajib_terjawab: 0,
      inovasi_jumlah: 0,
      akun_pemda: 0,
      status: 'belum_mulai',
    });
  });

  it('filters by status, province and cluster, and flags the late after the deadline', async () => {
    const lengkap = await progress('&status=lengkap');
    expect(rowOf(lengkap.data, X)).toBeDefined();
    expect(rowOf(lengkap.data, Y)).toBeUndefined();
    expect(lengkap.data.every((r) => r.status === 'lengkap')).toBe(true);
    expect((await progress('&status=belum_mulai')).data.map((r) => r.profil_id)).toContain(Z);

    const inProvince = await progress(`&propinsi_id=${provinceOfX}`);
    expect(rowOf(inProvince.data, X)).toBeDefined();
    expect(inProvince.data.every((r) => r.propinsi_id === provinceOfX)).toBe(true);
    expect(inProvince.total).toBeLessThan((await progress('')).total);

    const clusters = await t.db.execute(sql`
      select kd.iga_klaster_id as id from iga_klaster_daerah kd
      where kd.iga_daerah_id = ${(await region(X)).m_daerah_id} limit 1`);
    const klaster = Number((clusters as unknown as { rows: { id: number }[] }).rows[0]!.id);
    const inCluster = await progress(`&iga_klaster_id=${klaster}`);
    expect(rowOf(inCluster.data, X)).toBeDefined();
    const members = await t.db.execute(sql`
      select count(*) as n from profil_pemda p join iga_klaster_daerah kd
        on kd.iga_daerah_id = p.m_daerah_id where kd.iga_klaster_id = ${klaster}`);
    expect(inCluster.total).toBe(
      Number((members as unknown as { rows: { n: number }[] }).rows[0]!.n),
    );

    expect(
      (await t.call('GET', `/api/iga/progress-input?status=selesai`, { as: 'admin' })).status,
    ).toBe(400);

    await setSetting('batas_input', '2020-01-31');
    const late = await progress('');
    expect(late.sisa_hari).toBeLessThan(0);
    expect(rowOf(late.data, Y)!.terlambat).toBe(true);
    expect(rowOf(late.data, X)!.terlambat).toBe(false);
    await setSetting('batas_input', '2099-12-31');
  });

  it('opens for the ranking screens’ readers and refuses a region account', async () => {
    for (const as of ['superadmin', 'tim.penilai', 'viewer'])
      expect((await t.call('GET', '/api/iga/progress-input', { as })).status).toBe(200);
    expect((await t.call('GET', '/api/iga/progress-input', { as: 'pemda' })).status).toBe(403);
    expect((await t.call('GET', '/api/iga/progress-input')).status).toBe(401);
  });

  it('mails the chosen regions’ pemda accounts only, through the outbox', async () => {
    const before = await t.db.select({ id: outbox.id }).from(outbox);
    // Role checks come before the body: a viewer is refused even with a bad body.
    expect(
      (
        await t.call('POST', '/api/iga/progress-input/pengingat', {
          as: 'viewer',
          body: { profil_ids: [] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/api/iga/progress-input/pengingat', {
          as: 'tim.penilai',
          body: { profil_ids: [X] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/api/iga/progress-input/pengingat', {
          as: 'admin',
          body: { profil_ids: [] },
        })
      ).status,
    ).toBe(422);

    const res = await t.call('POST', '/api/iga/progress-input/pengingat', {
      as: 'admin',
      body: { tahun: TAHUN, profil_ids: [X, Z] },
    });
    expect(res.status).toBe(200);
    const nameX = (await region(X)).nama;
    expect(res.body.data.terkirim).toEqual([
      { profil_id: X, nama: nameX, penerima: ['pemda.x1@daerah.go.id', 'pemda.x2'] },
    ]);
    expect(res.body.data.tanpa_akun).toEqual([{ profil_id: Z, nama: (await region(Z)).nama }]);
    expect(res.body.data.surel).toBe(2);
    expect(res.body.message).toBe('Pengingat dikirim ke 1 daerah (2 surel)');

    const mails = await t.db
      .select()
      .from(outbox)
      .where(
        before.length ? sql`${outbox.id} > ${Math.max(...before.map((b) => b.id))}` : sql`true`,
      );
    expect(mails.map((m) => m.to_address).sort()).toEqual(['pemda.x1@daerah.go.id', 'pemda.x2']);
    expect(mails.every((m) => m.subject.includes(nameX))).toBe(true);
    expect(mails[0]!.body).toContain(`Indikator daerah wajib: ${mandatory.length} dari`);
    expect(mails[0]!.body).toContain('2099-12-31');
    // Nothing for Y or W, who were not chosen.
    const others = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.to_address, ['pemda.y@daerah.go.id', 'pemda.w@daerah.go.id']));
    expect(others).toEqual([]);

    // The outbox screen shows them.
    const screen = await t.call('GET', '/api/outbox?per_page=5', { as: 'superadmin' });
    expect(screen.status).toBe(200);
    expect(
      screen.body.data
        .slice(0, 2)
        .map((m: { to_address: string }) => m.to_address)
        .sort(),
    ).toEqual(['pemda.x1@daerah.go.id', 'pemda.x2']);
  });
});

describe('pengukuran-inovasi (issue 25 item 7)', () => {
  let A: number;
  let B: number;
  let sentId: number;
  let draftId: number;
  let g1: number, g2: number;

  beforeAll(async () => {
    // Two provinces: A made a nominee, B taken out, by superadmin's decisions.
    const provinces = await firstProvinces(t, 2);
    [A, B] = provinces.map((p) => p.id) as [number, number];
    // A nominee needs a verified index above 0: A's, as a recount would have stored it.
    await t.db.execute(sql`
      insert into skor_indeks (profil_id, tahun, method_version, indeks_verifikasi)
      values (${A}, ${TAHUN}, 'uji', 30)
      on conflict (profil_id, tahun) do update set indeks_verifikasi = 30`);
    for (const [profil_id, nominasi] of [
      [A, true],
      [B, false],
    ] as const)
      expect(
        (
          await t.call('POST', '/api/iga/nominasi', {
            as: 'superadmin',
            body: { tahun: TAHUN, profil_id, nominasi, alasan: 'Uji pengukuran' },
          })
        ).status,
      ).toBe(200);
    // Two innovation indicators of different variables (groups).
    const { indikator } = await innovationIndicators(t.db, TAHUN);
    const i1 = indikator.find((i) => i.group_id !== null)!;
    const i2 = indikator.find((i) => i.group_id !== null && i.group_id !== i1.group_id)!;
    g1 = Number(i1.group_id);
    g2 = Number(i2.group_id);
    const innovation = async (profil_id: number, nama: string, qc: number) =>
      (
        await t.db
          .insert(iga2020_inovasi)
          .values({ profil_id, nama, tahun: TAHUN, qc })
          .returning({ id: iga2020_inovasi.id })
      )[0]!.id;
    sentId = await innovation(A, 'Pengukuran Terkirim', 1);
    draftId = await innovation(A, 'Pengukuran Draf', 0);
    const outsider = await innovation(B, 'Pengukuran Bukan Nominasi', 0);
    await t.db
      .insert(nomor_registrasi)
      .values({ inovasi_id: sentId, hash: 'ukur-1', status_nomor: 1 });
    const answer = (inovasi_id: number, indikator_id: number, skor: string, v: string | null) =>
      t.db.insert(indikator_jawaban).values({
        unit: 'inovasi',
        profil_id: inovasi_id === outsider ? B : A,
        inovasi_id,
        indikator_id,
        tahun: TAHUN,
        skor,
        skor_verifikasi: v,
      });
    await answer(sentId, i1.id, '3.5', '3');
    await answer(sentId, i2.id, '2', '1.25');
    await answer(draftId, i1.id, '4', null);
    await answer(outsider, i1.id, '5', '5');
  });

  type M = {
    inovasi_id: number;
    per_variabel: { group_id: number; mandiri: number; verifikasi: number }[];
  } & Record<string, unknown>;

  it('lists every innovation of the nominees with self, verified, QC and per-variable points', async () => {
    const res = await t.call('GET', `/api/iga/pengukuran-indeks?tahun=${TAHUN}&profil_id=${A}`, {
      as: 'viewer',
    });
    expect(res.status).toBe(200);
    const groups = res.body.variabel.map((v: { group_id: number }) => v.group_id);
    expect(groups).toContain(g1);
    expect(groups).toContain(g2);
    const rows = res.body.data as M[];
    expect(rows.map((r) => r.inovasi_id)).toEqual([sentId, draftId]);
    const sent = rows[0]!;
    expect(sent).toMatchObject({
      nama: 'Pengukuran Terkirim',
      profil_id: A,
      status: 'diterima',
      qc: 'diterima',
      skor_mandiri: 5.5,
      skor_verifikasi: 4.25,
    });
    expect(sent.per_variabel).toHaveLength(groups.length);
    expect(sent.per_variabel.find((v) => v.group_id === g1)).toEqual({
      group_id: g1,
      mandiri: 3.5,
      verifikasi: 3,
    });
    expect(sent.per_variabel.find((v) => v.group_id === g2)).toEqual({
      group_id: g2,
      mandiri: 2,
      verifikasi: 1.25,
    });
    expect(rows[1]).toMatchObject({
      status: 'draf',
      qc: 'belum',
      skor_mandiri: 4,
      skor_verifikasi: 0,
    });

    // Without a region: the nominees' innovations only (B is not a nominee).
    const all = await t.call('GET', `/api/iga/pengukuran-indeks?tahun=${TAHUN}`, {
      as: 'tim.penilai',
    });
    expect(all.status).toBe(200);
    const names = all.body.data.map((r: { nama: string }) => r.nama);
    expect(names).toContain('Pengukuran Terkirim');
    expect(names).not.toContain('Pengukuran Bukan Nominasi');
    expect(
      (
        await t.call('GET', `/api/iga/pengukuran-indeks?tahun=${TAHUN}&profil_id=${B}`, {
          as: 'admin',
        })
      ).body.data,
    ).toEqual([]);
    expect((await t.call('GET', '/api/iga/pengukuran-indeks', { as: 'pemda' })).status).toBe(403);
  });

  it('exports the same rows as Excel, numbers as numbers', async () => {
    const download = async (as?: string) =>
      t.app.request(`/api/iga/pengukuran-indeks/download-excel?tahun=${TAHUN}&profil_id=${A}`, {
        headers: as ? { authorization: `Bearer ${await t.tokenFor(as)}` } : {},
      });
    expect((await download('pemda')).status).toBe(403);
    const res = await download('superadmin');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('pengukuran-inovasi-2026.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(String(values(1)[0])).toContain('Pengukuran Inovasi');
    let head = 0;
    sheet.eachRow((row, n) => {
      if ((row.values as unknown[])[1] === 'Daerah') head = n;
    });
    expect(head).toBeGreaterThan(0);
    const header = values(head);
    expect(header.slice(0, 6)).toEqual([
      'Daerah',
      'Inovasi',
      'Status',
      'Keputusan QC',
      'Poin Mandiri',
      'Poin Verifikasi',
    ]);
    const sent = values(head + 1);
    expect(sent.slice(0, 6)).toEqual([
      (await region(A)).nama,
      'Pengukuran Terkirim',
      'Diterima Sebagai Inovasi',
      'Diterima',
      5.5,
      4.25,
    ]);
    const mandiriCol = header.findIndex((h) => String(h).endsWith('(mandiri)'));
    expect(mandiriCol).toBe(6);
    const variables = (
      await t.call('GET', `/api/iga/pengukuran-indeks?tahun=${TAHUN}`, { as: 'admin' })
    ).body.variabel as { group_id: number; nama: string }[];
    const i1 = variables.findIndex((v) => v.group_id === g1);
    expect(header[6 + 2 * i1]).toBe(`${variables[i1]!.nama} (mandiri)`);
    expect(sent[6 + 2 * i1]).toBe(3.5);
    expect(sent[7 + 2 * i1]).toBe(3);
    expect(values(head + 2).slice(1, 4)).toEqual(['Pengukuran Draf', 'Belum Dikirim', 'Belum']);
    expect(values(head + 3)).toEqual([]);
  });
});
