import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { MENU_PAGES } from '../../domain/modules';
import { laporanId } from '../../i18n/id/laporan';
import { login, type Check } from './checks';
import { expect } from './expect';

const L = laporanId.laporan;
const REPORTS = MENU_PAGES.filter((p) => p.group === 'laporan');
const title = (slug: string) => L.screens[slug as keyof typeof L.screens];

/** The tab a row's predicate sits on (spec 9: "Sangat Inovatif" is the tab "Terinovatif"). */
const TAB_OF: Record<string, { value: string; label: string }> = {
  'Tidak Dapat Dinilai': { value: '0', label: L.tabs['0'] },
  'Kurang Inovatif': { value: '1', label: L.tabs['1'] },
  Inovatif: { value: '2', label: L.tabs['2'] },
  'Sangat Inovatif': { value: '3', label: L.tabs['3'] },
};

const WAIT = 15_000;

/** Waits until `read()` answers `want` (a busy machine renders late); throws with the last one. */
async function until<T>(what: string, read: () => Promise<T>, want: (v: T) => boolean) {
  const deadline = Date.now() + WAIT;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (want(last)) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: ${JSON.stringify(last)}`);
}

/** A MUI select of the filter bar, by its label. */
const select = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label}\\b`) });

async function choose(page: Page, label: string, option: string) {
  await select(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await until(
    `${label} = ${option}`,
    () => select(page, label).innerText(),
    (t) => t === option,
  );
}

/** The screen's data rows (the header row left out). */
const dataRows = (page: Page, slug: string) =>
  page.getByRole('table', { name: title(slug), exact: true }).locator('tbody tr');

/** Opens a report and waits for its heading and its rows or its empty text. */
async function openReport(page: Page, url: string, slug: string, query = '') {
  await page.goto(`${url}/dashboard/${slug}${query}`);
  await expect(
    page.getByRole('heading', { level: 1, name: title(slug), exact: true }),
  ).toBeVisible();
  if (slug === 'analisis') {
    for (const part of [L.analisis.kelompok, L.analisis.histogram, L.analisis.selisih_terbesar])
      await expect(page.getByRole('heading', { level: 2, name: part, exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: L.analisis.tren, exact: true }),
    ).toBeVisible();
    return;
  }
  const empty = slug.startsWith('rekap-') ? L.kosong_rekap : L.kosong;
  await expect(
    dataRows(page, slug)
      .first()
      .or(page.getByText(empty, { exact: true })),
  ).toBeVisible();
}

/** Clicks an export button and reads the file back: its name, and that it is the format asked. */
async function download(page: Page, button: Locator, format: 'excel' | 'pdf') {
  const [request, file] = await Promise.all([
    page.waitForRequest((r) => r.url().includes(`/download-${format}`), { timeout: 60_000 }),
    page.waitForEvent('download', { timeout: 60_000 }),
    button.click(),
  ]);
  const name = file.suggestedFilename();
  const ext = format === 'excel' ? '.xlsx' : '.pdf';
  if (!name.endsWith(ext)) throw new Error(`berkas ${format}: ${name}`);
  const path = await file.path();
  const bytes = await readFile(path);
  if (bytes.length === 0) throw new Error(`berkas ${name} kosong`);
  const magic = format === 'excel' ? 'PK\u0003\u0004' : '%PDF';
  if (bytes.subarray(0, 4).toString('latin1') !== magic)
    throw new Error(
      `${name} bukan ${ext}: ${JSON.stringify(bytes.subarray(0, 8).toString('latin1'))}`,
    );
  return { query: new URL(request.url()).searchParams, bytes, name };
}

/** Every text cell of the workbook's sheets. */
async function workbookTexts(bytes: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const texts: string[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        texts.push(String(cell.text ?? ''));
      }),
    ),
  );
  return texts;
}

function sameQuery(what: string, got: URLSearchParams, want: Record<string, string>) {
  for (const [k, v] of Object.entries(want))
    if (got.get(k) !== v) throw new Error(`${what}: ${k}=${got.get(k)} (diharapkan ${v})`);
}

/**
 * Issue 24 in the browser: every report opens for superadmin; an average report and a recap keep
 * their tab and filters in the URL through a reload and export what is on screen; a pemda sees
 * the average-index panel on its home and no "Laporan" divider.
 */
export const LAPORAN_CHECKS: Check[] = [
  {
    name: 'laporan: superadmin membuka ketiga belas laporan dari divider Laporan',
    async run({ page, url, shot }) {
      if (REPORTS.length !== 13) throw new Error(`${REPORTS.length} laporan di MENU_PAGES`);
      await login(page, url, 'superadmin');
      await page.waitForURL(/\/dashboard\//);
      await expect(page.locator('.MuiListSubheader-root', { hasText: /^Laporan$/ })).toBeVisible();
      for (const report of REPORTS) {
        await openReport(page, url, report.slug);
        await expect(page.getByText(L.gagal)).toHaveCount(0);
        // No page-wide horizontal scrollbar (once a hidden caption 100 % wide on analisis).
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        if (wide > page.viewportSize()!.width) throw new Error(`${report.slug} selebar ${wide} px`);
        await shot(`laporan-${report.slug}`);
      }
    },
  },
  {
    name: 'laporan: indeks rata-rata nasional menyimpan tab, sumber dan pencarian di URL dan mengekspornya',
    async run({ page, url, shot }) {
      const slug = 'indeks-rata-rata-inovasi-nasional';
      await login(page, url, 'superadmin');
      await page.waitForURL(/\/dashboard\//);
      await openReport(page, url, slug);

      // The filter: the verified index instead of the self assessment.
      await choose(page, L.sumber, L.sumber_verifikasi);
      await page.waitForURL((u) => u.searchParams.get('sumber') === 'verifikasi');
      await expect(page.getByRole('tab', { name: /^Semua/, selected: true })).toBeVisible();
      const first = dataRows(page, slug).first();
      await expect(first).toBeVisible();
      const nama = (await first.getByRole('cell').nth(1).innerText()).trim();
      const predikat = (await first.getByRole('cell').last().innerText()).trim();
      const tab = TAB_OF[predikat];
      if (!tab) throw new Error(`predikat tak dikenal: "${predikat}"`);

      // The search, then the row's own predicate tab: the row stays, alone with its namesakes.
      await page.getByLabel(L.cari).fill(nama);
      await page.waitForURL((u) => u.searchParams.get('q') === nama);
      await page.getByRole('tab', { name: new RegExp(`^${tab.label} \\(`) }).click();
      await page.waitForURL((u) => u.searchParams.get('tab') === tab.value);
      const rows = dataRows(page, slug);
      await expect(rows.filter({ hasText: nama })).toBeVisible();
      await until(
        'baris di luar pencarian/tab',
        async () =>
          (await rows.allInnerTexts()).filter((t) => !t.includes(nama) || !t.includes(predikat)),
        (off) => off.length === 0,
      );
      await shot('laporan-nasional-difilter');

      // The exports carry what is on screen.
      const want = { sumber: 'verifikasi', tab: tab.value, search: nama };
      const xlsx = await download(
        page,
        page.getByRole('button', { name: L.unduh_excel, exact: true }),
        'excel',
      );
      sameQuery('Excel', xlsx.query, want);
      if (!xlsx.name.startsWith(title(slug))) throw new Error(`nama berkas: ${xlsx.name}`);
      const texts = await workbookTexts(xlsx.bytes);
      if (!texts.includes(nama)) throw new Error(`${nama} tidak ada di Excel`);
      const pdf = await download(
        page,
        page.getByRole('button', { name: L.unduh_pdf, exact: true }),
        'pdf',
      );
      sameQuery('PDF', pdf.query, want);
      // The national recap per province downloads too.
      const rekap = await download(
        page,
        page.getByRole('button', { name: `${L.unduh_excel} (${L.rekap_per_propinsi})` }),
        'excel',
      );
      sameQuery('Rekap per provinsi', rekap.query, { sumber: 'verifikasi' });

      // The URL, reloaded, is the same screen.
      const before = new URL(page.url());
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: title(slug), exact: true }),
      ).toBeVisible();
      if (new URL(page.url()).search !== before.search)
        throw new Error(`URL berubah: ${before.search} → ${new URL(page.url()).search}`);
      await expect(
        page.getByRole('tab', { name: new RegExp(`^${tab.label} \\(`), selected: true }),
      ).toBeVisible();
      await until(
        'sumber setelah muat ulang',
        () => select(page, L.sumber).innerText(),
        (t) => t === L.sumber_verifikasi,
      );
      await until(
        'pencarian setelah muat ulang',
        () => page.getByLabel(L.cari).inputValue(),
        (v) => v === nama,
      );
      await expect(dataRows(page, slug).filter({ hasText: nama })).toBeVisible();
      await shot('laporan-nasional-dimuat-ulang');
    },
  },
  {
    name: 'laporan: tampilan provinsi dengan kabupaten/kota bertahan setelah muat ulang',
    async run({ page, url, shot }) {
      const slug = 'indeks-rata-rata-inovasi-provinsi';
      await login(page, url, 'superadmin');
      await page.waitForURL(/\/dashboard\//);
      await openReport(page, url, slug);
      await until(
        'baris provinsi',
        () => dataRows(page, slug).count(),
        (n) => n > 0,
      );
      await choose(page, L.tampilan, L.tampilan_propinsi2);
      await page.waitForURL((u) => u.searchParams.get('tampilan') === 'propinsi2');
      const pdf = await download(
        page,
        page.getByRole('button', { name: L.unduh_pdf, exact: true }),
        'pdf',
      );
      if (!pdf.name.startsWith(title(slug))) throw new Error(`nama berkas: ${pdf.name}`);
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: title(slug), exact: true }),
      ).toBeVisible();
      await until(
        'tampilan setelah muat ulang',
        () => select(page, L.tampilan).innerText(),
        (t) => t === L.tampilan_propinsi2,
      );
      if (new URL(page.url()).searchParams.get('tampilan') !== 'propinsi2')
        throw new Error(`URL setelah muat ulang: ${page.url()}`);
      await expect(dataRows(page, slug).first()).toBeVisible();
      await shot('laporan-provinsi-propinsi2');
    },
  },
  {
    name: 'laporan: rekap jenis inovasi mengganti tahun, mengekspor dan bertahan setelah muat ulang',
    async run({ page, url, shot }) {
      const slug = 'rekap-jenis-inovasi';
      await login(page, url, 'superadmin');
      await page.waitForURL(/\/dashboard\//);
      await openReport(page, url, slug);
      const active = (await select(page, L.tahun).innerText()).trim();
      await select(page, L.tahun).click();
      const years = (await page.getByRole('option').allInnerTexts()).map((y) => y.trim());
      const other = years.find((y) => y !== active);
      await page.keyboard.press('Escape');
      if (!other) throw new Error(`hanya satu periode: ${years.join(', ')}`);

      // Another year, and back: the demo's active year has innovations (rows and a chart).
      await choose(page, L.tahun, other);
      await page.waitForURL((u) => u.searchParams.get('tahun') === other);
      await expect(
        page.getByText(L.intro.recap.replace('%{tahun}', other), { exact: true }),
      ).toBeVisible();
      await expect(
        dataRows(page, slug)
          .first()
          .or(page.getByText(L.kosong_rekap, { exact: true })),
      ).toBeVisible();
      await shot('laporan-rekap-jenis-tahun-lain');

      const xlsx = await download(
        page,
        page.getByRole('button', { name: L.unduh_excel, exact: true }),
        'excel',
      );
      sameQuery('Excel', xlsx.query, { tahun: other });
      const pdf = await download(
        page,
        page.getByRole('button', { name: L.unduh_pdf, exact: true }),
        'pdf',
      );
      sameQuery('PDF', pdf.query, { tahun: other });

      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: title(slug), exact: true }),
      ).toBeVisible();
      await until(
        'tahun setelah muat ulang',
        () => select(page, L.tahun).innerText(),
        (t) => t.trim() === other,
      );
      await expect(
        page.getByText(L.intro.recap.replace('%{tahun}', other), { exact: true }),
      ).toBeVisible();

      await choose(page, L.tahun, active);
      await expect(dataRows(page, slug).first()).toBeVisible();
      await expect(
        page.getByRole('img', { name: L.grafik.replace('%{judul}', title(slug)), exact: true }),
      ).toBeVisible();
      await shot('laporan-rekap-jenis');
    },
  },
  {
    name: 'laporan: pemda melihat panel indeks rata-rata di beranda tanpa divider Laporan',
    async run({ page, url, shot }) {
      await login(page, url, 'pemda');
      await page.waitForURL(/\/dashboard\/summary/);
      const panel = page.getByRole('region', { name: /^Indeks Rata-rata Inovasi \d{4}$/ });
      await expect(panel).toBeVisible();
      await expect(panel.getByText(L.panel.nasional, { exact: true })).toBeVisible();
      await expect(panel.getByText(/^Indeks (?!Rata-rata)\S/).first()).toBeVisible();
      await expect(panel.getByText(L.panel.sebaran)).toBeVisible();
      await expect(panel.getByRole('link', { name: L.panel.buka_laporan })).toHaveCount(0);
      await expect(page.getByText(L.panel.gagal)).toHaveCount(0);
      // The sidebar is there (its first divider), and "Laporan" is not among its dividers.
      const dividers = page.locator('.MuiListSubheader-root');
      await expect(dividers.first()).toBeVisible();
      const shown = (await dividers.allInnerTexts()).map((s) => s.trim());
      if (!shown.includes('Dashboard') || shown.includes('Laporan'))
        throw new Error(`divider pemda: ${JSON.stringify(shown)}`);
      await shot('laporan-pemda-panel');
    },
  },
];
