import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { PDF, PNG } from '../helpers/sampleFiles';

let t: TestApp;

/** A PNG whose bytes pass the type check but exceed a news image's 2 MB. */
const BIG_PNG = new Uint8Array(3 * 1024 * 1024);
BIG_PNG.set(PNG);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function upload(as: string, bytes: Uint8Array, name: string, target?: [string, string]) {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  if (target) {
    form.append('resource', target[0]);
    form.append('field', target[1]);
  }
  const res = await t.app.request('/api/media/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.tokenFor(as)}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const download = async (as: string, url: string) =>
  (await t.app.request(url, { headers: { authorization: `Bearer ${await t.tokenFor(as)}` } }))
    .status;

const mediaRow = async (id: number) =>
  (await t.db.select().from(media).where(eq(media.id, id)))[0] ?? null;

describe('upload for a named file field', () => {
  it('takes the field type and size: a news image refuses a PDF and a 3 MB picture', async () => {
    const pdf = await upload('admin', PDF, 'berita.pdf', ['news', 'photo_url']);
    expect(pdf.status).toBe(422);
    expect(pdf.body.errors.file).toBe(
      'Jenis berkas tidak diizinkan. Gunakan berkas JPG, PNG, WEBP.',
    );
    const big = await upload('admin', BIG_PNG, 'besar.png', ['news', 'photo_url']);
    expect(big.status).toBe(413);
    expect(big.body.errors.file).toBe('Ukuran berkas maksimal 2 MB');
    // The same PDF is fine for a training report, which takes PDF only.
    const report = await upload('superadmin', PDF, 'laporan.pdf', [
      'laporan_diklat',
      'file_laporan',
    ]);
    expect(report.status).toBe(201);
    const png = await upload('superadmin', PNG, 'x.png', ['laporan_diklat', 'file_laporan']);
    expect(png.body.errors.file).toMatch(/Gunakan berkas PDF\.$/);
  });

  it('refuses an unknown field and a resource the account may not write', async () => {
    const unknown = await upload('admin', PNG, 'a.png', ['news', 'title']);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.field).toBe('Kolom berkas tidak dikenal');
    expect((await upload('pemda', PNG, 'a.png', ['news', 'photo_url'])).status).toBe(403);
  });
});

describe('a record naming a file', () => {
  it('accepts only an own media upload of the field type, never a free URL', async () => {
    const free = await t.call('POST', '/api/crud/news', {
      as: 'admin',
      body: { title: 'Tautan bebas', photo_url: 'https://contoh.id/a.png', is_published: 0 },
    });
    expect(free.status).toBe(422);
    expect(free.body.errors.photo_url).toBe('Berkas harus diunggah melalui layanan unggah berkas');
    // A PDF uploaded without a field (default document rules) cannot become a news image.
    const pdf = await upload('admin', PDF, 'a.pdf');
    const wrong = await t.call('POST', '/api/crud/news', {
      as: 'admin',
      body: { title: 'Salah jenis', photo_url: pdf.body.data.file_url, is_published: 0 },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.photo_url).toMatch(/tidak sesuai jenis atau ukuran/);
    // Someone else's upload cannot be attached either.
    const theirs = await upload('superadmin', PNG, 'milik.png', ['news', 'photo_url']);
    const foreign = await t.call('POST', '/api/crud/news', {
      as: 'admin',
      body: { title: 'Milik orang lain', photo_url: theirs.body.data.file_url, is_published: 0 },
    });
    expect(foreign.status).toBe(422);
  });

  it('is read with the row rules, replaced and removed with the row', async () => {
    const first = await upload('admin', PNG, 'sampul.png', ['news', 'photo_url']);
    const created = await t.call('POST', '/api/crud/news', {
      as: 'admin',
      body: { title: 'Berita bergambar', photo_url: first.body.data.file_url, is_published: 1 },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    // superadmin may read news, so its image; pemda may not open news, so not its image.
    expect(await download('superadmin', first.body.data.file_url)).toBe(200);
    expect(await download('pemda', first.body.data.file_url)).toBe(404);

    const second = await upload('admin', PNG, 'sampul-baru.png', ['news', 'photo_url']);
    const replaced = await t.call('PUT', `/api/crud/news/${id}`, {
      as: 'admin',
      body: { ...created.body.data, photo_url: second.body.data.file_url },
    });
    expect(replaced.status).toBe(200);
    const old = await t.db.select().from(media).where(eq(media.id, first.body.data.id));
    expect(old).toEqual([]);
    expect(await download('admin', first.body.data.file_url)).toBe(404);

    const kept = await mediaRow(second.body.data.id);
    expect(kept).not.toBeNull();
    expect(await t.deps.storage.get(kept!.storage_key)).not.toBeNull();
    const deleted = await t.call('DELETE', `/api/crud/news/${id}`, { as: 'admin' });
    expect(deleted.status).toBe(200);
    expect(await mediaRow(second.body.data.id)).toBeNull();
    expect(await t.deps.storage.get(kept!.storage_key)).toBeNull();
  });
});

describe('engine field rules', () => {
  it('refuses a bad URL and a NIP that is not 18 digits, in Indonesian', async () => {
    const banner = await t.call('POST', '/api/crud/banners', {
      as: 'admin',
      body: { judul: 'Spanduk', url: 'bukan tautan' },
    });
    expect(banner.status).toBe(422);
    expect(banner.body.errors.url).toBe(
      'Alamat tautan tidak valid (awali dengan http://, https://, atau / untuk halaman portal)',
    );
    const video = await t.call('POST', '/api/crud/laporan_diklat', {
      as: 'superadmin',
      body: { file_video: '/video.mp4' },
    });
    expect(video.body.errors.file_video).toBe(
      'Alamat tautan tidak valid (awali dengan http:// atau https://)',
    );
    const ok = await t.call('POST', '/api/crud/banners', {
      as: 'admin',
      body: { judul: 'Spanduk', url: 'https://inovasi.go.id/lomba' },
    });
    expect(ok.status).toBe(201);
    const report = await t.call('POST', '/api/crud/laporan_diklat', {
      as: 'superadmin',
      body: { nip: '12345' },
    });
    expect(report.status).toBe(422);
    expect(report.body.errors.nip).toBe('NIP harus terdiri dari 18 angka');
  });
});
