import { and, count, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../domain/documents';
import {
  dokumen,
  iga2020_inovasi,
  iga_indikator,
  nomor_registrasi,
  profil_pemda,
  wilayah_daerah,
} from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { PDF, PNG } from '../helpers/sampleFiles';

let t: TestApp;

const MP4 = Uint8Array.from(
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(16),
  ]),
);

/** Ids found in the seeded data. */
const ids = {
  ownProfil: 0,
  /** Another region in the verifier's Wilayah I, and one in Wilayah II. */
  area1Profil: 0,
  area2Profil: 0,
  /** A region indicator (resmi, filetypes pdf), innovation indicators for photos and videos. */
  indikatorP: 0,
  indikatorFoto: 0,
  /** A foto indicator whose filetypes also name pdf, and an umum one (pdf, jpg, png). */
  indikatorFotoOrPdf: 0,
  indikatorUmum: 0,
  indikatorVideo: 0,
  opdInovasi: 0,
  /** Same region as opd, created by another account. */
  pemdaInovasi: 0,
};

interface Upload {
  fields?: Record<string, string>;
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string };
}

async function auth(as?: string): Promise<Record<string, string>> {
  return as ? { authorization: `Bearer ${await t.tokenFor(as)}` } : {};
}

async function upload(path: string, as: string | undefined, u: Upload) {
  const form = new FormData();
  for (const [k, v] of Object.entries(u.fields ?? {})) form.append(k, v);
  if (u.file) {
    const blob = new Blob([u.file.bytes], { type: u.file.type ?? 'application/octet-stream' });
    form.append('file', blob, u.file.name);
  }
  const res = await t.app.request(path, { method: 'POST', headers: await auth(as), body: form });
  return { status: res.status, body: await res.json() };
}

async function raw(method: string, path: string, as: string | undefined, init: RequestInit) {
  const headers = { ...(await auth(as)), ...(init.headers as Record<string, string>) };
  const res = await t.app.request(path, { ...init, method, headers });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as { errors?: Record<string, string> } };
}

async function download(id: number, as: string) {
  const res = await t.app.request(`/api/dokumen/${id}/file`, { headers: await auth(as) });
  return {
    status: res.status,
    headers: res.headers,
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

const documentCount = async () => Number((await t.db.select({ n: count() }).from(dokumen))[0]!.n);
const daerah = (profil: number) => `/api/daerah/${profil}/dokumen`;
const inovasi = (id: number) => `/api/inovasi/${id}/dokumen`;
const pdfOf = (indikator: number, name = 'laporan.pdf') => ({
  fields: { indikator_id: String(indikator) },
  file: { bytes: PDF, name, type: 'application/pdf' },
});

async function setSetting(name: string, value: string) {
  const list = await t.call('GET', `/api/crud/app_settings?search=${name}&per_page=100`, {
    as: 'superadmin',
  });
  const row = list.body.data.find((s: { name: string }) => s.name === name);
  await t.call('PUT', `/api/crud/app_settings/${row.id}`, {
    as: 'superadmin',
    body: { setting_value: value },
  });
}

/** An innovation of the account that it may still edit (no pending or verified registration). */
async function editableInovasi(as: string, createdBy: number | null) {
  const sent = t.db
    .select({ id: nomor_registrasi.inovasi_id })
    .from(nomor_registrasi)
    .where(inArray(nomor_registrasi.status_nomor, [0, 1]));
  const visible = await t.call('GET', '/api/crud/iga2020_inovasi?per_page=100', { as });
  const candidates = visible.body.data.map((r: { id: number }) => r.id) as number[];
  const [row] = await t.db
    .select({ id: iga2020_inovasi.id })
    .from(iga2020_inovasi)
    .where(
      and(
        inArray(iga2020_inovasi.id, candidates),
        notInArray(iga2020_inovasi.id, sent),
        createdBy === null
          ? undefined
          : and(ne(iga2020_inovasi.created_by, createdBy), eq(iga2020_inovasi.is_index, 0)),
      ),
    )
    .limit(1);
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const pemda = (await t.call('GET', '/api/me', { as: 'pemda' })).body.data;
  const opd = (await t.call('GET', '/api/me', { as: 'opd' })).body.data;
  ids.ownProfil = pemda.profil_id;
  const inArea = async (area: number) => {
    const [row] = await t.db
      .select({ id: profil_pemda.id })
      .from(profil_pemda)
      .innerJoin(wilayah_daerah, eq(wilayah_daerah.m_daerah_id, profil_pemda.m_daerah_id))
      .where(and(eq(wilayah_daerah.wilayah_id, area), ne(profil_pemda.id, ids.ownProfil)))
      .limit(1);
    return row!.id;
  };
  ids.area1Profil = await inArea(1);
  ids.area2Profil = await inArea(2);
  const indikator = async (tipe: string, documentType: string, filetypes: string) => {
    const [row] = await t.db
      .select({ id: iga_indikator.id })
      .from(iga_indikator)
      .where(
        and(
          eq(iga_indikator.tipe, tipe),
          eq(iga_indikator.document_type, documentType),
          eq(iga_indikator.filetypes, filetypes),
        ),
      )
      .limit(1);
    return row!.id;
  };
  ids.indikatorP = await indikator('P', 'resmi', 'pdf');
  ids.indikatorFoto = await indikator('I', 'foto', 'jpg,jpeg,png');
  ids.indikatorFotoOrPdf = await indikator('I', 'foto', 'pdf,jpg,jpeg,png');
  ids.indikatorUmum = await indikator('I', 'umum', 'pdf,jpg,jpeg,png');
  ids.indikatorVideo = await indikator('I', 'video', 'mp4,mov');
  ids.opdInovasi = await editableInovasi('opd', null);
  ids.pemdaInovasi = await editableInovasi('pemda', opd.id);
});
afterAll(() => t.close());

describe('region documents (pemda on its own profile)', () => {
  let pdfId = 0;
  let secondId = 0;

  it('uploads PDFs, typed from their content, the name cleaned and given its extension', async () => {
    const pdf = await upload(daerah(ids.ownProfil), 'pemda', {
      fields: {
        indikator_id: String(ids.indikatorP),
        nomor_surat: '050/123/Bapperida',
        tanggal_surat: '2025-03-01',
      },
      file: { bytes: PDF, name: 'Perwal: Inovasi?.pdf', type: 'text/plain' },
    });
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(201);
    pdfId = pdf.body.data.id;
    expect(pdf.body.data).toMatchObject({
      unit: 'daerah',
      profil_id: ids.ownProfil,
      inovasi_id: null,
      indikator_id: ids.indikatorP,
      nomor_surat: '050/123/Bapperida',
      tanggal_surat: '2025-03-01',
      mime: 'application/pdf',
      size: PDF.byteLength,
      file_name: 'Perwal Inovasi.pdf',
      nama: 'Perwal Inovasi.pdf',
      file_url: `/api/dokumen/${pdfId}/file`,
    });
    expect(pdf.body.data).not.toHaveProperty('storage_key');

    const png = await upload(daerah(ids.ownProfil), 'pemda', {
      fields: { indikator_id: String(ids.indikatorP), nama: 'Laporan kegiatan' },
      file: { bytes: PDF, name: 'kegiatan' },
    });
    expect(png.status, JSON.stringify(png.body)).toBe(201);
    secondId = png.body.data.id;
    expect(png.body.data).toMatchObject({ mime: 'application/pdf', file_name: 'kegiatan.pdf' });

    const [stored] = await t.db.select().from(dokumen).where(eq(dokumen.id, pdfId));
    expect(stored!.storage_key).toMatch(
      new RegExp(`^dokumen/daerah/${ids.ownProfil}/[0-9a-f-]{36}\\.pdf$`),
    );
    expect(stored!.uploaded_by).toBe(
      (await t.call('GET', '/api/me', { as: 'pemda' })).body.data.id,
    );
  });

  it('lists them newest first', async () => {
    const r = await t.call('GET', `${daerah(ids.ownProfil)}/${ids.indikatorP}`, { as: 'pemda' });
    expect(r.status).toBe(200);
    expect(r.body.data.map((d: { id: number }) => d.id)).toEqual([secondId, pdfId]);
    expect(r.body.data[0]).not.toHaveProperty('storage_key');
    const other = await t.call('GET', `${daerah(ids.ownProfil)}/${ids.indikatorFoto}`, {
      as: 'pemda',
    });
    expect(other.body.data).toEqual([]);
  });

  it('downloads the same bytes as an attachment and logs the download', async () => {
    const r = await download(pdfId, 'pemda');
    expect(r.status).toBe(200);
    expect(r.bytes).toEqual(PDF);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toBe(
      `attachment; filename="Perwal Inovasi.pdf"; filename*=UTF-8''Perwal%20Inovasi.pdf`,
    );
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await download(secondId, 'pemda')).bytes).toEqual(PDF);

    const log = await t.call('GET', '/api/activities?resource[]=dokumen', { as: 'superadmin' });
    expect(log.status).toBe(200);
    const entry = log.body.data.find(
      (a: { name: string; record_id: string }) =>
        a.name === 'download' && a.record_id === String(pdfId),
    );
    expect(entry).toMatchObject({
      resource: 'dokumen',
      account: { username: 'pemda' },
      data: [{ name: 'nama', value: 'Perwal Inovasi.pdf' }],
    });
    const created = log.body.data.find(
      (a: { name: string; record_id: string }) =>
        a.name === 'create' && a.record_id === String(pdfId),
    );
    expect(created.data).toEqual(
      expect.arrayContaining([{ name: 'mime', before: null, after: 'application/pdf' }]),
    );
    expect(JSON.stringify(created.data)).not.toContain('storage_key');
  });

  it('deletes by query id and by JSON body, removing the stored file and logging it', async () => {
    const [stored] = await t.db.select().from(dokumen).where(eq(dokumen.id, secondId));
    expect(await t.deps.storage.get(stored!.storage_key!)).not.toBeNull();
    const byQuery = await t.call('DELETE', `${daerah(ids.ownProfil)}?id=${secondId}`, {
      as: 'pemda',
    });
    expect(byQuery).toEqual({ status: 200, body: { status: 1 } });
    expect(await t.deps.storage.get(stored!.storage_key!)).toBeNull();
    expect((await download(secondId, 'pemda')).status).toBe(404);

    const extra = await upload(daerah(ids.ownProfil), 'pemda', pdfOf(ids.indikatorP));
    const byBody = await t.call('DELETE', daerah(ids.ownProfil), {
      as: 'pemda',
      body: { id: extra.body.data.id },
    });
    expect(byBody.body).toEqual({ status: 1 });
    expect(await t.db.select().from(dokumen).where(eq(dokumen.id, extra.body.data.id))).toEqual([]);
    const log = await t.call('GET', '/api/activities?resource[]=dokumen', { as: 'superadmin' });
    expect(
      log.body.data.some(
        (a: { name: string; record_id: string }) =>
          a.name === 'delete' && a.record_id === String(secondId),
      ),
    ).toBe(true);
  });
});

describe('file checks', () => {
  it('refuses a text file named x.pdf and sent as application/pdf (422)', async () => {
    const before = await documentCount();
    const r = await upload(daerah(ids.ownProfil), 'pemda', {
      fields: { indikator_id: String(ids.indikatorP) },
      file: {
        bytes: new TextEncoder().encode('bukan PDF'),
        name: 'x.pdf',
        type: 'application/pdf',
      },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors.file).toBe('Jenis berkas tidak diizinkan. Gunakan berkas PDF.');
    expect(await documentCount()).toBe(before);
  });

  it('refuses, storing nothing, a type the indicator does not allow, content not matching its extension and a path name', async () => {
    const before = await documentCount();
    const puts: string[] = [];
    const storage = t.deps.storage;
    const put = storage.put;
    storage.put = async (key, data) => {
      puts.push(key);
      return put(key, data);
    };
    try {
      // The region indicator's filetypes is "pdf": a real PNG is refused, naming what is allowed.
      const png = await upload(daerah(ids.ownProfil), 'pemda', {
        fields: { indikator_id: String(ids.indikatorP) },
        file: { bytes: PNG, name: 'foto.png', type: 'image/png' },
      });
      expect(png.status).toBe(422);
      expect(png.body.errors.file).toBe('Jenis berkas tidak diizinkan. Gunakan berkas PDF.');

      // PNG content under a .pdf name, on an indicator taking both: the name lies.
      const lying = await upload(inovasi(ids.opdInovasi), 'opd', {
        fields: { indikator_id: String(ids.indikatorUmum) },
        file: { bytes: PNG, name: 'laporan.pdf', type: 'application/pdf' },
      });
      expect(lying.status).toBe(422);
      expect(lying.body.errors.file).toBe(
        'Isi berkas tidak sesuai dengan ekstensinya: berkas .pdf ini berisi PNG. Ubah nama berkas atau unggah berkas yang benar.',
      );
      const mp4AsMov = await upload(inovasi(ids.opdInovasi), 'opd', {
        fields: { indikator_id: String(ids.indikatorVideo) },
        file: { bytes: MP4, name: 'video.mov' },
      });
      expect(mp4AsMov.status).toBe(422);
      expect(mp4AsMov.body.errors.file).toMatch(/^Isi berkas tidak sesuai dengan ekstensinya/);

      for (const name of ['../../x.pdf', '..\\..\\x.pdf', '/etc/x.pdf']) {
        const r = await upload(daerah(ids.ownProfil), 'pemda', {
          fields: { indikator_id: String(ids.indikatorP) },
          file: { bytes: PDF, name },
        });
        expect(r.status, name).toBe(422);
        expect(r.body.errors.file).toBe(
          'Nama berkas tidak boleh memuat jalur folder (/, \\ atau ..).',
        );
      }
    } finally {
      storage.put = put;
    }
    expect(puts).toEqual([]);
    expect(await documentCount()).toBe(before);
  });

  it('takes region indicators for region documents and the others for innovations', async () => {
    const before = await documentCount();
    const onRegion = await upload(daerah(ids.ownProfil), 'pemda', pdfOf(ids.indikatorUmum));
    expect(onRegion.status).toBe(422);
    expect(onRegion.body.errors).toEqual({
      indikator_id: 'Indikator ini bukan untuk dokumen di sini (indikator daerah atau inovasi)',
    });
    const onInnovation = await upload(inovasi(ids.opdInovasi), 'opd', pdfOf(ids.indikatorP));
    expect(onInnovation.status).toBe(422);
    expect(onInnovation.body.errors.indikator_id).toMatch(/^Indikator ini bukan/);
    expect(await documentCount()).toBe(before);
  });

  it("follows the indicator's filetypes: a foto indicator listing pdf takes a PDF", async () => {
    const r = await upload(
      inovasi(ids.opdInovasi),
      'opd',
      pdfOf(ids.indikatorFotoOrPdf, 'tangkapan layar.PDF'),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({
      mime: 'application/pdf',
      file_name: 'tangkapan layar.pdf',
    });
    const jpeg = await upload(inovasi(ids.opdInovasi), 'opd', {
      fields: { indikator_id: String(ids.indikatorFoto) },
      file: { bytes: PDF, name: 'foto.jpg' },
    });
    expect(jpeg.status).toBe(422);
    expect(jpeg.body.errors.file).toBe('Jenis berkas tidak diizinkan. Gunakan berkas JPG, PNG.');
  });

  it('refuses a file over 10 MB with 413, within the route limit and past it', async () => {
    const before = await documentCount();
    const justOver = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    justOver.set(PDF);
    const r = await upload(daerah(ids.ownProfil), 'pemda', {
      fields: { indikator_id: String(ids.indikatorP) },
      file: { bytes: justOver, name: 'besar.pdf' },
    });
    expect(r.status).toBe(413);
    expect(r.body.message).toBe('Ukuran berkas maksimal 10 MB');
    expect(r.body.errors.file).toBe('Ukuran berkas maksimal 10 MB');
    const far = await upload(daerah(ids.ownProfil), 'pemda', {
      fields: { indikator_id: String(ids.indikatorP) },
      file: { bytes: new Uint8Array(MAX_DOCUMENT_BYTES + 2 * 1024 * 1024), name: 'besar.pdf' },
    });
    expect(far.status).toBe(413);
    expect(far.body.message).toBe('Ukuran berkas maksimal 10 MB');
    expect(far.body.errors.file).toBe('Ukuran berkas maksimal 10 MB');
    expect(await documentCount()).toBe(before);
  });

  it('accepts only photos for a foto indicator and a video or a link for a video one', async () => {
    const path = inovasi(ids.opdInovasi);
    const pdfAsPhoto = await upload(path, 'opd', pdfOf(ids.indikatorFoto, 'foto.pdf'));
    expect(pdfAsPhoto.status).toBe(422);
    expect(pdfAsPhoto.body.errors.file).toMatch(/JPG, PNG\.$/);
    const photo = await upload(path, 'opd', {
      fields: { indikator_id: String(ids.indikatorFoto) },
      file: { bytes: PNG, name: 'foto.png' },
    });
    expect(photo.status).toBe(201);

    const video = await upload(path, 'opd', {
      fields: { indikator_id: String(ids.indikatorVideo) },
      file: { bytes: MP4, name: 'video' },
    });
    expect(video.status, JSON.stringify(video.body)).toBe(201);
    expect(video.body.data).toMatchObject({ mime: 'video/mp4', file_name: 'video.mp4' });
    const link = await upload(path, 'opd', {
      fields: {
        indikator_id: String(ids.indikatorVideo),
        youtube: 'https://www.youtube.com/watch?v=abc',
      },
    });
    expect(link.status).toBe(201);
    expect(link.body.data).toMatchObject({ youtube: 'https://www.youtube.com/watch?v=abc' });
    expect(link.body.data.file_url).toBeNull();
    expect((await download(link.body.data.id, 'opd')).status).toBe(404);
  });

  it('needs a file, or a link where a link may stand in (422)', async () => {
    const noFile = await upload(daerah(ids.ownProfil), 'pemda', {
      fields: { indikator_id: String(ids.indikatorP), youtube: 'https://youtu.be/x' },
    });
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors.file).toBe('Berkas wajib diunggah');
    const nothing = await upload(inovasi(ids.opdInovasi), 'opd', {
      fields: { indikator_id: String(ids.indikatorVideo) },
    });
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors.file).toBe('Unggah berkas atau isi tautan video');
    const badLink = await upload(inovasi(ids.opdInovasi), 'opd', {
      fields: { indikator_id: String(ids.indikatorVideo), youtube: 'javascript:alert(1)' },
    });
    expect(badLink.status).toBe(422);
    expect(badLink.body.errors.youtube).toMatch(/^Tautan tidak valid/);
  });
});

describe('GET /api/dokumen/aturan', () => {
  it("answers an indicator's upload rules before any upload", async () => {
    const r = await t.call('GET', `/api/dokumen/aturan?indikator_id=${ids.indikatorFoto}`, {
      as: 'pemda',
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      indikator_id: ids.indikatorFoto,
      document_type: 'foto',
      mimes: ['image/jpeg', 'image/png'],
      extensions: ['jpg', 'jpeg', 'png'],
      accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
      label: 'JPG, PNG',
      max_bytes: MAX_DOCUMENT_BYTES,
      accepts_link: false,
    });
    const video = await t.call('GET', `/api/dokumen/aturan?indikator_id=${ids.indikatorVideo}`, {
      as: 'opd',
    });
    expect(video.body.data).toMatchObject({ label: 'MP4, MOV', accepts_link: true });
  });

  it('is 401 without a login, 400 without an id, 404 for an unknown indicator', async () => {
    expect((await t.call('GET', '/api/dokumen/aturan?indikator_id=1')).status).toBe(401);
    const bad = await t.call('GET', '/api/dokumen/aturan?indikator_id=x', { as: 'pemda' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Parameter permintaan tidak valid: indikator_id');
    const none = await t.call('GET', '/api/dokumen/aturan?indikator_id=999999', { as: 'pemda' });
    expect(none.status).toBe(404);
  });
});

describe('malformed requests are 400 or 422, never 500', () => {
  it('answers a broken multipart body with 400 and a missing body with 422', async () => {
    const broken = await raw('POST', daerah(ids.ownProfil), 'pemda', {
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: 'this is not multipart',
    });
    expect(broken.status).toBe(400);
    const noBoundary = await raw('POST', daerah(ids.ownProfil), 'pemda', {
      headers: { 'content-type': 'multipart/form-data' },
      body: '--a\r\n',
    });
    expect(noBoundary.status).toBe(400);
    const empty = await raw('POST', daerah(ids.ownProfil), 'pemda', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.indikator_id).toBe('Wajib diisi');
    const json = await t.call('POST', daerah(ids.ownProfil), { as: 'pemda', body: { x: 1 } });
    expect(json.status).toBe(422);
  });

  it('checks indikator_id, dates and ids', async () => {
    const before = await documentCount();
    const word = await upload(daerah(ids.ownProfil), 'pemda', {
      ...pdfOf(ids.indikatorP),
      fields: { indikator_id: 'abc' },
    });
    expect(word.status).toBe(422);
    expect(word.body.errors.indikator_id).toBe('Harus berupa bilangan bulat');
    const missing = await upload(daerah(ids.ownProfil), 'pemda', pdfOf(999_999));
    expect(missing.status).toBe(422);
    expect(missing.body.errors.indikator_id).toBe('Indikator tidak ditemukan');
    const date = await upload(daerah(ids.ownProfil), 'pemda', {
      ...pdfOf(ids.indikatorP),
      fields: { indikator_id: String(ids.indikatorP), tanggal_surat: '2025-02-30' },
    });
    expect(date.status).toBe(422);
    expect(date.body.errors.tanggal_surat).toMatch(/^Tanggal tidak valid/);
    expect(await documentCount()).toBe(before);

    expect((await upload('/api/daerah/abc/dokumen', 'pemda', pdfOf(ids.indikatorP))).status).toBe(
      400,
    );
    expect((await t.call('GET', `${daerah(ids.ownProfil)}/abc`, { as: 'pemda' })).status).toBe(400);
    expect((await download(0, 'pemda')).status).toBe(404);
    expect((await t.call('GET', '/api/dokumen/x1/file', { as: 'pemda' })).status).toBe(400);
    const noId = await t.call('DELETE', daerah(ids.ownProfil), { as: 'pemda' });
    expect(noId.status).toBe(422);
    expect(noId.body.errors.id).toBe('Wajib diisi');
    const wordId = await t.call('DELETE', `${daerah(ids.ownProfil)}?id=1;drop`, { as: 'pemda' });
    expect(wordId.status).toBe(422);
    const badJson = await t.call('DELETE', daerah(ids.ownProfil), { as: 'pemda', raw: '{id:' });
    expect(badJson.status).toBe(400);
  });

  it('answers every route with 401 without a login', async () => {
    expect((await upload(daerah(ids.ownProfil), undefined, pdfOf(ids.indikatorP))).status).toBe(
      401,
    );
    expect((await t.call('GET', `${daerah(ids.ownProfil)}/${ids.indikatorP}`)).status).toBe(401);
    expect((await t.call('DELETE', `${daerah(ids.ownProfil)}?id=1`)).status).toBe(401);
    expect((await t.call('GET', `${inovasi(ids.opdInovasi)}/ujicoba/1`)).status).toBe(401);
    expect((await t.call('GET', '/api/dokumen/1/file')).status).toBe(401);
  });
});

describe("another region's documents are out of reach (404)", () => {
  let foreignId = 0;
  let foreignKey = '';

  beforeAll(async () => {
    const r = await upload(daerah(ids.area2Profil), 'superadmin', pdfOf(ids.indikatorP));
    expect(r.status).toBe(201);
    foreignId = r.body.data.id;
    const [row] = await t.db.select().from(dokumen).where(eq(dokumen.id, foreignId));
    foreignKey = row!.storage_key!;
  });

  it('pemda cannot list, upload to, delete from or download from another profile', async () => {
    const before = await documentCount();
    const other = daerah(ids.area2Profil);
    expect((await t.call('GET', `${other}/${ids.indikatorP}`, { as: 'pemda' })).status).toBe(404);
    expect((await upload(other, 'pemda', pdfOf(ids.indikatorP))).status).toBe(404);
    expect((await t.call('DELETE', `${other}?id=${foreignId}`, { as: 'pemda' })).status).toBe(404);
    // Its own profile in the URL, the other region's document in the body.
    const swapped = await t.call('DELETE', daerah(ids.ownProfil), {
      as: 'pemda',
      body: { id: foreignId },
    });
    expect(swapped.status).toBe(404);
    expect((await download(foreignId, 'pemda')).status).toBe(404);
    expect(await documentCount()).toBe(before);
    expect(await t.deps.storage.get(foreignKey)).not.toBeNull();
  });

  it('a verifier reads regions of its area and gets 404 outside it', async () => {
    const inside = await upload(daerah(ids.area1Profil), 'admin', pdfOf(ids.indikatorP));
    expect(inside.status).toBe(201);
    const list = await t.call('GET', `${daerah(ids.area1Profil)}/${ids.indikatorP}`, {
      as: 'verifikator',
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: { id: number }) => d.id)).toEqual([inside.body.data.id]);
    expect((await download(inside.body.data.id, 'verifikator')).bytes).toEqual(PDF);
    const outside = await t.call('GET', `${daerah(ids.area2Profil)}/${ids.indikatorP}`, {
      as: 'verifikator',
    });
    expect(outside.status).toBe(404);
    expect((await download(foreignId, 'verifikator')).status).toBe(404);
    // Reading is not writing: the verifier uploads nothing.
    expect(
      (await upload(daerah(ids.area1Profil), 'verifikator', pdfOf(ids.indikatorP))).status,
    ).toBe(403);
  });

  it('staff who may view every profile read it; viewer and tim.penilai cannot upload (403)', async () => {
    const before = await documentCount();
    for (const role of ['viewer', 'tim.penilai']) {
      const list = await t.call('GET', `${daerah(ids.area2Profil)}/${ids.indikatorP}`, {
        as: role,
      });
      expect(list.status).toBe(200);
      expect(list.body.data.length).toBe(1);
      expect((await upload(daerah(ids.area2Profil), role, pdfOf(ids.indikatorP))).status).toBe(403);
      expect((await upload(inovasi(ids.opdInovasi), role, pdfOf(ids.indikatorFoto))).status).toBe(
        403,
      );
      const del = await t.call('DELETE', `${daerah(ids.area2Profil)}?id=${foreignId}`, {
        as: role,
      });
      expect(del.status).toBe(403);
    }
    expect(await documentCount()).toBe(before);
  });

  it('roles that may not show a profile get 403 whatever the id', async () => {
    // opd opens its own region's profile (spec 2, issue 27 B10); upt opens none.
    expect(
      (await t.call('GET', `${daerah(ids.ownProfil)}/${ids.indikatorP}`, { as: 'upt' })).status,
    ).toBe(403);
    expect((await download(foreignId, 'kabkota')).status).toBe(403);
    // asn opens its own region's profile (B10): another region's file is only not found.
    expect((await download(foreignId, 'asn')).status).toBe(404);
    // upt reads its competition entries' evidence (issue 25), so another file is only not found.
    expect((await download(foreignId, 'upt')).status).toBe(404);
  });
});

describe('innovation and trial documents', () => {
  it('opd uploads to its own innovation, trial documents kept apart', async () => {
    const main = await upload(inovasi(ids.opdInovasi), 'opd', pdfOf(ids.indikatorFoto, 'a.png'));
    expect(main.status).toBe(422); // a PDF is not a photo
    const own = await upload(inovasi(ids.opdInovasi), 'opd', {
      fields: { indikator_id: String(ids.indikatorFoto) },
      file: { bytes: PNG, name: 'inovasi.png' },
    });
    expect(own.status).toBe(201);
    expect(own.body.data).toMatchObject({ unit: 'inovasi', inovasi_id: ids.opdInovasi });
    const trial = await upload(`${inovasi(ids.opdInovasi)}/ujicoba`, 'opd', {
      fields: { indikator_id: String(ids.indikatorFoto) },
      file: { bytes: PNG, name: 'ujicoba.png' },
    });
    expect(trial.status).toBe(201);
    expect(trial.body.data).toMatchObject({ unit: 'ujicoba', inovasi_id: ids.opdInovasi });

    const trials = await t.call('GET', `${inovasi(ids.opdInovasi)}/ujicoba/${ids.indikatorFoto}`, {
      as: 'opd',
    });
    expect(trials.body.data.map((d: { id: number }) => d.id)).toEqual([trial.body.data.id]);
    const mains = await t.call('GET', `${inovasi(ids.opdInovasi)}/${ids.indikatorFoto}`, {
      as: 'opd',
    });
    expect(mains.body.data.map((d: { unit: string }) => d.unit)).toEqual(['inovasi', 'inovasi']);
    expect(mains.body.data.map((d: { id: number }) => d.id)).toContain(own.body.data.id);

    // A trial document is not deleted through the innovation's own path.
    const wrongPath = await t.call(
      'DELETE',
      `${inovasi(ids.opdInovasi)}?id=${trial.body.data.id}`,
      {
        as: 'opd',
      },
    );
    expect(wrongPath.status).toBe(404);
    const del = await t.call(
      'DELETE',
      `${inovasi(ids.opdInovasi)}/ujicoba?id=${trial.body.data.id}`,
      { as: 'opd' },
    );
    expect(del.body).toEqual({ status: 1 });
    // pemda of the same region reads the opd's innovation documents.
    expect((await download(own.body.data.id, 'pemda')).bytes).toEqual(PNG);
  });

  it("opd gets 404 on another account's innovation", async () => {
    const before = await documentCount();
    const theirs = inovasi(ids.pemdaInovasi);
    expect((await upload(theirs, 'opd', pdfOf(ids.indikatorUmum))).status).toBe(404);
    expect((await upload(`${theirs}/ujicoba`, 'opd', pdfOf(ids.indikatorUmum))).status).toBe(404);
    expect((await t.call('GET', `${theirs}/${ids.indikatorUmum}`, { as: 'opd' })).status).toBe(404);
    const pemdaDoc = await upload(theirs, 'pemda', pdfOf(ids.indikatorUmum));
    expect(pemdaDoc.status).toBe(201);
    expect((await download(pemdaDoc.body.data.id, 'opd')).status).toBe(404);
    expect(
      (await t.call('DELETE', `${theirs}?id=${pemdaDoc.body.data.id}`, { as: 'opd' })).status,
    ).toBe(404);
    expect(await documentCount()).toBe(before + 1);
  });

  it('a verifier reads an innovation’s documents to verify them, and may not change them', async () => {
    const read = await t.call('GET', `${inovasi(ids.opdInovasi)}/${ids.indikatorFoto}`, {
      as: 'verifikator',
    });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe(1);
    const write = await upload(inovasi(ids.opdInovasi), 'verifikator', pdfOf(ids.indikatorUmum));
    expect(write.status).toBe(403);
  });

  it('follows the innovation edit rules: deadline and sent state (409)', async () => {
    await setSetting('batas_input', '2020-01-01');
    const late = await upload(inovasi(ids.pemdaInovasi), 'pemda', pdfOf(ids.indikatorUmum));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Batas waktu pengisian telah berakhir.');
    const lateDelete = await t.call('DELETE', `${inovasi(ids.pemdaInovasi)}?id=1`, { as: 'pemda' });
    expect(lateDelete.status).toBe(409);
    // spec 4: admin and superadmin may always edit.
    expect(
      (await upload(inovasi(ids.pemdaInovasi), 'admin', pdfOf(ids.indikatorUmum))).status,
    ).toBe(201);
    await setSetting('batas_input', '');

    await t.db
      .insert(nomor_registrasi)
      .values({ inovasi_id: ids.pemdaInovasi, hash: `dok-${ids.pemdaInovasi}`, status_nomor: 0 });
    const sent = await upload(inovasi(ids.pemdaInovasi), 'pemda', pdfOf(ids.indikatorUmum));
    expect(sent.status).toBe(409);
    expect(sent.body.message).toMatch(/sudah dikirim/);
    await t.db.delete(nomor_registrasi).where(eq(nomor_registrasi.inovasi_id, ids.pemdaInovasi));
    expect(
      (await upload(inovasi(ids.pemdaInovasi), 'pemda', pdfOf(ids.indikatorUmum))).status,
    ).toBe(201);
  });
});
