import { open } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { login, type Check } from './checks';
import { expect } from './expect';

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

/** The first four bytes of a downloaded file, as text. */
async function readStart(path: string): Promise<string> {
  const file = await open(path);
  const { buffer } = await file.read(Buffer.alloc(4), 0, 4, 0);
  await file.close();
  return buffer.toString('latin1');
}

async function signIn(page: Page, url: string, role: string) {
  await login(page, url, role);
  await page.waitForURL(/\/dashboard\//);
}

/** Region profile screens (spec 2 "Region profile"), the input screen and verification. */
export const PROFILE_CHECKS: Check[] = [
  {
    name: 'pemda mengubah profilnya lewat modal, lalu Lini Masa menampilkan perubahan itu',
    async run({ page, url, shot }) {
      await signIn(page, url, 'pemda');
      await page.goto(`${url}/dashboard/profil-pemda-daerah`);
      await expect(page.getByText('Kota / Kabupaten')).toBeVisible();
      await shot('p01-profil-pemda');
      await page.getByRole('button', { name: 'Ubah Profil' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Alamat').fill('Jl. Wastukencana No. 2, Bandung');
      await dialog.getByLabel('Email').fill('bukan-email');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      // The API's 422 shows under the field, and nothing is saved.
      await expect(dialog.locator('.Mui-error').first()).toBeVisible();
      await dialog.getByLabel('Email').fill('litbang@bandung.go.id');
      await dialog
        .getByLabel(/Embed peta/)
        .fill(
          '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12" width="600"></iframe>',
        );
      await shot('p02-profil-edit-modal');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Profil berhasil diperbarui!')).toBeVisible();
      await expect(page.getByText('Jl. Wastukencana No. 2, Bandung')).toBeVisible();
      // Only the map provider's src is embedded.
      const src = await page.locator('iframe[title^="Peta lokasi"]').getAttribute('src');
      if (src !== 'https://www.google.com/maps/embed?pb=!1m18!1m12')
        throw new Error(`iframe src ${src}`);
      await page.getByRole('tab', { name: 'Lini Masa' }).click();
      await expect(page.getByText(/Jl\. Wastukencana No\. 2, Bandung/).first()).toBeVisible();
      await expect(page.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} WIB/).first()).toBeVisible();
      await shot('p03-lini-masa');
    },
  },
  {
    name: 'daftar profil pemda: admin membuka detail dengan tab Profil, Indikator dan Lini Masa',
    async run({ page, url, shot }) {
      await signIn(page, url, 'admin');
      await page.goto(`${url}/dashboard/profil-pemda-old`);
      await expect(page.getByRole('link', { name: 'Input Indikator' }).first()).toBeVisible();
      await shot('p04-profil-list-admin');
      await page.getByRole('link', { name: 'Detail' }).first().click();
      await page.waitForURL(/\/dashboard\/detail-pemda\/\d+/);
      await expect(page.getByRole('tab', { name: 'Lini Masa' })).toBeVisible();
      // The downloads carry the bearer token and arrive as real files.
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Unduh PDF' }).click(),
      ]);
      const head = await readStart(await pdf.path());
      if (head !== '%PDF') throw new Error(`PDF dimulai dengan ${JSON.stringify(head)}`);
      const [xlsx] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Unduh Excel' }).click(),
      ]);
      if ((await readStart(await xlsx.path())) !== 'PK\u0003\u0004') throw new Error('bukan .xlsx');
      await shot('p05-detail-pemda-admin');
    },
  },
  {
    name: 'profil pemda di ponsel 390×844 tanpa gulir ke samping',
    context: PHONE,
    async run({ page, url, shot }) {
      await signIn(page, url, 'pemda');
      await page.goto(`${url}/dashboard/profil-pemda-daerah`);
      await expect(page.getByText('Kota / Kabupaten')).toBeVisible();
      await page.waitForTimeout(500);
      await noSideScroll(page, 'profil pemda');
      await shot('p06-profil-ponsel');
    },
  },
];
