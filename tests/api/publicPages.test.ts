import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * The public pages of issue 37 item 8 (finding 10), on the demo data: every guide, report and
 * document leads to its page and its file, the not-found page leads to /beranda, the site has an
 * icon, /data shows the announced index as a table people can search and download, and
 * /api/docs opens on a list of groups, each group's reference a document of its own.
 */

let t: TestApp;

const get = (path: string) => t.app.request(path, { headers: { accept: 'text/html' } });
const page = async (path: string) => {
  const res = await get(path);
  return { status: res.status, doc: new JSDOM(await res.text()).window.document };
};
const hrefs = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll<HTMLAnchorElement>(selector)].map((a) => a.getAttribute('href')!);

beforeAll(async () => {
  t = await createTestApp();
  // One item of each list without a file: it still leads somewhere.
  for (const slug of ['panduan', 'laporan-tahunan', 'dokumen'])
    await t.db.execute(sql`
      insert into contents (category_id, title, description, is_published)
      select id, ${`Tanpa Berkas ${slug}`}, 'belum ada berkas', 1
      from content_categories where slug = ${slug}`);
}, 120_000);

afterAll(() => t?.close());

describe('the guide, report and document lists', () => {
  it.each(['/panduan', '/laporan', '/dokumen'])(
    '%s: every entry links to its page, and that page to its file',
    async (path) => {
      const { status, doc } = await page(path);
      expect(status).toBe(200);
      const cards = [...doc.querySelectorAll('main li.card')];
      expect(cards.length).toBeGreaterThan(1);
      let withFile = 0;
      for (const card of cards) {
        const title = card.querySelector('h2 a');
        expect(title?.getAttribute('href'), card.textContent!).toMatch(
          new RegExp(`^${path}/\\d+$`),
        );
        const detail = await page(title!.getAttribute('href')!);
        expect(detail.status).toBe(200);
        expect(detail.doc.querySelector('h1')?.textContent).toBe(title!.textContent);
        const files = hrefs(detail.doc, 'main a[href^="/api/portal/berkas/"]');
        if (card.textContent!.includes('Tanpa Berkas')) {
          expect(files).toEqual([]);
          expect(detail.doc.querySelector('main')!.textContent).toContain(
            'Belum ada berkas untuk diunduh',
          );
          continue;
        }
        withFile++;
        // The download says what it gives, on the list and on the page, and the file answers.
        expect(card.textContent).toMatch(
          /Unduh (PDF|Word|Excel|PowerPoint|gambar|berkas), [\d,]+ (B|KB|MB)/,
        );
        expect(files).toHaveLength(1);
        expect(hrefs(card, 'a[href^="/api/portal/berkas/"]')).toEqual(files);
        const file = await t.app.request(files[0]!);
        expect(file.status).toBe(200);
      }
      expect(withFile).toBeGreaterThan(0);
    },
    60_000,
  );

  it('answers 404 for a draft, an unknown id or an item of another list', async () => {
    const [draft] = (
      (await t.db.execute(sql`
        insert into contents (category_id, title, is_published)
        select id, 'Draf Rahasia', 0 from content_categories where slug = 'laporan-tahunan'
        returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    expect((await get(`/laporan/${draft!.id}`)).status).toBe(404);
    expect((await get('/laporan/999999')).status).toBe(404);
    const { doc } = await page('/panduan');
    const guide = doc.querySelector('main li.card h2 a')!.getAttribute('href')!;
    expect((await get(guide.replace('/panduan/', '/laporan/'))).status).toBe(404);
  });
});

describe('the not-found page', () => {
  it('leads back to the public home, not to the login form', async () => {
    for (const path of ['/pengumuman/tidak-ada', '/laporan/999999', '/landing/pemda/999999']) {
      const { status, doc } = await page(path);
      expect(status).toBe(404);
      const back = [...doc.querySelectorAll('main a')].find((a) =>
        a.textContent!.includes('Kembali ke beranda'),
      );
      expect(back?.getAttribute('href'), path).toBe('/beranda');
    }
  });
});

describe('the icon', () => {
  it('answers /favicon.ico and /favicon.svg', async () => {
    const ico = await t.app.request('/favicon.ico');
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    // An ICO file starts with reserved 0, type 1 (icon) and at least one image.
    const bytes = new Uint8Array(await ico.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes[4]).toBeGreaterThan(0);
    const svg = await t.app.request('/favicon.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
  });

  it('is named by the public pages, the API reference and the console', async () => {
    for (const path of ['/beranda', '/laporan', '/data', '/pengumuman/tidak-ada', '/api/docs']) {
      const { doc } = await page(path);
      expect(hrefs(doc, 'head link[rel="icon"]'), path).toEqual(['/favicon.svg', '/favicon.ico']);
    }
    const tagPage = await page('/api/docs?tag=Portal%20publik');
    expect(hrefs(tagPage.doc, 'head link[rel="icon"]')).toEqual(['/favicon.svg', '/favicon.ico']);
    // The console's page (built by Vite from index.html, which leaves these links as they are).
    const console = new JSDOM(readFileSync('index.html', 'utf8')).window.document;
    expect(hrefs(console, 'head link[rel="icon"]')).toEqual(['/favicon.svg', '/favicon.ico']);
  });
});

describe('/data, the open data page', () => {
  it('shows the announced index as a table, with predicate counts and both downloads first', async () => {
    const { status, doc } = await page('/data');
    expect(status).toBe(200);
    const main = doc.querySelector('main')!;
    expect(main.querySelector('h2#indeks')?.textContent).toBe('Indeks Inovasi Daerah 2025');
    const rows = [...main.querySelectorAll('#tabel-indeks tbody tr')];
    expect(rows.length).toBe(25);
    const open = (await (await t.app.request('/api/open/v1/indeks?tahun=2025')).json()) as {
      data: { nama_daerah: string; predikat: string | null }[];
      total: number;
    };
    expect(rows[0]!.textContent).toContain(open.data[0]!.nama_daerah);
    // The counts add up to every region of the period, the stored predicates among them.
    const counts = [...main.querySelectorAll('ul.hitung li')].map((li) => ({
      n: Number(li.querySelector('strong')!.textContent),
      predikat: li.querySelector('span')!.textContent,
    }));
    expect(counts.map((c) => c.predikat)).toEqual(
      expect.arrayContaining(['Sangat Inovatif', 'Inovatif', 'Kurang Inovatif']),
    );
    expect(counts.reduce((s, c) => s + c.n, 0)).toBe(open.total);
    const kurang = open.data.filter((r) => r.predikat === 'Kurang Inovatif').length;
    expect(counts.find((c) => c.predikat === 'Kurang Inovatif')!.n).toBe(kurang);

    const csv = main.querySelector<HTMLAnchorElement>('a[download$=".csv"]')!;
    const json = main.querySelector<HTMLAnchorElement>('a[download$=".json"]')!;
    expect(csv.textContent).toBe('Unduh CSV');
    expect(json.textContent).toBe('Unduh JSON');
    const csvRes = await t.app.request(csv.getAttribute('href')!);
    expect(csvRes.status).toBe(200);
    expect(csvRes.headers.get('content-type')).toContain('text/csv');
    expect((await csvRes.text()).split('\n').filter(Boolean)).toHaveLength(open.total + 1);
    const jsonRes = await t.app.request(json.getAttribute('href')!);
    expect(((await jsonRes.json()) as { total: number }).total).toBe(open.total);

    // People's part first, the developers' after it.
    const html = main.innerHTML;
    expect(html.indexOf('Unduh CSV')).toBeLessThan(html.indexOf('id="pengembang"'));
    expect(html.indexOf('id="tabel-indeks"')).toBeLessThan(html.indexOf('id="pengembang"'));
    expect(html.indexOf('id="pengembang"')).toBeLessThan(html.indexOf('curl'));
  });

  it('searches by region name or code, keeps the period, and pages', async () => {
    const { doc } = await page('/data?tahun=2024&q=bandung');
    const main = doc.querySelector('main')!;
    expect(main.querySelector('h2#indeks')?.textContent).toBe('Indeks Inovasi Daerah 2024');
    const names = [...main.querySelectorAll('#tabel-indeks tbody tr td:nth-child(2)')].map(
      (td) => td.textContent!,
    );
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.toLowerCase()).toContain('bandung');
    expect(main.querySelector<HTMLInputElement>('form input[name="tahun"]')!.value).toBe('2024');
    expect(hrefs(main, 'a[download]')[0]).toBe('/api/open/v1/indeks?tahun=2024&format=csv');

    const byCode = await page('/data?q=32.73');
    expect(byCode.doc.querySelector('#tabel-indeks tbody')!.textContent).toContain('32.73');
    const second = await page('/data?halaman=2');
    expect(second.doc.querySelector('#tabel-indeks tbody tr td')!.textContent).not.toBe('1');
    expect(hrefs(second.doc, 'nav.pager a[rel="prev"]')).toEqual(['/data?tahun=2025']);
  });

  it('wraps its code boxes instead of widening the page', async () => {
    const { doc } = await page('/data');
    const boxes = [...doc.querySelectorAll<HTMLElement>('main pre')];
    expect(boxes.length).toBeGreaterThan(3);
    for (const pre of boxes) {
      expect(pre.style.whiteSpace).toBe('pre-wrap');
      expect(pre.style.overflowWrap).toBe('anywhere');
    }
  });
});

describe('/api/docs', () => {
  it('opens on the groups of the API, each leading to its own reference', async () => {
    const { status, doc } = await page('/api/docs');
    expect(status).toBe(200);
    expect(doc.querySelector('script')).toBeNull();
    const groups = [...doc.querySelectorAll('main details')];
    expect(groups.length).toBeGreaterThan(20);
    const links = hrefs(doc, 'main details a[href^="/api/docs?tag="]');
    expect(links).toHaveLength(groups.length);
    const tagPage = await t.app.request(links[0]!);
    expect(tagPage.status).toBe(200);
    const html = await tagPage.text();
    expect(html).toContain('id="swagger-ui"');
    expect(html).not.toMatch(/https?:\/\//);
    expect((await get('/api/docs?tag=Tidak%20Ada')).status).toBe(404);
  });

  it('gives each group a document of its operations and the components they reach', async () => {
    const whole = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const res = await t.app.request('/api/openapi.json?tag=Portal%20publik');
    expect(res.status).toBe(200);
    const text = await res.text();
    const part = JSON.parse(text) as typeof whole & {
      components: Record<string, Record<string, unknown>>;
    };
    const ops = (d: typeof whole, tag: string) =>
      Object.entries(d.paths).flatMap(([p, item]) =>
        Object.entries(item)
          .filter(([, op]) => op.tags?.includes(tag))
          .map(([m]) => `${m} ${p}`),
      );
    expect(ops(part, 'Portal publik')).toEqual(ops(whole, 'Portal publik'));
    expect(Object.values(part.paths).flatMap((i) => Object.values(i))).toHaveLength(
      ops(whole, 'Portal publik').length,
    );
    // Every reference resolves inside the part.
    for (const [, kind, name] of text.matchAll(/"#\/components\/([^/"]+)\/([^"]+)"/g))
      expect(part.components[kind!]?.[name!], `${kind}/${name}`).toBeDefined();
    expect(text.length).toBeLessThan(JSON.stringify(whole).length / 10);
    expect((await t.app.request('/api/openapi.json?tag=Tidak%20Ada')).status).toBe(404);
  });
});
