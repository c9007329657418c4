import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app_settings, banners, iga_urusan_pemerintahan } from '../../server/platform/db/schema';
import {
  act as actAs,
  newInovasi as makeInovasi,
  workflowWorld,
  type WorkflowWorld,
} from '../helpers/innovations';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Issue 26 items 1, 2 and 5: the public home (/beranda: banners in their order, about us, the
 * latest announcements and news), /tentang (the site sections about-us, profil, faq), /urusan
 * (government affairs with their verified innovations), and the public answers dropped at once
 * when what they show changes: a publication, an index refresh, a verification, a content edit.
 * Drafts carry the word RAHASIA: one search of a page proves none leaked.
 */

let t: TestApp;
let w: WorkflowWorld;

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

const page = async (path: string) => {
  const res = await t.app.request(path, { headers: { accept: 'text/html' } });
  return { status: res.status, text: await res.text(), res };
};

/** The rows of the /urusan table: affair name -> count shown. */
const urusanCounts = (html: string) =>
  new Map(
    [...html.matchAll(/<th scope="row">([^<]+)<\/th>\s*<td class="num">(\d+)<\/td>/g)].map((m) => [
      m[1]!.trim(),
      Number(m[2]),
    ]),
  );

/** A banner's caption on the home. */
const CAPTION = /<span\s+class="cap"\s*>([^<]+)<\/span/g;

let urusanA: { id: number; nama: string };
let urusanB: { id: number; nama: string };

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  await t.db.execute(sql`
    insert into news (title, excerpt, description, is_published, published_at) values
      ('Berita Beranda Uji', 'ringkas', '<p>isi</p>', 1, now() + interval '1 day'),
      ('Berita Beranda RAHASIA', 'draf', '<p>draf</p>', 0, null)`);
  await t.db.execute(sql`
    insert into announcements (judul, slug, content, is_published, created_at) values
      ('Pengumuman Beranda Uji', 'pengumuman-beranda-uji', '<p>isi</p>', 1, now() + interval '1 day'),
      ('Pengumuman Beranda RAHASIA', 'pengumuman-beranda-rahasia', '<p>draf</p>', 0, now() + interval '2 day')`);
  await t.db.execute(sql`
    insert into tuxe_contents (judul, slug, section, content) values
      ('Profil Uji', 'profil-uji', 'profil', '<p>Profil <img src=x onerror="alert(1)">penyelenggara</p>'),
      ('Tanya Beranda Uji', 'tanya-beranda-uji', 'faq', '<p>Jawaban uji</p>')`);
  const [a, b] = await t.db
    .insert(iga_urusan_pemerintahan)
    .values([
      { nama: 'Urusan Uji Alfa', kelompok: 'Pilihan' },
      { nama: 'Urusan Uji Beta', kelompok: 'Pilihan' },
    ])
    .returning({ id: iga_urusan_pemerintahan.id, nama: iga_urusan_pemerintahan.nama });
  urusanA = a!;
  urusanB = b!;
}, 120_000);
afterAll(() => t?.close());

describe('the public home /beranda', () => {
  it('shows the banners in their order, about us and the latest published items only', async () => {
    const { status, text, res } = await page('/beranda');
    expect(status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(text).toContain('<title>Beranda · Portal Indeks Inovasi Daerah</title>');
    expect(text).not.toContain('<script');
    // The seed's about-us section, the latest published announcement and news.
    expect(text).toContain('Tentang Portal Indeks Inovasi Daerah');
    expect(text).toContain('/pengumuman/pengumuman-beranda-uji');
    expect(text).toContain('Berita Beranda Uji');
    expect(text).not.toContain('RAHASIA');
    const seeded = await t.db.select().from(banners).orderBy(banners.urutan, banners.id);
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    const shown = (html: string) => [...html.matchAll(CAPTION)].map((m) => m[1]!.trim());
    expect(shown(text)).toEqual(seeded.map((b) => b.judul));
  });

  it('follows a new banner order at once after an editor changes it', async () => {
    const seeded = await t.db.select().from(banners).orderBy(banners.urutan, banners.id);
    const last = seeded.at(-1)!;
    const put = await t.call('PUT', `/api/crud/banners/${last.id}`, {
      as: 'admin',
      body: { urutan: 0 },
    });
    expect(put.status).toBe(200);
    const { text } = await page('/beranda');
    const first = new RegExp(CAPTION.source).exec(text)?.[1]?.trim();
    expect(first).toBe(last.judul);
    const bad = await t.call('PUT', `/api/crud/banners/${last.id}`, {
      as: 'admin',
      body: { urutan: -1 },
    });
    expect(bad.status).toBe(422);
  });

  it('is named in the sitemap with /urusan and /tentang', async () => {
    const xml = await (await page('/sitemap.xml')).text;
    for (const path of ['/beranda', '/urusan', '/tentang']) expect(xml).toContain(`${path}</loc>`);
  });
});

describe('/tentang', () => {
  it('shows the about-us, profil and faq sections, sanitised, the faq readable without script', async () => {
    const { status, text } = await page('/tentang');
    expect(status).toBe(200);
    expect(text).toContain('<title>Tentang Kami · Portal Indeks Inovasi Daerah</title>');
    expect(text).toContain('Tentang Portal Indeks Inovasi Daerah');
    expect(text).toContain('Profil Uji');
    expect(text).toContain('penyelenggara');
    expect(text).not.toContain('onerror');
    expect(text).toMatch(
      /<details id="tanya-beranda-uji">\s*<summary>Tanya Beranda Uji<\/summary>/,
    );
    expect(text).toContain('Jawaban uji');
  });

  it('shows an edited section at once', async () => {
    const [row] = await rows<{ id: number }>(
      sql`select id from tuxe_contents where slug = 'profil-uji'`,
    );
    const put = await t.call('PUT', `/api/crud/tuxe_contents/${row!.id}`, {
      as: 'admin',
      body: { content: '<p>Profil yang diperbarui</p>' },
    });
    expect(put.status).toBe(200);
    expect((await page('/tentang')).text).toContain('Profil yang diperbarui');
  });
});

describe('/urusan', () => {
  it('counts verified innovations per affair, never a sent or draft one, and follows a verification at once', async () => {
    const both = `${urusanA.id},${urusanB.id}`;
    const verified = await makeInovasi(t, w, { urusan_pemerintah_id: both, tahun: 2025 });
    const pending = await makeInovasi(t, w, { urusan_pemerintah_id: String(urusanA.id) });
    await makeInovasi(t, w, { urusan_pemerintah_id: String(urusanA.id) });
    expect((await actAs(t, verified, 'kirim', 'pemda')).status).toBe(200);
    expect((await actAs(t, pending, 'kirim', 'pemda')).status).toBe(200);

    // Read (and cached) before the verification.
    const before = urusanCounts((await page('/urusan')).text);
    expect(before.get(urusanA.nama)).toBe(0);
    expect(before.get(urusanB.nama)).toBe(0);

    expect((await actAs(t, verified, 'setujui', 'verifikator')).status).toBe(200);
    const { status, text } = await page('/urusan');
    expect(status).toBe(200);
    expect(text).toContain('<title>Urusan Pemerintahan · Portal Indeks Inovasi Daerah</title>');
    const after = urusanCounts(text);
    expect(after.get(urusanA.nama)).toBe(1);
    expect(after.get(urusanB.nama)).toBe(1);

    // One year: the 2025 innovation counts in 2025, not in 2026.
    expect(urusanCounts((await page('/urusan?tahun=2025')).text).get(urusanA.nama)).toBe(1);
    expect(urusanCounts((await page('/urusan?tahun=2026')).text).get(urusanA.nama)).toBe(0);
  });

  it('shows a renamed affair at once', async () => {
    const put = await t.call('PUT', `/api/crud/iga_urusan_pemerintahan/${urusanB.id}`, {
      as: 'admin',
      body: { nama: 'Urusan Uji Gamma' },
    });
    expect(put.status).toBe(200);
    const text = (await page('/urusan')).text;
    expect(text).toContain('Urusan Uji Gamma');
    expect(text).not.toContain('Urusan Uji Beta');
  });
});

describe('a region page follows the index at once', () => {
  it('shows a recount of a published period, and a period published later, without waiting', async () => {
    const landing = async () => (await page(`/landing/pemda/${w.own}`)).text;
    const indeks = async (tahun: number) =>
      (
        await rows<{ indeks: string | null }>(
          sql`select indeks::float8 as indeks from skor_indeks where profil_id = ${w.own} and tahun = ${tahun}`,
        )
      )[0]?.indeks;

    // 2025 is published in the seed: write a figure by hand (as a restore would), then recount.
    await t.db.execute(sql`
      insert into skor_indeks (profil_id, tahun, method_version, indeks)
      values (${w.own}, 2025, '2023.1', 12.34)
      on conflict (profil_id, tahun) do update set indeks = 12.34`);
    const before = await landing();
    expect(before).toContain('12,34');
    const recount = await t.call('POST', '/api/indeks/hitung-ulang?tahun=2025', {
      as: 'superadmin',
    });
    expect(recount.status).toBe(200);
    const fresh = Number(await indeks(2025));
    expect(fresh).not.toBe(12.34);
    const after = await landing();
    expect(after).not.toContain('12,34');
    expect(after).toContain(
      new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        fresh,
      ),
    );

    // 2026 is not published: "Belum diumumkan" until the setting names it.
    expect(after).toMatch(/2026\s*<\/th>\s*<td colspan="3">\s*Belum diumumkan/);
    const [setting] = await t.db
      .select()
      .from(app_settings)
      .where(eq(app_settings.name, 'indeks_diumumkan'));
    const put = await t.call('PUT', `/api/crud/app_settings/${setting!.id}`, {
      as: 'superadmin',
      body: {
        setting_value: JSON.stringify([...(JSON.parse(setting!.setting_value!) as number[]), 2026]),
      },
    });
    expect(put.status).toBe(200);
    expect(await landing()).not.toMatch(/2026\s*<\/th>\s*<td colspan="3">\s*Belum diumumkan/);
  });
});

describe('announcements: slug editable', () => {
  it('moves the public page to the new slug when an editor changes it', async () => {
    const [a] = await rows<{ id: number }>(
      sql`select id from announcements where slug = 'pengumuman-beranda-uji'`,
    );
    expect((await page('/pengumuman/pengumuman-beranda-uji')).status).toBe(200);
    const put = await t.call('PUT', `/api/crud/announcements/${a!.id}`, {
      as: 'admin',
      body: { slug: 'slug-baru-uji' },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.slug).toBe('slug-baru-uji');
    expect((await page('/pengumuman/slug-baru-uji')).status).toBe(200);
    expect((await page('/pengumuman/pengumuman-beranda-uji')).status).toBe(404);
    expect((await t.call('GET', '/api/v1/announcements/slug-baru-uji')).status).toBe(200);
  });
});

describe('POST /api/tiny/pratinjau (the /tiny page)', () => {
  it('gives staff the public sanitiser result and says whether anything was dropped', async () => {
    const dirty = await t.call('POST', '/api/tiny/pratinjau', {
      as: 'admin',
      body: { html: '<p onclick="x()">Halo <b>dunia</b><script>alert(1)</script></p>' },
    });
    expect(dirty.status).toBe(200);
    expect(dirty.body.data).toEqual({ html: '<p>Halo <b>dunia</b></p>', berubah: true });
    const clean = await t.call('POST', '/api/tiny/pratinjau', {
      as: 'superadmin',
      body: { html: '<p>Halo <strong>dunia</strong></p>' },
    });
    expect(clean.body.data).toEqual({ html: '<p>Halo <strong>dunia</strong></p>', berubah: false });
  });

  it('is refused to other roles, without a login and over its size', async () => {
    const body = { html: '<p>x</p>' };
    expect((await t.call('POST', '/api/tiny/pratinjau', { as: 'pemda', body })).status).toBe(403);
    expect((await t.call('POST', '/api/tiny/pratinjau', { body })).status).toBe(401);
    const big = { html: 'x'.repeat(200_001) };
    expect((await t.call('POST', '/api/tiny/pratinjau', { as: 'admin', body: big })).status).toBe(
      422,
    );
  });
});
