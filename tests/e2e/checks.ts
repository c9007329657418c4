import { expect } from './expect';
import type { BrowserContextOptions, Page } from 'playwright-core';

export interface CheckContext {
  page: Page;
  url: string;
  /** A full-page screenshot of `on` (default: the check's page) into test-results/e2e. */
  shot(name: string, on?: Page): Promise<unknown>;
}
export interface Check {
  name: string;
  /** Browser context of the check; default 1366 × 850, Indonesian. */
  context?: BrowserContextOptions;
  /** Runs on a fresh server of its own (a new PGlite data directory with the demo data). */
  ownServer?: boolean;
  run(ctx: CheckContext): Promise<void>;
}

const PASSWORD = 'Demo#2026';

export async function login(page: Page, url: string, username: string, password = PASSWORD) {
  await page.goto(`${url}/login`);
  await fillLogin(page, username, password);
}

/** Signs in on the login form already shown (keeping where the app wants to return to). */
export async function fillLogin(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel('Nama Pengguna').fill(username);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

export const ROLES = [
  'superadmin',
  'admin',
  'pemda',
  'opd',
  'asn',
  'upt',
  'provinsi',
  'kabkota',
  'dinas',
  'kecamatan',
  'tim.penilai',
  'pusat',
  'viewer',
  'verifikator',
  'quality_control',
  'qc',
  'developer',
  'admin.diklat',
  'admin.diklat.daerah',
  'peserta.diklat',
];

export const CHECKS: Check[] = [
  {
    name: 'tanpa token diarahkan ke halaman masuk berbahasa Indonesia',
    async run({ page, url, shot }) {
      await page.goto(`${url}/dashboard/klaster`);
      await page.waitForURL(/\/login/);
      await expect(page.getByLabel('Nama Pengguna')).toBeVisible();
      await shot('01-login');
    },
  },
  {
    name: 'password salah menampilkan pesan tanpa menyebut bagian mana yang salah',
    async run({ page, url, shot }) {
      await login(page, url, 'superadmin', 'salah-sekali');
      await expect(page.getByText('Username atau password salah')).toBeVisible();
      await shot('02-login-salah');
    },
  },
  {
    name: 'superadmin masuk dan melihat ringkasan dengan angka nyata',
    async run({ page, url, shot }) {
      await login(page, url, 'superadmin');
      await page.waitForURL(/\/dashboard\/summary/);
      await expect(page.getByText('Penerapan').first()).toBeVisible();
      await page.waitForTimeout(800);
      await shot('03-summary-superadmin');
    },
  },
  {
    name: 'superadmin membuat, mengubah dan menghapus klaster',
    async run({ page, url, shot }) {
      await login(page, url, 'superadmin');
      await page.waitForURL(/\/dashboard\/summary/);
      await page.goto(`${url}/dashboard/klaster`);
      await expect(page.getByText('Daerah Tertinggal').first()).toBeVisible();
      await shot('04-klaster-list');
      await page.getByRole('link', { name: 'Tambah' }).first().click();
      await page.getByLabel('Klaster').fill('Klaster Uji E2E');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Klaster Uji E2E').first()).toBeVisible();
      await page.goto(`${url}/dashboard/klaster?filter=${encodeURIComponent('{"q":"Uji E2E"}')}`);
      await page.getByText('Klaster Uji E2E').first().click();
      const input = page.getByLabel('Klaster');
      await input.fill('Klaster Uji E2E Diubah');
      await shot('05-klaster-edit');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Klaster Uji E2E Diubah').first()).toBeVisible();
      await page.getByText('Klaster Uji E2E Diubah').first().click();
      await page.getByRole('button', { name: 'Hapus' }).click();
      const confirm = page.getByRole('dialog').getByRole('button', { name: /Konfirmasi|Hapus|Ya/ });
      if (await confirm.count()) await confirm.first().click();
      await page.waitForURL(/\/dashboard\/klaster(\?|$)/);
      await page.waitForTimeout(500);
      await expect(page.getByText('Klaster Uji E2E Diubah')).toHaveCount(0);
      await shot('06-klaster-after-delete');
    },
  },
  {
    name: 'urusan pemerintahan tidak dapat dihapus',
    async run({ page, url }) {
      await login(page, url, 'superadmin');
      await page.waitForURL(/\/dashboard\/summary/);
      await page.goto(`${url}/dashboard/urusan-pemerintahan`);
      await page.getByText('Kesehatan', { exact: true }).first().click();
      await expect(page.getByLabel('Nama')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Hapus' })).toHaveCount(0);
    },
  },
  {
    name: 'keluar kembali ke /session/signin',
    async run({ page, url, shot }) {
      await login(page, url, 'superadmin');
      await page.waitForURL(/\/dashboard\/summary/);
      await page
        .getByRole('button', { name: /profil|akun|superadmin|Pengguna/i })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Keluar' }).click();
      await page.waitForURL(/\/session\/signin/);
      await shot('07-signed-out');
    },
  },
  {
    name: 'pemda tidak melihat menu Master Data',
    async run({ page, url, shot }) {
      await login(page, url, 'pemda');
      await page.waitForURL(/\/dashboard/);
      await page.waitForTimeout(500);
      await expect(page.getByText('Master Data', { exact: true })).toHaveCount(0);
      await shot('08-pemda');
    },
  },
  {
    name: 'pemda membuka /dashboard/daerah dan melihat halaman Tidak ada akses, sesinya tetap',
    async run({ page, url, shot }) {
      await login(page, url, 'pemda');
      await page.waitForURL(/\/dashboard\/summary/);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const refused: string[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/api/') && r.status() >= 400)
          refused.push(`${r.status()} ${r.url()}`);
      });
      await page.goto(`${url}/dashboard/daerah`);
      await expect(page.getByRole('heading', { name: 'Tidak ada akses' })).toBeVisible();
      await expect(page.getByText('tidak dapat membuka layar "Daerah"')).toBeVisible();
      await page.waitForTimeout(800);
      if (!page.url().endsWith('/dashboard/daerah')) throw new Error(`moved to ${page.url()}`);
      if (refused.length) throw new Error(`refused calls: ${refused.join(', ')}`);
      if ((await page.evaluate(() => localStorage.getItem('token'))) !== token)
        throw new Error('the session was dropped');
      await shot('13-pemda-tidak-ada-akses');
      await page.getByRole('link', { name: 'Kembali ke Dashboard' }).click();
      await page.waitForURL(/\/dashboard\/summary/);
      await expect(page.getByText('Database Inovasi Daerah').first()).toBeVisible();
    },
  },
  ...(
    [
      [
        'superadmin',
        [
          'Dashboard',
          'Penilaian Indeks',
          'Database Inovasi Daerah',
          // Issue 25: the competition and the award.
          'Lomba Inovasi Daerah',
          'Innovative Government Award',
          // Issue 24: the reports.
          'Laporan',
          'Laporan Diklat',
          'Master Data',
          'Konfigurasi',
          // Issue 37: the FAQ under its own heading, for every role.
          'Bantuan',
        ],
      ],
      // Issue 37: pemda reads its region's training reports (spec 6 Laporan Diklat).
      [
        'pemda',
        [
          'Dashboard',
          'Database Inovasi Daerah',
          'Lomba Inovasi Daerah',
          'Laporan Diklat',
          'Konfigurasi',
          'Bantuan',
        ],
      ],
      ['opd', ['Dashboard', 'Database Inovasi Daerah', 'Lomba Inovasi Daerah', 'Bantuan']],
      // Issue 37: each heading holds what it names; the archive is a Database screen.
      ['verifikator', ['Penilaian Indeks', 'Database Inovasi Daerah', 'Bantuan']],
      // Spec 6: quality control works in Penilaian Indeks (its review screens).
      ['quality_control', ['Dashboard', 'Penilaian Indeks', 'Bantuan']],
    ] as const
  ).map(([role, dividers]): Check => ({
    name: `${role} melihat tepat divider menunya`,
    async run({ page, url, shot }) {
      await login(page, url, role);
      await page.waitForURL(/\/dashboard/);
      // The menu renders once the session's permissions load: on a busy machine the run's first,
      // cold login took longer than the fixed 800 ms this check waited (an empty list).
      const subheaders = page.locator('.MuiListSubheader-root');
      await expect(subheaders).toBeVisible();
      await expect(subheaders).toHaveTexts(dividers);
      await shot(`menu-${role}`);
    },
  })),
  {
    // Issue 23: every demo role lands on a screen with content and a sidebar of its dividers.
    name: 'setiap peran demo masuk ke beranda berisi dengan sidebar',
    async run({ page, url, shot }) {
      for (const role of ROLES) {
        await login(page, url, role);
        await page.waitForURL(/\/dashboard\/[a-z]/, { timeout: 15_000 });
        await page.locator('.MuiListSubheader-root').first().waitFor({ timeout: 15_000 });
        await page
          // asn lands on its region's profile, a screen of tabs (issue 37).
          .locator('main h1, main h5, main h6, main table, main [role="tablist"]')
          .first()
          .waitFor({ timeout: 15_000 });
        const text = await page.locator('main').innerText();
        for (const bad of ['Tidak Ditemukan', 'tidak tersedia']) {
          if (text.includes(bad)) throw new Error(`${role} lands on "${bad}" at ${page.url()}`);
        }
        if ((await page.title()) !== 'Indeks Inovasi Daerah')
          throw new Error(`${role}: title "${await page.title()}"`);
        await shot(`home-${role}`);
        await page.evaluate(() => localStorage.clear());
      }
    },
  },
];
