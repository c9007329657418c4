import type { Browser, Page } from 'playwright-core';
import type { Check } from './checks';
import { fillLogin, login } from './checks';
import { expect } from './expect';

const NEW_PASSWORD = 'Sandi#Baru2026';

async function signedIn(page: Page, url: string, username: string, password?: string) {
  await login(page, url, username, password);
  await page.waitForURL(/\/dashboard\//);
}

/** A second browser profile, as a second person on another computer. */
async function otherPerson(page: Page): Promise<Page> {
  const browser = page.context().browser() as Browser;
  const context = await browser.newContext({
    viewport: { width: 1366, height: 850 },
    locale: 'id-ID',
  });
  return context.newPage();
}

/** Changes the signed-in account's password on its own screen, from the demo one. */
async function changeOwnPassword(page: Page, url: string) {
  await page.goto(`${url}/dashboard/password`);
  await page.getByLabel('Kata Sandi Lama').fill('Demo#2026');
  await page.getByLabel('Kata Sandi Baru', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Ulangi Kata Sandi Baru').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Kata sandi berhasil diubah.')).toBeVisible();
}

/** Account and session flows of issue 3, as a user walks them. */
export const ACCOUNT_CHECKS: Check[] = [
  {
    name: 'lupa kata sandi: tautan di kotak keluar mengganti kata sandi satu kali',
    async run({ page, url, shot }) {
      await page.goto(`${url}/forgot`);
      await page.getByLabel('Nama Pengguna atau Email').fill('viewer');
      await page.getByRole('button', { name: 'Kirim Tautan' }).click();
      await expect(page.getByText('Jika akun terdaftar')).toBeVisible();

      const admin = await otherPerson(page);
      await signedIn(admin, url, 'superadmin');
      await admin.goto(`${url}/dashboard/outbox`);
      await expect(admin.getByText('viewer@demo.inovasi.go.id')).toBeVisible();
      await shot('20-outbox', admin);
      const text = (await admin.locator('main').textContent()) ?? '';
      const link = /https?:\/\/\S+?\/reset-password\?token=[\w-]+/.exec(text)?.[0];
      if (!link) throw new Error(`tidak ada tautan atur ulang di kotak keluar:\n${text}`);

      await page.goto(link);
      await page.getByLabel('Kata Sandi Baru', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Ulangi Kata Sandi Baru').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Simpan Kata Sandi' }).click();
      await expect(page.getByText('Kata sandi berhasil diubah')).toBeVisible();
      await shot('21-reset-done');

      // The old password no longer works, the new one does, and the link is spent.
      await login(page, url, 'viewer');
      await expect(page.getByText('Username atau password salah')).toBeVisible();
      await signedIn(page, url, 'viewer', NEW_PASSWORD);
      await page.goto(link);
      await page.getByLabel('Kata Sandi Baru', { exact: true }).fill('Lain#Lagi2026');
      await page.getByLabel('Ulangi Kata Sandi Baru').fill('Lain#Lagi2026');
      await page.getByRole('button', { name: 'Simpan Kata Sandi' }).click();
      await expect(page.getByText('Tautan tidak valid atau sudah kedaluwarsa')).toBeVisible();
    },
  },
  {
    name: 'menonaktifkan akun mengakhiri sesinya dan tercatat di log aktivitas',
    async run({ page, url, shot }) {
      await signedIn(page, url, 'pusat');

      const admin = await otherPerson(page);
      await signedIn(admin, url, 'superadmin');
      await admin.goto(`${url}/dashboard/account-admin`);
      await admin.getByText('pusat', { exact: true }).click();
      await admin.getByRole('combobox', { name: /^Status Akun/ }).click();
      await admin.getByRole('option', { name: 'Nonaktif' }).click();
      await admin.getByRole('button', { name: 'Simpan' }).click();
      await admin.waitForURL(/\/dashboard\/account-admin(\?|$)/);

      // pusat's open session ends: the next screen it asks for sends it to the login page.
      await page.goto(`${url}/dashboard/inovasi-daerah`);
      await page.waitForURL(/\/login/);
      await login(page, url, 'pusat');
      await expect(page.getByText(/nonaktif|Username atau password salah/i)).toBeVisible();
      await shot('22-disabled-login');

      await admin.goto(`${url}/dashboard/activity`);
      await expect(
        admin.getByText('Status Akun diubah dari Aktif menjadi Nonaktif').first(),
      ).toBeVisible();
      await shot('23-activity-after-disable', admin);
    },
  },
  {
    name: 'mengubah kata sandi sendiri mengakhiri sesi di perangkat lain',
    async run({ page, url, shot }) {
      await signedIn(page, url, 'tim.penilai');
      const elsewhere = await otherPerson(page);
      await signedIn(elsewhere, url, 'tim.penilai');

      await changeOwnPassword(page, url);
      await shot('24-password-changed');

      // This device keeps working; the other one is sent to the login page.
      await page.goto(`${url}/dashboard/inovasi-daerah`);
      await expect(page.getByRole('columnheader').first()).toBeVisible();
      await elsewhere.goto(`${url}/dashboard/inovasi-daerah`);
      await elsewhere.waitForURL(/\/login/);
    },
  },
  {
    name: 'sesi berakhir saat mengisi formulir: isian kembali setelah masuk lagi',
    async run({ page, url, shot }) {
      await signedIn(page, url, 'admin');
      await page.goto(`${url}/dashboard/klaster/create`);
      await page.getByLabel('Klaster').fill('Klaster Draf E2E');

      // Meanwhile the same person changes the password on another computer: this session ends.
      const elsewhere = await otherPerson(page);
      await signedIn(elsewhere, url, 'admin');
      await changeOwnPassword(elsewhere, url);

      await page.getByRole('button', { name: 'Simpan' }).click();
      await page.waitForURL(/\/login/);
      await expect(page.getByText(/Sesi Anda telah berakhir/)).toBeVisible();
      await shot('25-session-ended');
      await fillLogin(page, 'admin', NEW_PASSWORD);
      await page.waitForURL(/\/dashboard\/klaster\/create/);
      const input = page.getByLabel('Klaster');
      const deadline = Date.now() + 15_000;
      while ((await input.inputValue()) !== 'Klaster Draf E2E') {
        if (Date.now() > deadline)
          throw new Error(`isian tidak dipulihkan: "${await input.inputValue()}"`);
        await page.waitForTimeout(200);
      }
      await shot('26-draft-restored');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Klaster Draf E2E')).toBeVisible();
    },
  },
];
