import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../domain/documents';
import { activities, media, profil_pemda } from '../../server/platform/db/schema';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';
import { PDF, PNG } from '../helpers/sampleFiles';

let t: TestApp;
let ownProfil = 0;

beforeAll(async () => {
  t = await createTestApp();
  ownProfil = await ownProfilId(t, 'pemda');
});
afterAll(() => t.close());

async function upload(as: string | undefined, bytes: Uint8Array, name: string, type = 'x/y') {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  const headers: Record<string, string> = as
    ? { authorization: `Bearer ${await t.tokenFor(as)}` }
    : {};
  const res = await t.app.request('/api/media/upload', { method: 'POST', headers, body: form });
  return { status: res.status, body: await res.json() };
}

async function download(as: string, url: string) {
  const res = await t.app.request(url, {
    headers: { authorization: `Bearer ${await t.tokenFor(as)}` },
  });
  return { status: res.status, res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('POST /api/media/upload', () => {
  it('stores a PDF or image and answers its file_url, type from the content', async () => {
    const r = await upload('pemda', PDF, 'Perda: Inovasi?.pdf', 'image/png');
    expect(r.status).toBe(201);
    expect(r.body.status).toBe(1);
    expect(r.body.data).toMatchObject({
      file_url: `/api/media/${r.body.data.id}/file`,
      file_name: 'Perda Inovasi.pdf',
      mime: 'application/pdf',
      size: PDF.byteLength,
    });
    expect(r.body.data).not.toHaveProperty('storage_key');
    const me = await t.call('GET', '/api/me', { as: 'pemda' });
    const [row] = await t.db.select().from(media).where(eq(media.id, r.body.data.id));
    expect(row?.uploaded_by).toBe(me.body.data.id);
    expect(row?.created_at).toBeInstanceOf(Date);
    const logged = await t.db.select().from(activities).where(eq(activities.resource, 'media'));
    expect(logged.some((a) => a.record_id === String(r.body.data.id))).toBe(true);
    const png = await upload('opd', PNG, 'foto.png');
    expect(png.body.data.mime).toBe('image/png');
  });

  it('refuses other content whatever its name, a missing file, too large a file', async () => {
    const text = await upload(
      'pemda',
      new TextEncoder().encode('bukan pdf'),
      'a.pdf',
      'application/pdf',
    );
    expect(text.status).toBe(422);
    expect(text.body.errors.file).toMatch(/Jenis berkas tidak diizinkan/);
    const form = new FormData();
    form.append('nama', 'x');
    const none = await t.app.request('/api/media/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.tokenFor('pemda')}` },
      body: form,
    });
    expect(none.status).toBe(422);
    expect(((await none.json()) as { errors: Record<string, string> }).errors.file).toBeTruthy();
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(PDF);
    const tooBig = await upload('pemda', big, 'besar.pdf');
    expect(tooBig.status).toBe(413);
    const traversal = await upload('pemda', PDF, '../../x.pdf');
    expect(traversal.status).toBe(422);
    expect(traversal.body.errors.file).toMatch(/^Nama berkas tidak boleh memuat jalur folder/);
    const renamed = await upload('pemda', PDF, 'Perda Inovasi.exe');
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors.file).toMatch(/^Isi berkas tidak sesuai dengan ekstensinya/);
    expect(tooBig.body.errors.file).toBe('Ukuran berkas maksimal 10 MB');
  });

  // Issue 21 finding 14: the docs said 400, the API answered 422; both say 400 now.
  it('is 400 for a body that is not multipart/form-data', async () => {
    const auth = { authorization: `Bearer ${await t.tokenFor('pemda')}` };
    for (const [type, body] of [
      ['application/json', JSON.stringify({ file: 'Perda.pdf' })],
      ['application/x-www-form-urlencoded', 'file=Perda.pdf'],
      ['text/plain', 'Perda'],
      [undefined, undefined],
    ] as const) {
      const res = await t.app.request('/api/media/upload', {
        method: 'POST',
        headers: type ? { ...auth, 'content-type': type } : auth,
        body,
      });
      expect(res.status, type).toBe(400);
      expect(await res.json()).toEqual({
        status: 0,
        message: 'Data formulir tidak valid. Kirim sebagai multipart/form-data.',
      });
    }
  });

  it('is 401 without a session', async () => {
    const r = await upload(undefined, PDF, 'a.pdf');
    expect(r.status).toBe(401);
    expect(r.body.status).toBe(0);
  });
});

describe('GET /api/media/{id}/file and profile files', () => {
  it('serves the uploader, then whoever may open the profile listing it, nobody else', async () => {
    const up = await upload('pemda', PDF, 'Perda.pdf');
    const url = up.body.data.file_url as string;
    const own = await download('pemda', url);
    expect(own.status).toBe(200);
    expect(own.res.headers.get('content-type')).toBe('application/pdf');
    expect(own.res.headers.get('content-disposition')).toContain('Perda.pdf');
    expect(own.bytes).toEqual(PDF);
    // Not listed anywhere yet: only the uploader reads it.
    expect((await download('superadmin', url)).status).toBe(404);

    const saved = await t.call('PUT', `/api/crud/profil_pemda/${ownProfil}`, {
      as: 'pemda',
      body: { files: [{ name: 'Perda Inovasi', value: url }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.files).toEqual([{ name: 'Perda Inovasi', value: url }]);
    const [row] = await t.db.select().from(profil_pemda).where(eq(profil_pemda.id, ownProfil));
    expect(row?.files).toEqual([{ name: 'Perda Inovasi', value: url }]);

    expect((await download('superadmin', url)).status).toBe(200);
    expect((await download('admin', url)).status).toBe(200);
    // opd opens its own region's profile (spec 2, issue 27 B10); upt opens no region profile.
    expect((await download('opd', url)).status).toBe(200);
    expect((await download('upt', url)).status).toBe(404);
    expect((await t.call('GET', '/api/media/999999/file', { as: 'pemda' })).status).toBe(404);
    expect((await t.call('GET', url)).status).toBe(401);
  });

  it('refuses files that are not media uploads of the writer, naming the field', async () => {
    const foreign = await upload('opd', PDF, 'milik-opd.pdf');
    for (const files of [
      [{ name: 'Luar', value: 'https://example.com/a.pdf' }],
      [{ name: 'Hilang', value: '/api/media/999999/file' }],
      [{ name: 'Orang lain', value: foreign.body.data.file_url }],
      [{ name: '', value: foreign.body.data.file_url }],
      'bukan daftar',
    ]) {
      const r = await t.call('PUT', `/api/crud/profil_pemda/${ownProfil}`, {
        as: 'pemda',
        body: { files },
      });
      expect(r.status, JSON.stringify(files)).toBe(422);
      expect(Object.keys(r.body.errors)).toEqual(['files']);
    }
    // Someone else's file, once listed, stays listable when the form saves it back.
    const sa = await upload('superadmin', PNG, 'peta.png');
    const listed = [{ name: 'Peta', value: sa.body.data.file_url as string }];
    const bySa = await t.call('PUT', `/api/crud/profil_pemda/${ownProfil}`, {
      as: 'superadmin',
      body: { files: listed },
    });
    expect(bySa.status).toBe(200);
    const echo = await t.call('PUT', `/api/crud/profil_pemda/${ownProfil}`, {
      as: 'pemda',
      body: { files: listed, alamat: 'Jl. Diponegoro No. 22' },
    });
    expect(echo.status, JSON.stringify(echo.body)).toBe(200);
    expect(echo.body.data.files).toEqual(listed);
    // A list stored before the media service existed still saves when the form sends it back.
    const legacy = [{ name: 'Lama', value: 'https://example.com/lama.pdf' }];
    await t.db.update(profil_pemda).set({ files: legacy }).where(eq(profil_pemda.id, ownProfil));
    const kept = await t.call('PUT', `/api/crud/profil_pemda/${ownProfil}`, {
      as: 'pemda',
      body: { files: legacy, alamat: 'Jl. Lama No. 1' },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.files).toEqual(legacy);
    const cleared = await t.call('PUT', `/api/crud/profil_pemda/${ownProfil}`, {
      as: 'pemda',
      body: { files: [] },
    });
    expect(cleared.body.data.files).toEqual([]);
  });
});
