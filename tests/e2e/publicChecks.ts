import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { Check } from './checks';
import { expect } from './expect';

/**
 * The public pages of issue 37 item 8 in the browser: /data on a phone (the index table, the
 * downloads, the search, code boxes that wrap) and the first screen of /api/docs (the groups,
 * then one group's reference). Screenshots of /data, /laporan and the 404 page at both widths.
 */

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'id-ID',
};

async function noSideScroll(page: Page, where: string) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  if (scroll > client) throw new Error(`${where}: scrollWidth ${scroll} > clientWidth ${client}`);
}

/** axe-core (WCAG 2.2 A/AA) reports nothing serious or critical on the page as it is. */
async function accessible(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) throw new Error(`${where}: ${bad.map((v) => `${v.impact} ${v.id}`).join('; ')}`);
}

/** /data, /laporan, a report's page and the 404 page, each checked for sideways scroll. */
async function shots(page: Page, url: string, shot: (name: string) => Promise<unknown>, w: number) {
  for (const [name, path] of [
    ['data', '/data'],
    ['laporan', '/laporan'],
    ['404', '/pengumuman/tidak-ada'],
  ] as const) {
    await page.goto(`${url}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noSideScroll(page, `${path} at ${w} px`);
    await shot(`public-${name}-${w}`);
  }
  // The 404 leads to the public home.
  await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
  await page.waitForURL(`${url}/beranda`);
  // A report's title opens its page, whose button downloads the file.
  await page.goto(`${url}/laporan`);
  await page.locator('main li.card h2 a').first().click();
  await expect(page.getByRole('link', { name: /^Unduh PDF, / })).toBeVisible();
  await accessible(page, `a report's page at ${w} px`);
  await shot(`public-laporan-detail-${w}`);
}

export const PUBLIC_CHECKS: Check[] = [
  {
    name: 'halaman publik 390 px: /data tabel indeks, unduhan, pencarian, kotak kode tidak meluap',
    context: PHONE,
    async run({ page, url, shot }) {
      await page.goto(`${url}/data`);
      await noSideScroll(page, '/data');
      // Every code box fits its own width: it wraps, nothing hides to the right.
      const overflowing = await page.$$eval('main pre', (boxes) =>
        boxes.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent),
      );
      if (overflowing.length) throw new Error(`code boxes overflow: ${overflowing.join(' | ')}`);
      const table = page.locator('#tabel-indeks');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('list', { name: /Jumlah daerah per predikat/ })).toBeVisible();

      const csv = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Unduh CSV' }).click();
      const file = await csv;
      if (!/^indeks-inovasi-\d{4}\.csv$/.test(file.suggestedFilename()))
        throw new Error(`CSV saved as ${file.suggestedFilename()}`);
      await expect(page.getByRole('link', { name: 'Unduh JSON' })).toBeVisible();

      await page.getByRole('searchbox').fill('bandung');
      await page.getByRole('button', { name: 'Cari' }).click();
      await page.waitForURL(/q=bandung/);
      const names = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
      if (!names.length || names.some((n) => !/bandung/i.test(n)))
        throw new Error(`search "bandung" shows ${names.join(', ')}`);
      await accessible(page, '/data?q=bandung');

      // The favicon the pages name answers.
      const icon = await page.request.get(`${url}/favicon.ico`);
      if (icon.status() !== 200) throw new Error(`/favicon.ico: ${icon.status()}`);

      await shots(page, url, shot, 390);
    },
  },
  {
    name: 'halaman publik 1366 px: /api/docs layar pertama daftar kelompok, satu kelompok di Swagger UI',
    async run({ page, url, shot }) {
      await page.goto(`${url}/api/docs`);
      await expect(page.getByRole('heading', { level: 1, name: 'Referensi API' })).toBeVisible();
      const groups = page.locator('main details');
      await expect(groups.first()).toBeVisible();
      // The first screen is the list of groups, not the whole reference drawn at once.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (height > 8000) throw new Error(`/api/docs is ${height} px tall`);
      await accessible(page, '/api/docs');
      await shot('public-api-docs-1366');

      const portal = groups.filter({ hasText: 'Portal publik' });
      await portal.locator('summary').click();
      const operations = await portal.locator('li').count();
      await portal.getByRole('link', { name: /^Buka referensi/ }).click();
      await expect(page.locator('.opblock').first()).toBeVisible();
      const shown = await page.locator('.opblock').count();
      if (shown !== operations)
        throw new Error(`Swagger UI shows ${shown} operations, the group has ${operations}`);

      await shots(page, url, shot, 1366);
    },
  },
];
