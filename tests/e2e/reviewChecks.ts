import type { Page } from 'playwright-core';
import { login, type Check } from './checks';
import { expect } from './expect';

async function signIn(page: Page, url: string, role: string) {
  await login(page, url, role);
  await page.waitForURL(/\/dashboard\//);
}

async function switchTo(page: Page, url: string, role: string) {
  await page.evaluate(() => localStorage.clear());
  await signIn(page, url, role);
}

const rowOf = (page: Page, nama: string) => page.getByRole('row').filter({ hasText: nama });

/**
 * The review screens over the demo journeys (server/seed/demo/alur.ts): a verifier approves
 * one sent innovation and rejects another with a reason; quality control confirms one rejection
 * and overturns another; the timeline shows every step with who, when and the notes.
 */
export const REVIEW_CHECKS: Check[] = [
  {
    name: 'verifikator menyetujui satu inovasi dan menolak yang lain dengan alasan; QC menguatkan satu penolakan dan membatalkan yang lain',
    async run({ page, url, shot }) {
      await signIn(page, url, 'verifikator');
      await page.goto(`${url}/dashboard/review`);
      await expect(page.getByRole('heading', { name: 'Review Inovasi' })).toBeVisible();
      const rows = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: 'Setujui' }) });
      await expect(rows.first()).toBeVisible();
      const before = await rows.count();
      if (before < 2) throw new Error(`hanya ${before} inovasi menunggu verifikasi`);
      await shot('r01-review-verifikator');
      const first = (await rows.nth(0).locator('td').first().innerText()).split('\n')[0]!;
      const second = (await rows.nth(1).locator('td').first().innerText()).split('\n')[0]!;

      // Approve the first, with a note.
      await rowOf(page, first).getByRole('button', { name: 'Setujui' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/Catatan/).fill('Bukti lengkap');
      await dialog.getByRole('button', { name: 'Setujui' }).click();
      await expect(page.getByText('Status inovasi berhasil diubah: Terverifikasi.')).toBeVisible();
      await expect(rowOf(page, first)).toHaveCount(0);

      // Reject the second: the reason is required before anything is sent.
      await rowOf(page, second).getByRole('button', { name: 'Tolak' }).click();
      await dialog.getByRole('button', { name: 'Tolak' }).click();
      await expect(dialog.getByText('Alasan penolakan wajib diisi')).toBeVisible();
      await dialog.getByLabel(/Alasan penolakan/).fill('Indikator 18: foto kegiatan tidak ada');
      await shot('r02-tolak-dengan-alasan');
      await dialog.getByRole('button', { name: 'Tolak' }).click();
      await expect(
        page.getByText('Status inovasi berhasil diubah: Ditolak Verifikator.'),
      ).toBeVisible();

      // Quality control: confirm the new rejection, overturn a demo one.
      await switchTo(page, url, 'quality_control');
      await page.goto(`${url}/dashboard/hasil-rejected`);
      await expect(rowOf(page, second)).toBeVisible();
      await expect(
        rowOf(page, second).getByText('Indikator 18: foto kegiatan tidak ada'),
      ).toBeVisible();
      await shot('r03-hasil-rejected-qc');
      await rowOf(page, second).getByRole('button', { name: 'Menyetujui Tolak Inovasi' }).click();
      await dialog.getByLabel(/Alasan penolakan/).fill('Penolakan verifikator tepat');
      await dialog.getByRole('button', { name: 'Menyetujui Tolak Inovasi' }).click();
      await expect(
        page.getByText('Status inovasi berhasil diubah: Penolakan Dikukuhkan QC.'),
      ).toBeVisible();
      const overturn = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: 'Menerima Sebagai Inovasi' }) })
        .first();
      const overturned = (await overturn.locator('td').first().innerText()).split('\n')[0]!;
      await overturn.getByRole('button', { name: 'Menerima Sebagai Inovasi' }).click();
      await dialog.getByRole('button', { name: 'Menerima Sebagai Inovasi' }).click();
      await expect(
        page.getByText('Status inovasi berhasil diubah: Diterima Sebagai Inovasi.'),
      ).toBeVisible();
      await page.goto(`${url}/dashboard/hasil-review`);
      await expect(rowOf(page, overturned).getByText('Diterima Sebagai Inovasi')).toBeVisible();
      await expect(rowOf(page, first).getByText(/^\d{4}\/[\d.]+\/\d{5}$/)).toBeVisible();

      // The timeline of the rejected one: every step, who, and the reasons.
      await page.goto(`${url}/dashboard/hasil-rejected`);
      await rowOf(page, second).getByRole('button', { name: 'Lihat' }).click();
      await expect(dialog.getByText('Menunggu: Pemda / OPD pengusul')).toBeVisible();
      await expect(dialog.getByText('Indikator 18: foto kegiatan tidak ada')).toBeVisible();
      await expect(dialog.getByText('Penolakan verifikator tepat')).toBeVisible();
      await expect(dialog.getByText(/^Tolak oleh /)).toBeVisible();
      await page.waitForTimeout(400); // the dialog's fade-in
      await shot('r04-alur-inovasi');
    },
  },
];
