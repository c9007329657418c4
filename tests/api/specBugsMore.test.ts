import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, m_daerah, usr_asn } from '../../server/platform/db/schema';
import { newInovasi } from '../helpers/inovasiBody';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';

/** Issue 27 item 5, the bugs B3, B4, B5 and B10, each as its reproduction. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('B3: a province sees its own profile and innovations', () => {
  it('counts the province`s own innovations on its rekap and lists them', async () => {
    const province = await ownProfilId(t, 'provinsi');
    const count = async (as: string) => {
      const res = await t.call(
        'GET',
        `/api/crud/iga2020_inovasi?tahun=2025&profil_id=${province}&per_page=1`,
        { as },
      );
      expect(res.status).toBe(200);
      return res.body.total as number;
    };
    const before = await count('superadmin');
    for (const [i, inovasi_status] of [0, 1, 2, 2].entries()) {
      const res = await t.call('POST', '/api/crud/iga2020_inovasi', {
        as: 'superadmin',
        body: newInovasi({ nama: `Inovasi Provinsi ${i}`, profil_id: province, inovasi_status }),
      });
      expect(res.status).toBe(201);
    }
    const rekap = await t.call('GET', `/api/inovasi/${province}/rekap?tahun=2025`, {
      as: 'provinsi',
    });
    expect(rekap.status).toBe(200);
    const asStaff = await t.call('GET', `/api/inovasi/${province}/rekap?tahun=2025`, {
      as: 'superadmin',
    });
    expect(rekap.body.data).toEqual(asStaff.body.data);
    const { inisiatif, ujicoba, implementasi } = rekap.body.data;
    expect(inisiatif + ujicoba + implementasi).toBe(before + 4);
    // daerah-binaan, the screen open to a province, lists them beside its districts' and cities'.
    const list = await t.call(
      'GET',
      `/api/daerah-binaan?tahun=2025&pemda_id=${province}&per_page=50`,
      { as: 'provinsi' },
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(before + 4);
    const all = await t.call('GET', '/api/daerah-binaan?tahun=2025&search=Inovasi%20Provinsi', {
      as: 'provinsi',
    });
    expect(all.body.total).toBe(4);
  });
});

describe('B10: pemda, opd and asn use the profile list for their one profile', () => {
  it('answers a pemda its own row only, and refuses a second profile with 409', async () => {
    const own = await ownProfilId(t, 'pemda');
    for (const as of ['pemda', 'opd', 'asn']) {
      const res = await t.call('GET', '/api/crud/profil_pemda?per_page=50', { as });
      expect(res.status, as).toBe(200);
      expect(res.body.total, as).toBe(1);
      expect(res.body.data[0].id, as).toBe(await ownProfilId(t, as));
    }
    expect((await t.call('GET', `/api/crud/profil_pemda/${own}`, { as: 'opd' })).status).toBe(200);
    const second = await t.call('POST', '/api/crud/profil_pemda', {
      as: 'pemda',
      body: { nama: 'Profil Kedua' },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/hanya dapat menambahkan satu profil pemda/);
  });

  it('lets an account whose region has no profile yet add it, once', async () => {
    const [province] = await t.db
      .select({ id: m_daerah.id })
      .from(m_daerah)
      .where(eq(m_daerah.tingkat, 1))
      .limit(1);
    const [region] = await t.db
      .insert(m_daerah)
      .values({
        kode: '99.99',
        nama: 'Kota Uji',
        tingkat: 2,
        jenis: 'kota',
        parent_id: province!.id,
      })
      .returning({ id: m_daerah.id });
    const [asn] = await t.db.select().from(usr_asn).where(eq(usr_asn.username, 'asn'));
    const { id: _id, created_at: _c, updated_at: _u, ...rest } = asn!;
    await t.db.insert(usr_asn).values({
      ...rest,
      username: 'asn.baru',
      email: 'asn.baru@example.test',
      m_daerah_id: region!.id,
    });
    const none = await t.call('GET', '/api/crud/profil_pemda', { as: 'asn.baru' });
    expect(none.body).toMatchObject({ status: 1, total: 0 });
    const first = await t.call('POST', '/api/crud/profil_pemda', {
      as: 'asn.baru',
      body: { nama: 'Pemerintah Kota Uji' },
    });
    expect(first.status).toBe(201);
    expect(first.body.data.m_daerah_id).toBe(region!.id);
    const again = await t.call('POST', '/api/crud/profil_pemda', {
      as: 'asn.baru',
      body: { nama: 'Pemerintah Kota Uji Lagi' },
    });
    expect(again.status).toBe(409);
    // Staff still add profiles for any region without one.
    const tp = await t.call('POST', '/api/crud/profil_pemda', {
      as: 'tim.penilai',
      body: { nama: 'Tidak Boleh', m_daerah_id: region!.id },
    });
    expect(tp.status).toBe(403);
  });
});

describe('B5: a gallery photo gets its 450x450 thumbnail, the original kept', () => {
  async function upload(bytes: Uint8Array, name: string) {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    form.append('resource', 'gallery');
    form.append('field', 'photo_url');
    const res = await t.app.request('/api/media/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.tokenFor('admin')}` },
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { file_url: string } }).data.file_url;
  }
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer()
      .then((b) => new Uint8Array(b));
  async function sizeOf(url: string) {
    const res = await t.app.request(url, {
      headers: { authorization: `Bearer ${await t.tokenFor('admin')}` },
    });
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    return [meta.width, meta.height];
  }

  it('makes the thumbnail on save and again for a new photo', async () => {
    const [album] = (await t.call('GET', '/api/crud/albums?per_page=1', { as: 'admin' })).body.data;
    const photo = await upload(await picture(1200, 800), 'besar.png');
    const created = await t.call('POST', '/api/crud/gallery', {
      as: 'admin',
      body: { album_id: album.id, judul: 'Foto Besar', photo_url: photo },
    });
    expect(created.status).toBe(201);
    const row = created.body.data;
    expect(row.photo_url).toBe(photo);
    expect(row.thumb_url).toMatch(/^\/api\/media\/\d+\/file$/);
    expect(await sizeOf(row.thumb_url)).toEqual([450, 450]);
    expect(await sizeOf(photo)).toEqual([1200, 800]);

    // Saving the form back unchanged keeps the thumbnail; a new photo makes a new one.
    const same = await t.call('PUT', `/api/crud/gallery/${row.id}`, { as: 'admin', body: row });
    expect(same.status).toBe(200);
    expect(same.body.data.thumb_url).toBe(row.thumb_url);
    const next = await upload(await picture(300, 900), 'tinggi.png');
    const changed = await t.call('PUT', `/api/crud/gallery/${row.id}`, {
      as: 'admin',
      body: { photo_url: next },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.thumb_url).not.toBe(row.thumb_url);
    expect(await sizeOf(changed.body.data.thumb_url)).toEqual([450, 450]);
  });
});

describe('GET /api/platform/modules (spec 7, issue 27 item 4)', () => {
  type Mod = { slug: string; label: string; group: string; generic: boolean; allowed: boolean };
  it('lists the modules with slug, label, group, generic, and whether the account may open them', async () => {
    const pemda = await t.call('GET', '/api/platform/modules', { as: 'pemda' });
    expect(pemda.status).toBe(200);
    const bySlug = new Map((pemda.body.data as Mod[]).map((m) => [m.slug, m]));
    expect(bySlug.get('inovasi-daerah')).toMatchObject({
      label: 'Inovasi Daerah',
      group: 'database',
      generic: true,
      allowed: true,
    });
    expect(bySlug.get('summary')).toMatchObject({ generic: false, allowed: true });
    expect(bySlug.get('settings')).toMatchObject({ allowed: false });
    // The account's sidebar comes first, in its order (domain/menu.ts).
    const data = pemda.body.data as Mod[];
    const firstRefused = data.findIndex((m) => !m.allowed);
    expect(data.slice(firstRefused).every((m) => !m.allowed)).toBe(true);
    const admin = await t.call('GET', '/api/platform/modules', { as: 'superadmin' });
    expect((admin.body.data as Mod[]).find((m) => m.slug === 'settings')?.allowed).toBe(true);
    expect((admin.body.data as Mod[]).length).toBe(data.length);
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.call('GET', '/api/platform/modules')).status).toBe(401);
  });
});

describe('GET /api/questions and POST /api/result: the self-check before sending (issue 27 item 4)', () => {
  it('answers the questions and judges the answers, logging each result on the innovation', async () => {
    const questions = await t.call('GET', '/api/questions', { as: 'pemda' });
    expect(questions.status).toBe(200);
    const ids = questions.body.data.map((q: { id: string }) => q.id);
    expect(ids).toContain('kebenaran');
    expect(questions.body.data[0].pertanyaan).toMatch(/300 kata/);
    const created = await t.call('POST', '/api/crud/iga2020_inovasi', {
      as: 'pemda',
      body: newInovasi({ nama: 'Inovasi Cek Mandiri' }),
    });
    const inovasi_id = created.body.data.id;
    const all = Object.fromEntries(ids.map((id: string) => [id, true]));
    const pass = await t.call('POST', '/api/result', {
      as: 'pemda',
      body: { inovasi_id, jawaban: all },
    });
    expect(pass.status).toBe(200);
    expect(pass.body.data).toMatchObject({ lulus: true, belum: [] });
    const partial = await t.call('POST', '/api/result', {
      as: 'pemda',
      body: { inovasi_id, jawaban: { ...all, dokumen: false } },
    });
    expect(partial.body.data.lulus).toBe(false);
    expect(partial.body.data.belum.map((b: { id: string }) => b.id)).toEqual(['dokumen']);
    expect(partial.body.data.pesan).toMatch(/^Periksa kembali: Setiap jawaban indikator/);
    const log = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.name, 'cek_mandiri'), eq(activities.record_id, String(inovasi_id))));
    expect(log).toHaveLength(2);
  });

  it('refuses a role that does not send (403), another region`s innovation (404) and a bad body (422)', async () => {
    expect((await t.call('GET', '/api/questions', { as: 'viewer' })).status).toBe(403);
    const own = await ownProfilId(t, 'pemda');
    const foreign = (
      await t.call('GET', '/api/crud/iga2020_inovasi?per_page=100', { as: 'superadmin' })
    ).body.data.find((r: { profil_id: number }) => r.profil_id !== own);
    expect(foreign).toBeDefined();
    const res = await t.call('POST', '/api/result', {
      as: 'pemda',
      body: { inovasi_id: foreign.id, jawaban: {} },
    });
    expect(res.status).toBe(404);
    const bad = await t.call('POST', '/api/result', { as: 'pemda', body: { jawaban: 'ya' } });
    expect(bad.status).toBe(422);
  });
});
