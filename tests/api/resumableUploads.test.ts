import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredUploads } from '../../server/features/media/services/resumableUploads';
import {
  iga2020_inovasi,
  iga_indikator,
  media,
  nomor_registrasi,
} from '../../server/platform/db/schema';
import {
  fileResumable,
  RESUMABLE_TTL_MS,
  s3Resumable,
  type ResumableStore,
} from '../../server/platform/storage/resumable';
import { localStorage, type Storage } from '../../server/platform/storage/storage';
import { S3RVER_KEYS, startS3 } from '../helpers/s3Server';
import { PDF, PNG } from '../helpers/sampleFiles';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Issue 39: resumable uploads (tus 1.0.0 at /api/uploads) on both storage backends: the local
 * disk and a bucket (s3rver). The two-node resume is in twoNodes.test.ts.
 */
interface Backend {
  storage: Storage;
  resumable: ResumableStore;
  /** Every stored object or file of uploads in the store. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

async function localBackend(): Promise<Backend> {
  const dir = mkdtempSync(join(tmpdir(), 'iid-tus-test-'));
  const tusDir = join(dir, 'tus');
  return {
    storage: localStorage(join(dir, 'uploads')),
    resumable: fileResumable(tusDir),
    leftovers: async () => readdirSync(tusDir),
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const s3 = await startS3();
  const resumable = s3Resumable(
    { bucket: s3.bucket, endpoint: s3.endpoint, credentials: S3RVER_KEYS, forcePathStyle: true },
    s3.storage,
  );
  return {
    storage: s3.storage,
    resumable,
    async leftovers() {
      const keys: string[] = [];
      for await (const object of s3.storage.list('tus/')) keys.push(object.key);
      return keys;
    },
    close: () => s3.close(),
  };
}

const BACKENDS: [string, () => Promise<Backend>][] = [
  ['local disk', localBackend],
  ['s3', s3Backend],
];

/** A PDF of `size` bytes: the sample PDF followed by a comment padding it out. */
function pdfOf(size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size).fill(0x20);
  out.set(PDF);
  out[PDF.byteLength] = 0x25; // '%': the rest is a comment line
  return out;
}

const b64 = (s: string) => Buffer.from(s).toString('base64');
const meta = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');

const DAILY = 4 * 1024 * 1024;

/** The start of an MP4 (an `ftyp` box), as a phone's video begins. */
const MP4 = Uint8Array.from(
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(40_000),
  ]),
);

describe.each(BACKENDS)('tus uploads on %s', (_name, start) => {
  let t: TestApp;
  let backend: Backend;

  beforeAll(async () => {
    backend = await start();
    t = await createTestApp({
      storage: backend.storage,
      resumable: backend.resumable,
      uploadLimits: { dailyBytes: DAILY },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await backend?.close();
  });

  async function tus(
    method: string,
    path: string,
    as: string | null,
    headers: Record<string, string> = {},
    body?: Uint8Array<ArrayBuffer>,
  ) {
    const h: Record<string, string> = { 'tus-resumable': '1.0.0', ...headers };
    if (as) h.authorization = `Bearer ${await t.tokenFor(as)}`;
    if (body) {
      h['content-type'] = 'application/offset+octet-stream';
      h['content-length'] = String(body.byteLength);
    }
    const res = await t.app.request(path, { method, headers: h, body });
    const text = await res.text();
    let json: any = null; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, headers: res.headers, body: json };
  }

  /** What the store still holds of the upload at `url`. */
  const leftoversOf = async (url: string) =>
    (await backend.leftovers()).filter((key) => key.includes(url.slice(-32)));

  async function create(as: string, length: number, metadata: Record<string, string>) {
    const res = await tus('POST', '/api/uploads', as, {
      'upload-length': String(length),
      'upload-metadata': meta(metadata),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    return location;
  }

  it('takes a file in two PATCHes, tells the offset between them, and ends in a media row a document takes', async () => {
    const file = pdfOf(300_000);
    const half = 150_000;
    const url = await create('pemda', file.byteLength, { filename: 'Perbup Inovasi.pdf' });
    expect(await tus('HEAD', url, 'pemda')).toMatchObject({ status: 200 });

    const first = await tus('PATCH', url, 'pemda', { 'upload-offset': '0' }, file.slice(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));
    expect(first.headers.get('upload-expires')).toBeTruthy();

    const head = await tus('HEAD', url, 'pemda');
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect(head.headers.get('upload-length')).toBe(String(file.byteLength));
    // Not finished: the GET says how far it got.
    const early = await tus('GET', url, 'pemda');
    expect(early.status).toBe(409);
    expect(early.body.data).toEqual({ offset: half, length: file.byteLength });

    const rest = await tus(
      'PATCH',
      url,
      'pemda',
      { 'upload-offset': String(half) },
      file.slice(half),
    );
    expect(rest.status, JSON.stringify(rest.body)).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(file.byteLength));

    const done = await tus('GET', url, 'pemda');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 1,
      data: { file_name: 'Perbup Inovasi.pdf', mime: 'application/pdf', size: file.byteLength },
    });
    const fileUrl = done.body.data.file_url as string;
    const bytes = await t.app.request(fileUrl, {
      headers: { authorization: `Bearer ${await t.tokenFor('pemda')}` },
    });
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(file);
    // Another account learns nothing of it.
    expect((await tus('GET', url, 'opd')).status).toBe(404);
    // The store kept no copy once the media row was written.
    await expect.poll(() => leftoversOf(url)).toEqual([]);

    // A supporting document takes it by its file_url.
    const me = (await t.call('GET', '/api/me', { as: 'pemda' })).body.data;
    const [indikator] = await t.db
      .select({ id: iga_indikator.id })
      .from(iga_indikator)
      .where(and(eq(iga_indikator.tipe, 'P'), eq(iga_indikator.filetypes, 'pdf')))
      .limit(1);
    const form = new FormData();
    form.append('indikator_id', String(indikator!.id));
    form.append('file_url', fileUrl);
    const doc = await t.app.request(`/api/daerah/${me.profil_id}/dokumen`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.tokenFor('pemda')}` },
      body: form,
    });
    const docBody = await doc.json();
    expect(doc.status, JSON.stringify(docBody)).toBe(201);
    expect(docBody.data).toMatchObject({ file_name: 'Perbup Inovasi.pdf', size: file.byteLength });
    const listed = await t.call('GET', `/api/daerah/${me.profil_id}/dokumen/${indikator!.id}`, {
      as: 'pemda',
    });
    expect(listed.body.data.map((d: { id: number }) => d.id)).toContain(docBody.data.id);
  });

  it('takes video evidence for a video indicator (indikator_id), which its innovation then attaches', async () => {
    const [video] = await t.db
      .select({ id: iga_indikator.id })
      .from(iga_indikator)
      .where(and(eq(iga_indikator.tipe, 'I'), eq(iga_indikator.document_type, 'video')))
      .limit(1);
    const indikator_id = String(video!.id);
    // Unknown indicator: refused before anything is stored.
    const unknown = await tus('POST', '/api/uploads', 'opd', {
      'upload-length': '1000',
      'upload-metadata': meta({ filename: 'a.mp4', indikator_id: '999999' }),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.indikator_id).toBeTruthy();
    // A PDF where the indicator asks for a video: refused after the last byte, bytes gone.
    const pdf = pdfOf(5_000);
    const wrong = await create('opd', pdf.byteLength, { filename: 'bukan.pdf', indikator_id });
    const refused = await tus('PATCH', wrong, 'opd', { 'upload-offset': '0' }, pdf);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file).toMatch(/MP4/);
    expect(await leftoversOf(wrong)).toEqual([]);

    const url = await create('opd', MP4.byteLength, { filename: 'Peluncuran.mp4', indikator_id });
    const half = MP4.byteLength / 2;
    const first = await tus('PATCH', url, 'opd', { 'upload-offset': '0' }, MP4.slice(0, half));
    expect(first.status).toBe(204);
    const rest = await tus('PATCH', url, 'opd', { 'upload-offset': String(half) }, MP4.slice(half));
    expect(rest.status, JSON.stringify(rest.body)).toBe(204);
    const done = await tus('GET', url, 'opd');
    expect(done.body).toMatchObject({
      status: 1,
      data: { file_name: 'Peluncuran.mp4', mime: 'video/mp4', size: MP4.byteLength },
    });

    const sent = t.db
      .select({ id: nomor_registrasi.inovasi_id })
      .from(nomor_registrasi)
      .where(inArray(nomor_registrasi.status_nomor, [0, 1]));
    const visible = await t.call('GET', '/api/crud/iga2020_inovasi?per_page=100', { as: 'opd' });
    const [inovasi] = await t.db
      .select({ id: iga2020_inovasi.id })
      .from(iga2020_inovasi)
      .where(
        and(
          inArray(
            iga2020_inovasi.id,
            visible.body.data.map((r: { id: number }) => r.id),
          ),
          notInArray(iga2020_inovasi.id, sent),
        ),
      )
      .limit(1);
    const form = new FormData();
    form.append('indikator_id', indikator_id);
    form.append('file_url', done.body.data.file_url);
    const doc = await t.app.request(`/api/inovasi/${inovasi!.id}/dokumen`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.tokenFor('opd')}` },
      body: form,
    });
    const docBody = await doc.json();
    expect(doc.status, JSON.stringify(docBody)).toBe(201);
    expect(docBody.data).toMatchObject({ mime: 'video/mp4', file_name: 'Peluncuran.mp4' });
  });

  it('answers 409 to a PATCH at the wrong offset', async () => {
    const file = pdfOf(20_000);
    const url = await create('pemda', file.byteLength, { filename: 'a.pdf' });
    const wrong = await tus('PATCH', url, 'pemda', { 'upload-offset': '500' }, file.slice(500));
    expect(wrong.status).toBe(409);
    expect(wrong.body.status).toBe(0);
    expect((await tus('HEAD', url, 'pemda')).headers.get('upload-offset')).toBe('0');
    await tus('DELETE', url, 'pemda');
  });

  it('answers 401 without a token, on creation and on an existing upload', async () => {
    const post = await tus('POST', '/api/uploads', null, {
      'upload-length': '1000',
      'upload-metadata': meta({ filename: 'a.pdf' }),
    });
    expect(post.status).toBe(401);
    const url = await create('pemda', 1000, { filename: 'a.pdf' });
    expect((await tus('HEAD', url, null)).status).toBe(401);
    const patch = await tus('PATCH', url, null, { 'upload-offset': '0' }, pdfOf(1000));
    expect(patch.status).toBe(401);
    expect((await tus('DELETE', url, null)).status).toBe(401);
    expect((await tus('DELETE', url, 'pemda')).status).toBe(204);
  });

  it('answers 413 at creation for a declared length past the 24-hour quota', async () => {
    const res = await tus('POST', '/api/uploads', 'opd', {
      'upload-length': String(DAILY + 1),
      'upload-metadata': meta({ filename: 'besar.pdf' }),
    });
    expect(res.status).toBe(413);
    expect(res.body.errors.file).toMatch(/^Kuota unggahan akun Anda \(4 MB per 24 jam\)/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a finished file that is not a PDF where a PDF is required, and removes its bytes', async () => {
    const before = await t.db.select({ id: media.id }).from(media);
    const url = await create('superadmin', PNG.byteLength, {
      filename: 'laporan.pdf',
      resource: 'laporan_diklat',
      field: 'file_laporan',
    });
    const res = await tus('PATCH', url, 'superadmin', { 'upload-offset': '0' }, PNG);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      status: 0,
      errors: { file: 'Jenis berkas tidak diizinkan. Gunakan berkas PDF.' },
    });
    expect((await tus('HEAD', url, 'superadmin')).status).toBe(404);
    expect((await tus('GET', url, 'superadmin')).status).toBe(404);
    expect(await leftoversOf(url)).toEqual([]);
    expect(await t.db.select({ id: media.id }).from(media)).toEqual(before);
  });

  it('sweeps an upload left unfinished for more than 24 hours, with its bytes', async () => {
    const file = pdfOf(40_000);
    const url = await create('pemda', file.byteLength, { filename: 'setengah.pdf' });
    await tus('PATCH', url, 'pemda', { 'upload-offset': '0' }, file.slice(0, 10_000));
    const young = await sweepExpiredUploads(backend.resumable, new Date());
    expect(young.filter((id) => id.endsWith(url.slice(-32)))).toEqual([]);
    expect((await tus('HEAD', url, 'pemda')).status).toBe(200);

    const later = new Date(Date.now() + RESUMABLE_TTL_MS + 60_000);
    const swept = await sweepExpiredUploads(backend.resumable, later);
    expect(swept.map((id) => id.slice(-32))).toContain(url.slice(-32));
    expect((await tus('HEAD', url, 'pemda')).status).toBe(404);
    expect(await leftoversOf(url)).toEqual([]);
  });
});
