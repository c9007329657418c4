import type { Page } from 'playwright-core';
import { login, type Check } from './checks';
import { expect } from './expect';

/**
 * Issue 37 items 4 and 5 where layout matters: each role's home at 1366 px, a sidebar and an app
 * bar whose texts are never cut ("Dashboard Quality C..."), and the portal's own 404 page.
 */

/** Where these roles land (docs/architecture.md "Each role's home and menu"). */
const HOMES: readonly [role: string, path: string, heading: RegExp][] = [
  ['pemda', '/dashboard/summary', /^Dashboard Utama$/],
  ['kabkota', '/dashboard/summary', /^Dashboard Utama$/],
  ['upt', '/dashboard/summary', /^Dashboard Utama$/],
  ['quality_control', '/dashboard/qc', /^Dashboard Quality Control$/],
  ['asn', '/dashboard/profil-pemda-daerah', /^Profil$/],
];

/** Texts of the sidebar entries and the app bar title that their box cuts off. */
async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = [
      ...document.querySelectorAll('.RaMenuItemLink-root .MuiTypography-root'),
      ...document.querySelectorAll('#react-admin-title'),
    ] as HTMLElement[];
    return boxes
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent ?? '');
  });
}

export const ROLE_CHECKS: Check[] = [
  {
    name: 'peran: beranda tiap peran pada 1366 px, menu dan judul tanpa teks terpotong',
    async run({ page, url, shot }) {
      for (const [role, path, heading] of HOMES) {
        await page.evaluate(() => localStorage.clear()).catch(() => {});
        await login(page, url, role);
        await page.waitForURL((u) => u.pathname === path);
        const target =
          role === 'asn'
            ? page.getByRole('tab', { name: heading })
            : page.getByRole('heading', { name: heading, level: 1 });
        await expect(target).toBeVisible();
        await expect(page.getByRole('menu')).toBeVisible();
        const cut = await cutTexts(page);
        if (cut.length) throw new Error(`${role}: teks terpotong: ${cut.join(' | ')}`);
        await shot(`role-home-${role}-1366`);
      }
    },
  },
  {
    name: 'peran: alamat tak dikenal memakai halaman 404 portal, bukan gambar bak mandi',
    async run({ page, url, shot }) {
      await login(page, url, 'superadmin');
      await page.waitForURL(/\/dashboard\//);
      await page.goto(`${url}/dashboard/tidak-ada-layar-ini`);
      await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
      if (await page.locator('[data-testid="HotTubIcon"]').count()) {
        throw new Error('ikon bak mandi react-admin masih tampil');
      }
      if (await page.getByText(/\.\.$/).count()) throw new Error('titik ganda pada teks 404');
      await shot('role-404-1366');
    },
  },
];
