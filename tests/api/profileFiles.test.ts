import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, profil_pemda } from '../../server/platform/db/schema';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';
import { PDF, PNG } from '../helpers/sampleFiles';

let t: TestApp;
let ownProfil = 0;
let otherProfil = 0;

beforeAll(async () => {
  t = await createTestApp();
  ownProfil = await ownProfilId(t, 'pemda');
  const [other] = await t.db
    .select({ id: profil_pemda.id })
    .from(profil_pemda)
    .where(ne(profil_pemda.id, ownProfil))
    .limit(1);
  otherProfil = other!.id;
});
afterAll(() => t.close());

/** Uploads through the media service and answers the file_url. */
async function uploaded(as: string, bytes: Uint8Array, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const res = await t.app.request('/api/media/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.tokenFor(as)}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { file_url: string } }).data.file_url;
}

const profile = async (id: number) =>
  (await t.db.select().from(profil_pemda).where(eq(profil_pemda.id, id)))[0]!;

async function lastProfileActivity(id: number) {
  const [row] = await t.db
    .select()
    .from(activities)
    .where(and(eq(activities.resource, 'profil_pemda'), eq(activities.record_id, String(id))))
    .orderBy(desc(activities.id))
    .limit(1);
  return row;
}

describe('pakta integritas: GET and POST /api/pakta/{profilId}', () => {
  it('pemda attaches its uploaded PDF; the pact is read back, stored and logged', async () => {
    const empty = await t.call('GET', `/api/pakta/${ownProfil}`, { as: 'pemda' });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ profil_id: ownProfil, file_url: null });

    const url = await uploaded('pemda', PDF, 'Pakta Integritas 2026.pdf');
    // Before it is the pact, another account cannot read the pemda's upload.
    expect((await t.call('GET', url, { as: 'superadmin' })).status).toBe(404);

    const r = await t.call('POST', `/api/pakta/${ownProfil}`, {
      as: 'pemda',
      body: { file_url: url },
    });
    expect(r).toEqual({ status: 200, body: { status: 1 } });
    expect((await profile(ownProfil)).pakta_pemda_filename).toBe(url);

    for (const as of ['pemda', 'superadmin', 'admin']) {
      const read = await t.call('GET', `/api/pakta/${ownProfil}`, { as });
      expect(read.status, as).toBe(200);
      expect(read.body.data).toMatchObject({
        profil_id: ownProfil,
        file_url: url,
        file_name: 'Pakta Integritas 2026.pdf',
        mime: 'application/pdf',
        size: PDF.byteLength,
      });
    }
    // Now it is the profile's pact, whoever may open the profile reads the file.
    const file = await t.app.request(url, {
      headers: { authorization: `Bearer ${await t.tokenFor('superadmin')}` },
    });
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);

    const log = await lastProfileActivity(ownProfil);
    expect(log).toMatchObject({
      name: 'update',
      username: 'pemda',
      data: [{ name: 'pakta_pemda_filename', before: null, after: url }],
    });
  });

  it('refuses an image, a file of another account and what is not a media url (422)', async () => {
    const before = (await profile(ownProfil)).pakta_pemda_filename;
    const png = await uploaded('pemda', PNG, 'pakta.png');
    const image = await t.call('POST', `/api/pakta/${ownProfil}`, {
      as: 'pemda',
      body: { file_url: png },
    });
    expect(image.status).toBe(422);
    expect(image.body.errors).toEqual({ file_url: 'Pakta integritas harus berupa berkas PDF' });

    const foreign = await uploaded('admin', PDF, 'punya admin.pdf');
    const notMine = await t.call('POST', `/api/pakta/${ownProfil}`, {
      as: 'pemda',
      body: { file_url: foreign },
    });
    expect(notMine.status).toBe(422);
    expect(notMine.body.errors).toEqual({
      file_url: 'Berkas tidak ditemukan atau bukan unggahan Anda',
    });

    for (const file_url of ['https://evil.example/p.pdf', '/api/media/999999/file']) {
      const r = await t.call('POST', `/api/pakta/${ownProfil}`, {
        as: 'pemda',
        body: { file_url },
      });
      expect(r.status, file_url).toBe(422);
      expect(r.body.errors.file_url).toBeTruthy();
    }
    const missing = await t.call('POST', `/api/pakta/${ownProfil}`, { as: 'pemda', body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ file_url: 'file_url wajib diisi' });
    const notJson = await t.call('POST', `/api/pakta/${ownProfil}`, { as: 'pemda', raw: '{' });
    expect(notJson.status).toBe(400);
    expect((await profile(ownProfil)).pakta_pemda_filename).toBe(before);
  });

  it('keeps pemda to its own profile (404) and write to superadmin, admin, pemda (403)', async () => {
    const url = await uploaded('pemda', PDF, 'p.pdf');
    const other = await t.call('POST', `/api/pakta/${otherProfil}`, {
      as: 'pemda',
      body: { file_url: url },
    });
    expect(other.status).toBe(404);
    expect((await t.call('GET', `/api/pakta/${otherProfil}`, { as: 'pemda' })).status).toBe(404);
    expect((await t.call('GET', '/api/pakta/999999', { as: 'admin' })).status).toBe(404);

    // A viewer may not upload at all (mediaQuota.test.ts); naming pemda's file changes nothing.
    const viewer = await t.call('POST', `/api/pakta/${ownProfil}`, {
      as: 'viewer',
      body: { file_url: url },
    });
    expect(viewer.status).toBe(403);
    expect((await t.call('GET', `/api/pakta/${ownProfil}`)).status).toBe(401);
    expect(
      (await t.call('POST', `/api/pakta/${ownProfil}`, { body: { file_url: url } })).status,
    ).toBe(401);

    // Staff attach their own upload to any profile.
    const adminUrl = await uploaded('admin', PDF, 'pakta dari admin.pdf');
    const admin = await t.call('POST', `/api/pakta/${otherProfil}`, {
      as: 'admin',
      body: { file_url: adminUrl },
    });
    expect(admin.body).toEqual({ status: 1 });
    expect((await profile(otherProfil)).pakta_pemda_filename).toBe(adminUrl);
  });
});

describe('logo: POST /api/logo', () => {
  it("pemda sets its own profile's logo without naming it", async () => {
    const url = await uploaded('pemda', PNG, 'logo.png');
    const r = await t.call('POST', '/api/logo', { as: 'pemda', body: { file_url: url } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 1, data: { profil_id: ownProfil, logo_url: url } });
    expect((await profile(ownProfil)).logo_url).toBe(url);
    expect(await lastProfileActivity(ownProfil)).toMatchObject({
      name: 'update',
      data: [{ name: 'logo_url', before: null, after: url }],
    });
  });

  it('refuses a PDF, another profile for pemda (404), and staff without profil_id (422)', async () => {
    const pdf = await uploaded('pemda', PDF, 'logo.pdf');
    const notImage = await t.call('POST', '/api/logo', { as: 'pemda', body: { file_url: pdf } });
    expect(notImage.status).toBe(422);
    expect(notImage.body.errors).toEqual({ file_url: 'Logo harus berupa gambar JPG atau PNG' });

    const png = await uploaded('pemda', PNG, 'logo2.png');
    const other = await t.call('POST', '/api/logo', {
      as: 'pemda',
      body: { file_url: png, profil_id: otherProfil },
    });
    expect(other.status).toBe(404);

    const adminPng = await uploaded('superadmin', PNG, 'logo-admin.png');
    const unnamed = await t.call('POST', '/api/logo', {
      as: 'superadmin',
      body: { file_url: adminPng },
    });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.errors).toEqual({ profil_id: 'profil_id wajib diisi' });
    const bad = await t.call('POST', '/api/logo', {
      as: 'superadmin',
      body: { file_url: adminPng, profil_id: 'x' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.profil_id).toBe('profil_id harus berupa angka id profil');

    const named = await t.call('POST', '/api/logo', {
      as: 'superadmin',
      body: { file_url: adminPng, profil_id: otherProfil },
    });
    expect(named.body).toEqual({ status: 1, data: { profil_id: otherProfil, logo_url: adminPng } });
    expect((await profile(otherProfil)).logo_url).toBe(adminPng);

    const viewer = await t.call('POST', '/api/logo', {
      as: 'viewer',
      body: { file_url: adminPng, profil_id: ownProfil },
    });
    expect(viewer.status).toBe(403);
  });
});
