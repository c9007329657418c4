import type { Page } from 'playwright-core';
import type { Check } from './checks';
import { login } from './checks';
import { expect } from './expect';

async function signedIn(page: Page, url: string, username = 'superadmin') {
  await login(page, url, username);
  await page.waitForURL(/\/dashboard\//);
}

/** A call to the API with the signed-in page's token (setup a user would do on another screen). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as T;
    },
    { method, path, body },
  );
}

/** Issue 13: readable values, the delete dialog, settings as a form, missing records. */
export const CONSOLE_CHECKS: Check[] = [
  {
    name: 'data tidak ditemukan: tampilan dan ubah menanyakan datanya sekali, tanpa berkedip',
    async run({ page, url, shot }) {
      await signedIn(page, url);
      const found = await api<{ data: { id: number; nama: string }[] }>(
        page,
        'GET',
        '/api/crud/m_daerah?per_page=1',
      );
      const daerah = found.data[0]!;
      // Once per screen: no retry of a 404 and no second reader (the breadcrumb shares the read).
      let asked = 0;
      let record = '';
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === `/api/crud/m_daerah/${record}`) asked++;
      });
      const trail = page.getByRole('navigation', { name: 'Navigasi' });
      // A record that exists: one read, and the trail names it from that read.
      record = String(daerah.id);
      for (const path of [`/dashboard/daerah/${record}/show`, `/dashboard/daerah/${record}`]) {
        asked = 0;
        await page.goto(`${url}${path}`);
        await expect(trail.getByText(daerah.nama, { exact: true })).toBeVisible();
        await page.waitForTimeout(1_500);
        if (asked !== 1) throw new Error(`${path}: data ditanyakan ${asked} kali`);
      }
      record = '999999';
      for (const path of ['/dashboard/daerah/999999/show', '/dashboard/daerah/999999']) {
        asked = 0;
        await page.goto(`${url}${path}`);
        await page.getByText('Data tidak ditemukan').first().waitFor();
        await expect(page.getByRole('link', { name: 'Kembali ke daftar Daerah' })).toBeVisible();
        await page.waitForTimeout(1_500);
        if (!page.url().endsWith(path)) throw new Error(`${path}: pindah ke ${page.url()}`);
        if (!(await page.getByText('Data tidak ditemukan').isVisible()))
          throw new Error(`${path}: pesan hilang setelah 1,5 detik`);
        if (asked !== 1) throw new Error(`${path}: data ditanyakan ${asked} kali`);
      }
      await shot('30-edit-not-found');
    },
  },
  {
    name: 'dialog hapus FAQ menyebut FAQ dan pertanyaannya',
    async run({ page, url, shot }) {
      await signedIn(page, url);
      await page.goto(`${url}/dashboard/master-faq`);
      const row = page.locator('tbody tr').first();
      await row.waitFor();
      const question = ((await row.locator('td').first().textContent()) ?? '').trim();
      if (!question) throw new Error('baris FAQ pertama tanpa pertanyaan');
      await row.getByRole('button', { name: 'Hapus' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(`Hapus FAQ "${question}"?`)).toBeVisible();
      const text = (await dialog.textContent()) ?? '';
      if (/master-faq/.test(text)) throw new Error(`dialog menyebut slug: ${text}`);
      await shot('31-faq-delete-dialog');
      await dialog.getByRole('button', { name: 'Batal' }).click();
    },
  },
  {
    name: 'pengaturan: menyimpan sakelar dan tabel predikat, menolak pita tumpang tindih',
    async run({ page, url, shot }) {
      await signedIn(page, url);
      await page.goto(`${url}/dashboard/settings`);
      const lomba = page.getByRole('switch', { name: /Lomba inovasi dibuka/ });
      await lomba.waitFor();
      const wasOn = await lomba.isChecked();
      await lomba.click();
      // Each period has two sets (issue 24): inputs are named "Nilai <year> <set> <band>".
      const first = page.getByLabel('Nilai 2026 daftar 1', { exact: true });
      const report = page.getByLabel('Nilai 2026 laporan 1', { exact: true });
      await first.fill('70');
      await report.fill('62');
      await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
      await expect(page.getByText('Pengaturan tersimpan (2 diubah)')).toBeVisible();
      await page.reload();
      await lomba.waitFor();
      if ((await lomba.isChecked()) === wasOn) throw new Error('sakelar tidak tersimpan');
      if ((await first.inputValue()) !== '70') throw new Error('pita daftar tidak tersimpan');
      if ((await report.inputValue()) !== '62') throw new Error('pita laporan tidak tersimpan');
      await shot('32-settings-saved');

      // Band 2 above band 1: an overlap, refused with the message under the tables.
      const second = page.getByLabel('Nilai 2026 daftar 2', { exact: true });
      await second.fill('80');
      await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Tahun 2026 (daftar), pita 2 tumpang tindih dengan pita sebelumnya' }),
      ).toBeVisible();
      await shot('33-settings-overlap');
      await page.reload();
      await first.waitFor();
      if ((await second.inputValue()) === '80') throw new Error('pita tumpang tindih tersimpan');
    },
  },
  {
    name: 'log aktivitas menyebut nama daerah, bukan id',
    async run({ page, url, shot }) {
      await signedIn(page, url);
      const region = await api<{ data: { id: number; nama: string }[] }>(
        page,
        'GET',
        '/api/crud/m_daerah?per_page=1',
      );
      const daerah = region.data[0]!;
      const created = await api<{ status: number }>(page, 'POST', '/api/crud/opd_perangkat', {
        nama: 'Dinas Uji Log Aktivitas',
        m_daerah_id: daerah.id,
      });
      if (created.status !== 1) throw new Error(`OPD tidak dibuat: ${JSON.stringify(created)}`);
      await page.goto(`${url}/dashboard/activity`);
      // A detail reads as a sentence (issue 37): "Daerah diisi <nama>", never the id.
      await expect(page.getByText(`Daerah diisi ${daerah.nama}`).first()).toBeVisible();
      if (await page.getByText(`Daerah diisi ${daerah.id}`, { exact: true }).count())
        throw new Error('log aktivitas menampilkan id daerah');
      await shot('34-activity-region-name');
    },
  },
  {
    name: 'sidebar tertutup: ikon dengan tooltip namanya; label filter utuh',
    async run({ page, url, shot }) {
      await signedIn(page, url);
      await page.goto(`${url}/dashboard/profil-pemda-old`);
      await page.getByRole('button', { name: 'Tutup menu' }).click();
      const item = page.locator('.RaMenuItemLink-root[href$="/dashboard/master-faq"]');
      await item.hover();
      await expect(page.getByRole('tooltip').filter({ hasText: 'FAQ' })).toBeVisible();
      await shot('35-sidebar-tooltip');
      await page
        .getByRole('button', { name: /Filter/ })
        .first()
        .click();
      const labels = page.getByRole('dialog').locator('label');
      await labels.first().waitFor();
      const cut = await labels.evaluateAll((els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
      );
      if (cut.length) throw new Error(`label terpotong: ${cut.join(', ')}`);
      await shot('36-filter-labels');
    },
  },
];

/** Log Lengkap (the raw log), readable (issue 13 item 3, issue 37 item 5). */
CONSOLE_CHECKS.push({
  name: 'raw log: permintaan, pelaku dan perubahan terbaca; JSON di balik "Lihat data mentah"',
  async run({ page, url, shot }) {
    await signedIn(page, url);
    const region = await api<{ data: { id: number; nama: string }[] }>(
      page,
      'GET',
      '/api/crud/m_daerah?per_page=1',
    );
    const daerah = region.data[0]!;
    await api(page, 'POST', '/api/crud/opd_perangkat', {
      nama: 'Dinas Uji Raw Log',
      m_daerah_id: daerah.id,
    });
    await page.goto(`${url}/dashboard/rawlog`);
    const row = page.locator('tbody tr').filter({ hasText: 'Dinas Uji Raw Log' }).first();
    await expect(row.getByText('/api/crud/opd_perangkat')).toBeVisible();
    await expect(row.getByText(`Daerah diisi ${daerah.nama}`)).toBeVisible();
    await expect(row.getByText(/Superadmin/)).toBeVisible();
    if (await page.getByText('"m_daerah_id"').count()) throw new Error('JSON tampil tanpa diminta');
    await row.getByRole('button', { name: 'Lihat data mentah' }).click();
    await expect(page.getByText('"m_daerah_id"')).toBeVisible();
    await shot('37-rawlog');
  },
});
