import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * The public portal (issue 26): pages and JSON without a login, published and verified items
 * only. Every draft and every unverified innovation below carries the word RAHASIA, so one
 * search of each answer proves none of them leaked.
 */

let t: TestApp;
let profilId: number;
let draftFileId: number;
let publicFileId: number;

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers: { accept: 'text/html', ...headers } });

async function mediaFile(name: string): Promise<number> {
  const key = `test/${randomUUID()}`;
  await t.deps.storage.put(key, new TextEncoder().encode('%PDF-1.4 test'));
  const [row] = await rows<{ id: number }>(sql`
    insert into media (file_name, mime, size, storage_key)
    values (${name}, 'application/pdf', 13, ${key}) returning id`);
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  draftFileId = await mediaFile('rahasia.pdf');
  publicFileId = await mediaFile('panduan.pdf');
  const cat = async (slug: string) =>
    (await rows<{ id: number }>(sql`select id from content_categories where slug = ${slug}`))[0]!
      .id;
  for (const [slug, title] of [
    ['panduan', 'Panduan'],
    ['laporan-tahunan', 'Laporan'],
    ['dokumen', 'Dokumen'],
  ] as const) {
    const id = await cat(slug);
    await t.db.execute(sql`
      insert into contents (category_id, title, description, file, is_published) values
        (${id}, ${`${title} Terbit Uji`}, 'terbit', ${`/api/media/${publicFileId}/file`}, 1),
        (${id}, ${`${title} DRAF RAHASIA`}, 'draf', ${`/api/media/${draftFileId}/file`}, 0)`);
  }
  await t.db.execute(sql`
    insert into announcements (judul, slug, content, is_published) values
      ('Pengumuman Terbit Uji', 'pengumuman-terbit-uji', '<p>Isi <script>alert(1)</script>terbit</p>', 1),
      ('Pengumuman DRAF RAHASIA', 'pengumuman-draf-rahasia', '<p>draf</p>', 0)`);
  await t.db.execute(sql`
    insert into news (title, excerpt, description, is_published, published_at) values
      ('Berita Terbit Uji', 'ringkasan terbit', '<p>isi</p>', 1, now()),
      ('Berita DRAF RAHASIA', 'draf', '<p>draf</p>', 0, null)`);
  await t.db.execute(sql`
    insert into tuxe_contents (judul, slug, section, content)
    values ('Tanya Uji', 'tanya-uji', 'faq', '<p onclick="x()">Jawab</p>'),
      ('Tentang Uji', 'tentang-uji', 'about-us', '<p>Tentang</p>'),
      ('Profil Uji', 'profil-uji', 'profil', '<p>Profil</p>')`);

  // A region with one verified and one pending innovation, an index published in 2024 and one
  // computed for 2026, a period the seed does not publish (indeks_diumumkan = 2023-2025).
  const [region] = await rows<{ id: number }>(
    sql`select p.id from profil_pemda p join m_daerah d on d.id = p.m_daerah_id where d.kode = '32.73'`,
  );
  profilId = region!.id;
  const [ok] = await rows<{ id: number }>(sql`
    insert into iga2020_inovasi (profil_id, nama, tahun, inovasi_status, is_covid)
    values (${profilId}, 'Inovasi Terverifikasi Uji', 2024, 2, 9) returning id`);
  const [pending] = await rows<{ id: number }>(sql`
    insert into iga2020_inovasi (profil_id, nama, tahun, inovasi_status)
    values (${profilId}, 'Inovasi RAHASIA Menunggu', 2024, 1) returning id`);
  await t.db.execute(sql`
    insert into nomor_registrasi (inovasi_id, hash, status_nomor) values
      (${ok!.id}, ${randomUUID()}, 1), (${pending!.id}, ${randomUUID()}, 0)`);
  for (const [tahun, indeks] of [
    [2024, 61.23],
    [2026, 98.76],
  ] as const)
    await t.db.execute(sql`
      insert into skor_indeks (profil_id, tahun, method_version, indeks)
      values (${profilId}, ${tahun}, '2023.1', ${indeks})
      on conflict (profil_id, tahun) do update set indeks = excluded.indeks, predikat = null`);
  const [cat1] = await rows<{ id: number }>(sql`select id from winner_category limit 1`);
  await t.db.execute(sql`
    insert into winners (tahun, category_id, profil_id, urutan) values (2023, ${cat1!.id}, ${profilId}, 1)`);
});
afterAll(() => t.close());

const PAGES = [
  ['/panduan', 'Panduan'],
  ['/pengumuman', 'Pengumuman'],
  ['/pengumuman/pengumuman-terbit-uji', 'Pengumuman Terbit Uji'],
  ['/laporan', 'Laporan Tahunan'],
  ['/dokumen', 'Dokumen'],
  ['/berita', 'Berita'],
  ['/galeri', 'Galeri'],
  ['/pemenang', 'Pemenang'],
] as const;

describe('the public pages', () => {
  it.each(PAGES)(
    '%s answers HTML without a login, with its title and Open Graph tags',
    async (path, title) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('cache-control')).toContain('max-age=');
      expect(res.headers.get('etag')).toBeTruthy();
      const page = await res.text();
      expect(page).toContain(`<title>${title} · Portal Indeks Inovasi Daerah</title>`);
      expect(page).toMatch(/<meta name="description" content="[^"]+"/);
      expect(page).toContain(`<meta property="og:title" content="${title}"`);
      expect(page).toMatch(/<meta property="og:url" content="http[^"]+"/);
      expect(page).toContain('<html lang="id">');
      expect(page).not.toContain('<script');
      expect(page).not.toContain('RAHASIA');
    },
  );

  it('lists the published items of each content list with their files, never a draft', async () => {
    for (const [path, title] of [
      ['/panduan', 'Panduan'],
      ['/laporan', 'Laporan'],
      ['/dokumen', 'Dokumen'],
    ]) {
      const page = await (await get(path!)).text();
      expect(page).toContain(`${title} Terbit Uji`);
      expect(page).toContain(`/api/portal/berkas/${publicFileId}`);
      expect(page).not.toContain(`/api/portal/berkas/${draftFileId}`);
    }
    expect(await (await get('/berita')).text()).toContain('Berita Terbit Uji');
    expect(await (await get('/pengumuman')).text()).toContain('/pengumuman/pengumuman-terbit-uji');
  });

  it('searches and pages a list in the address', async () => {
    const hit = await (await get('/pengumuman?q=terbit+uji')).text();
    expect(hit).toContain('Pengumuman Terbit Uji');
    const miss = await (await get('/pengumuman?q=tidak-ada-yang-begini')).text();
    expect(miss).toContain('Tidak ada hasil');
    expect((await get('/berita?halaman=999')).status).toBe(200);
  });

  it('shows an announcement sanitised, and a draft or unknown slug as a 404 page', async () => {
    const page = await (await get('/pengumuman/pengumuman-terbit-uji')).text();
    expect(page).toContain('terbit');
    expect(page).not.toContain('alert(1)');
    const draft = await get('/pengumuman/pengumuman-draf-rahasia');
    expect(draft.status).toBe(404);
    expect(await draft.text()).not.toContain('RAHASIA');
    expect((await get('/pengumuman/tidak-ada')).status).toBe(404);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/panduan');
    const etag = first.headers.get('etag')!;
    const again = await get('/panduan', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('shows a draft once an editor publishes it, and hides it again when unpublished', async () => {
    const [draft] = await rows<{ id: number }>(
      sql`select id from news where title = 'Berita DRAF RAHASIA'`,
    );
    expect(await (await get('/berita')).text()).not.toContain('RAHASIA');
    const put = await t.call('PUT', `/api/crud/news/${draft!.id}`, {
      as: 'admin',
      body: { is_published: 1 },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.published_at).toBeTruthy();
    expect(await (await get('/berita')).text()).toContain('Berita DRAF RAHASIA');
    await t.call('PUT', `/api/crud/news/${draft!.id}`, { as: 'admin', body: { is_published: 0 } });
    expect(await (await get('/berita')).text()).not.toContain('RAHASIA');
  });
});

describe('a region landing page', () => {
  it('shows the region, its published index, its verified innovations and awards only', async () => {
    const res = await get(`/landing/pemda/${profilId}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toMatch(/<title>[^<]*Bandung[^<]* · Portal Indeks Inovasi Daerah<\/title>/);
    expect(page).toContain('og:title');
    expect(page).toContain('Inovasi Terverifikasi Uji');
    expect(page).toContain('Penerapan');
    expect(page).not.toContain('RAHASIA');
    // 2024 is published: its index, with an Indonesian decimal comma; 2026 is not.
    expect(page).toContain('61,23');
    expect(page).not.toContain('98,76');
    expect(page).toMatch(/2026\s*<\/th>\s*<td colspan="3">\s*Belum diumumkan/);
    expect(page).toContain('<svg');
    expect(page).toMatch(/2023: [^<]+, peringkat 1/);
  });

  it('is a 404 page for an unknown region', async () => {
    expect((await get('/landing/pemda/999999')).status).toBe(404);
  });
});

describe('sitemap and robots', () => {
  it('lists the public pages, published announcements and the regions', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    for (const [path] of PAGES) expect(xml).toContain(`${path}</loc>`);
    expect(xml).toContain(`/landing/pemda/${profilId}</loc>`);
    expect(xml).not.toContain('rahasia');
  });

  it('points crawlers at the sitemap and away from the API', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain('Sitemap: ');
    expect(text).toContain('Disallow: /api/');
  });
});

describe('the public JSON API', () => {
  it.each([
    '/api/v1/announcements',
    '/api/content/panduan',
    '/api/content/laporan-tahunan',
    '/api/content/dokumen',
    '/api/content',
  ])('%s answers without a login, published items only', async (path) => {
    const res = await t.call('GET', path);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(JSON.stringify(res.body)).not.toContain('RAHASIA');
  });

  it('pages and searches, with total', async () => {
    const res = await t.call('GET', '/api/content/panduan?search=terbit%20uji&per_page=1');
    expect(res.body.total).toBe(1);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].file).toBe(`/api/portal/berkas/${publicFileId}`);
    const ann = await t.call('GET', '/api/v1/announcements?search=draf');
    expect(ann.body.total).toBe(0);
  });

  it('answers one announcement by slug, never a draft', async () => {
    const ok = await t.call('GET', '/api/v1/announcements/pengumuman-terbit-uji');
    expect(ok.status).toBe(200);
    expect(ok.body.data.content).not.toContain('script');
    expect((await t.call('GET', '/api/v1/announcements/pengumuman-draf-rahasia')).status).toBe(404);
  });

  it('gives the site sections by section, sanitised', async () => {
    const res = await t.call('GET', '/api/content?section=faq');
    const row = res.body.data.find((r: { slug: string }) => r.slug === 'tanya-uji');
    expect(row.content).toBe('<p>Jawab</p>');
    expect((await t.call('GET', '/api/content?section=lain')).status).toBe(400);
  });

  it('gives every section without ?section= (spec 7 GET /content), each row with its section', async () => {
    const all = await t.call('GET', '/api/content');
    const bySlug = (slug: string) =>
      all.body.data.find((r: { slug: string }) => r.slug === slug) as { section: string };
    expect(bySlug('tanya-uji').section).toBe('faq');
    expect(bySlug('tentang-uji').section).toBe('about-us');
    expect(bySlug('profil-uji').section).toBe('profil');
    const one = await t.call('GET', '/api/content?section=profil');
    expect(one.body.data.map((r: { section: string }) => r.section)).toEqual(
      one.body.data.map(() => 'profil'),
    );
    expect(one.body.data.some((r: { slug: string }) => r.slug === 'profil-uji')).toBe(true);
  });

  it('sends an ETag and answers 304 to it', async () => {
    const first = await t.app.request('/api/v1/announcements');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toContain('public');
    const again = await t.app.request('/api/v1/announcements', {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('serves a published item file to anyone, never a draft file', async () => {
    const ok = await t.app.request(`/api/portal/berkas/${publicFileId}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect((await t.app.request(`/api/portal/berkas/${draftFileId}`)).status).toBe(404);
  });
});

describe('publishing', () => {
  it('makes an announcement slug from its title, unique, and starts it as a draft', async () => {
    const a = await t.call('POST', '/api/crud/announcements', {
      as: 'admin',
      body: { judul: 'Pengumuman Terbit Uji' },
    });
    expect(a.status).toBe(201);
    expect(a.body.data.slug).toBe('pengumuman-terbit-uji-2');
    expect(a.body.data.is_published).toBe(0);
    const b = await t.call('POST', '/api/crud/announcements', {
      as: 'admin',
      body: { judul: 'Lain', slug: 'slug-pilihan-editor' },
    });
    expect(b.body.data.slug).toBe('slug-pilihan-editor');
    const dup = await t.call('POST', '/api/crud/announcements', {
      as: 'admin',
      body: { judul: 'Lain lagi', slug: 'slug-pilihan-editor' },
    });
    expect(dup.status).toBe(422);
  });

  it('keeps the admin lists working with the publication state as a filter', async () => {
    const res = await t.call('GET', '/api/crud/contents?is_published=0&per_page=100', {
      as: 'admin',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data.every((r: { is_published: number }) => r.is_published === 0)).toBe(true);
  });
});
