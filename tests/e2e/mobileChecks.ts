import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { login, type Check } from './checks';
import { expect } from './expect';

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'id-ID',
};

/** Spec 9 (phones): nothing on the page scrolls sideways. */
async function noSideScroll(page: Page, where: string) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  if (scroll > client) throw new Error(`${where}: scrollWidth ${scroll} > clientWidth ${client}`);
}

/** Buttons in view smaller than 44 × 44 px (WCAG 2.5.5 touch targets). */
async function smallButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('button, [role="button"], [role="tab"]'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const hidden = r.width === 0 || el.closest('[aria-hidden="true"]');
        return !hidden && (r.height < 44 || r.width < 44);
      })
      .map((el) => `${el.getAttribute('aria-label') ?? el.textContent?.trim()} (${el.className})`),
  );
}

async function bigEnough(page: Page, where: string) {
  const small = await smallButtons(page);
  if (small.length) throw new Error(`${where}: tombol < 44 px: ${small.slice(0, 5).join('; ')}`);
}

/** axe-core (from node_modules, no network): no serious or critical violation. */
async function accessible(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    throw new Error(
      `${where}: ${bad.map((v) => `${v.impact} ${v.id}: ${v.nodes[0]?.target.join(' ')}`).join('; ')}`,
    );
  }
}

/** The API's answer for a path, with the session the page holds. */
async function apiGet(page: Page, path: string): Promise<Record<string, unknown>> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await res.json()) as Record<string, unknown>;
  }, path);
}

/**
 * The filter fields of a hand-written list stack one under the other on a phone, close together
 * (a flex basis meant for a row once turned into a 240 px tall gap between them).
 */
async function filtersStackedClosely(page: Page, labels: RegExp[], where: string) {
  const boxes = [];
  for (const label of labels) {
    const field = page.getByLabel(label).first();
    await field.waitFor();
    boxes.push((await field.boundingBox())!);
  }
  for (let i = 1; i < boxes.length; i++) {
    const gap = boxes[i]!.y - (boxes[i - 1]!.y + boxes[i - 1]!.height);
    if (gap > 48) throw new Error(`${where}: ${gap} px antara ${labels[i - 1]} dan ${labels[i]}`);
  }
}

export const MOBILE_CHECKS: Check[] = [
  {
    name: 'ranking, arsip dan daerah binaan di ponsel 390×844: kotak filter bertumpuk rapat, tanpa gulir ke samping',
    context: PHONE,
    async run({ page, url, shot }) {
      await login(page, url, 'superadmin');
      await page.waitForURL(/\/dashboard\//);
      await page.goto(`${url}/dashboard/ranking-index`);
      await filtersStackedClosely(page, [/^Tahun/, /^Klaster/, /^Cari daerah/], 'ranking-index');
      // A card per row, headed by the region's link, instead of a table wider than the phone.
      const cards = page.getByRole('list', { name: 'Ranking Indeks' }).getByRole('listitem');
      await expect(cards.first().getByRole('link')).toBeVisible();
      await expect(page.locator('table')).toHaveCount(0);
      await noSideScroll(page, 'ranking-index');
      await shot('m10-ranking-ponsel');
      await page.goto(`${url}/dashboard/arsip`);
      await filtersStackedClosely(page, [/^Tahun/, /^Cari inovasi/], 'arsip');
      // The demo archive has rows (issue 35): a card per innovation, no table wider than the phone.
      const archived = page.getByRole('list', { name: 'Arsip Inovasi' }).getByRole('listitem');
      await expect(archived.first()).toBeVisible();
      await expect(page.locator('table')).toHaveCount(0);
      await noSideScroll(page, 'arsip');
      await page.evaluate(() => localStorage.clear());
      await login(page, url, 'provinsi');
      await page.waitForURL(/\/dashboard\//);
      await page.goto(`${url}/dashboard/daerah-binaan`);
      await filtersStackedClosely(page, [/^Cari inovasi/, /^Urutkan/], 'daerah-binaan');
      const innovations = page.getByRole('list', { name: 'Inovasi Daerah Binaan' });
      await expect(
        innovations.getByRole('button', { name: 'Lihat dokumen' }).first(),
      ).toBeVisible();
      await expect(page.locator('table')).toHaveCount(0);
      await noSideScroll(page, 'daerah-binaan');
      await bigEnough(page, 'daerah-binaan');
      await shot('m11-daerah-binaan-ponsel');
    },
  },
  {
    name: 'pemda di ponsel 390×844: dashboard, daftar, filter, formulir inovasi dan perangkat daerah tanpa gulir ke samping',
    context: PHONE,
    async run({ page, url, shot }) {
      await login(page, url, 'pemda');
      await page.waitForURL(/\/dashboard\/summary/);
      await expect(page.getByText('Penerapan').first()).toBeVisible();
      await page.waitForTimeout(800);
      await noSideScroll(page, 'dashboard');
      await shot('m01-dashboard-pemda');

      // The menu opens as a drawer over the page.
      await page.getByRole('button', { name: 'Buka menu' }).click();
      const drawer = page.locator('.MuiDrawer-modal');
      await expect(
        drawer.getByRole('menuitem', { name: 'Inovasi Daerah', exact: true }),
      ).toBeVisible();
      await page.waitForTimeout(500);
      await shot('m02-menu-drawer');
      await drawer.getByRole('menuitem', { name: 'Inovasi Daerah', exact: true }).click();
      await page.waitForURL(/\/dashboard\/inovasi-daerah/);

      // One line per record, no table; years without separators.
      await expect(page.getByText(/^Tahun:$/).first()).toBeVisible();
      await expect(page.locator('table')).toHaveCount(0);
      await expect(page.getByText(/^20\d\d$/).first()).toBeVisible();
      await expect(page.getByText(/^\d\.\d{3}$/)).toHaveCount(0);
      await page.waitForTimeout(500);
      await noSideScroll(page, 'daftar inovasi');
      await bigEnough(page, 'daftar inovasi');
      await shot('m03-inovasi-list');

      // Filters other than search sit behind the filter button; active ones are chips.
      await expect(page.getByLabel('Tahapan Inovasi')).toHaveCount(0);
      await page.getByRole('button', { name: 'Filter' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Tahun').fill('2025');
      await shot('m04-filter-dialog');
      await dialog.getByRole('button', { name: 'Terapkan' }).click();
      const chip = page.getByRole('button', { name: /Tahun:\s*2025/ });
      await expect(chip).toBeVisible();
      await expect(page.getByText(/^2026$/)).toHaveCount(0);
      await noSideScroll(page, 'daftar inovasi berfilter');
      await shot('m05-inovasi-filtered');
      await chip.click();
      await expect(chip).toHaveCount(0);
      await expect(page.getByText(/^2026$/).first()).toBeVisible();

      // The form: tabs, no region picker (the server sets a pemda's own region), save in view.
      await page.goto(`${url}/dashboard/inovasi-daerah/create`);
      await expect(page.getByRole('tab', { name: 'Identitas' })).toBeVisible();
      await expect(page.getByLabel('Nama Inovasi')).toBeVisible();
      await expect(page.getByLabel(/^Pemda/)).toHaveCount(0);
      const save = await page.getByRole('button', { name: 'Simpan' }).boundingBox();
      if (!save || save.y + save.height > 844) throw new Error(`Simpan di luar layar: ${save?.y}`);
      await noSideScroll(page, 'formulir inovasi');
      await bigEnough(page, 'formulir inovasi');
      await shot('m06-inovasi-form');
      await page.getByRole('tab', { name: 'Waktu' }).click();
      await expect(page.getByLabel(/Waktu Uji Coba/)).toBeVisible();
      await noSideScroll(page, 'formulir inovasi, tab Waktu');
      await shot('m07-inovasi-form-waktu');

      // The activity log is for admins only (spec 6 matrix); pemda's fourth screen is its
      // agencies' list.
      await page.goto(`${url}/dashboard/activity`);
      await expect(page.getByRole('heading', { name: 'Tidak ada akses' })).toBeVisible();
      await page.getByRole('button', { name: 'Buka menu' }).click();
      await page
        .locator('.MuiDrawer-modal')
        .getByRole('menuitem', { name: /Perangkat Daerah/ })
        .click();
      await page.waitForURL(/\/dashboard\/(?!activity)/);
      await page.waitForTimeout(1000);
      await noSideScroll(page, 'perangkat daerah');
      await shot('m08-perangkat-daerah');
    },
  },
  {
    name: 'log aktivitas di ponsel 390×844 (superadmin) tanpa gulir ke samping',
    context: PHONE,
    async run({ page, url, shot }) {
      await login(page, url, 'superadmin');
      await page.waitForURL(/\/dashboard\/summary/);
      await page.goto(`${url}/dashboard/activity`);
      await expect(page.getByText(/WIB/).first()).toBeVisible();
      await page.waitForTimeout(500);
      await noSideScroll(page, 'log aktivitas');
      await shot('m09-activity-superadmin');
    },
  },
  {
    name: 'browser berbahasa Inggris: tanggal tampil dan diketik DD/MM/YYYY, tersimpan sebagai tanggal yang diketik',
    // Wide enough for the list's date column, which a laptop width leaves out (issue 37).
    context: { viewport: { width: 1600, height: 900 }, locale: 'en-US' },
    async run({ page, url, shot }) {
      await login(page, url, 'pemda');
      await page.waitForURL(/\/dashboard\/summary/);
      await page.goto(`${url}/dashboard/inovasi-daerah`);
      const firstRow = page.locator('tbody tr').first();
      await expect(firstRow).toBeVisible();
      // Years never get a thousands separator, dates read DD/MM/YYYY.
      await expect(page.getByRole('cell', { name: /^\d\.\d{3}$/ })).toHaveCount(0);
      await expect(page.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4}$/ }).first()).toBeVisible();
      await firstRow.locator('td').first().click();
      await page.waitForURL(/\/inovasi-daerah\/\d+/);
      const id = /inovasi-daerah\/(\d+)/.exec(page.url())![1];
      await page.getByRole('tab', { name: 'Waktu' }).click();
      const field = page.getByLabel(/Waktu Uji Coba/);
      await expect(field).toBeVisible();
      const shown = await field.inputValue();
      if (!/^\d{2}\/\d{2}\/\d{4}$/.test(shown)) throw new Error(`tanggal tampil "${shown}"`);
      await field.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('17082025');
      const typed = await field.inputValue();
      if (typed !== '17/08/2025') throw new Error(`diketik tampil "${typed}"`);
      await shot('10-date-en-US');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Data diperbarui')).toBeVisible();
      const saved = await apiGet(page, `/api/crud/iga2020_inovasi/${id}`);
      const waktu = (saved.data as Record<string, unknown>).waktu;
      if (waktu !== '2025-08-17') throw new Error(`tersimpan ${String(waktu)}`);
      await page.goto(`${url}/dashboard/inovasi-daerah/${id}`);
      await page.getByRole('tab', { name: 'Waktu' }).click();
      await expect(page.getByLabel(/Waktu Uji Coba/)).toBeVisible();
      const again = await page.getByLabel(/Waktu Uji Coba/).inputValue();
      if (again !== '17/08/2025') throw new Error(`dibaca kembali "${again}"`);
    },
  },
  {
    name: 'axe-core: tanpa pelanggaran serius atau kritis di halaman masuk, dashboard, daftar dan formulir',
    async run({ page, url }) {
      await page.goto(`${url}/login`);
      await expect(page.getByLabel('Nama Pengguna')).toBeVisible();
      await accessible(page, 'halaman masuk');
      await login(page, url, 'pemda');
      await page.waitForURL(/\/dashboard\/summary/);
      await expect(page.getByText('Penerapan').first()).toBeVisible();
      await page.waitForTimeout(800);
      await accessible(page, 'dashboard');
      await page.goto(`${url}/dashboard/inovasi-daerah`);
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await accessible(page, 'daftar inovasi');
      await page.goto(`${url}/dashboard/inovasi-daerah/create`);
      await expect(page.getByLabel('Nama Inovasi')).toBeVisible();
      await accessible(page, 'formulir inovasi');
      await page.getByRole('tab', { name: 'Waktu' }).click();
      await expect(page.getByLabel(/Waktu Uji Coba/)).toBeVisible();
      await accessible(page, 'formulir inovasi, tab Waktu');
    },
  },
  {
    name: 'axe-core di ponsel: daftar dan formulir inovasi',
    context: PHONE,
    async run({ page, url }) {
      await login(page, url, 'pemda');
      await page.waitForURL(/\/dashboard\/summary/);
      await page.goto(`${url}/dashboard/inovasi-daerah`);
      await expect(page.getByText(/^Tahun:$/).first()).toBeVisible();
      await accessible(page, 'daftar inovasi (ponsel)');
      await page.goto(`${url}/dashboard/inovasi-daerah/create`);
      await expect(page.getByLabel('Nama Inovasi')).toBeVisible();
      await accessible(page, 'formulir inovasi (ponsel)');
    },
  },
];
