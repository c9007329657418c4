import type { Page } from 'playwright-core';
import { login, type Check } from './checks';
import { expect } from './expect';

const TAHUN = 2026;

async function signIn(page: Page, url: string, role: string) {
  await login(page, url, role);
  await page.waitForURL(/\/dashboard\//);
}

async function switchTo(page: Page, url: string, role: string) {
  await page.evaluate(() => localStorage.clear());
  await signIn(page, url, role);
}

/** A JSON call to the API as a demo account (the checks' own setup, not what they check). */
async function apiAs(page: Page, url: string, username: string) {
  const login = await page.request.post(`${url}/api/login`, {
    data: { username, password: 'Demo#2026' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (path: string) => (await page.request.get(`${url}/api${path}`, { headers })).json(),
    post: async (path: string, data: unknown) =>
      (await page.request.post(`${url}/api${path}`, { headers, data })).json(),
  };
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/**
 * The award after the index (issue 25): tim.penilai scores a nominee's presentation on the
 * screen, superadmin publishes the award ranking, and the winners appear in the winners list
 * and on the public /pemenang page; the progress report sends a reminder that the outbox shows,
 * and the innovation measurement lists and sorts the nominees' innovations.
 */
export const AWARD_CHECKS: Check[] = [
  {
    name: 'IGA: tim.penilai menilai presentasi, superadmin menerbitkan, pemenang tampil di daftar pemenang dan /pemenang',
    async run({ page, url, shot }) {
      // Setup: the region with the best verified index made a nominee of the period.
      const superadmin = await apiAs(page, url, 'superadmin');
      const review = (await superadmin.get(`/review/ranking/lookup?tahun=${TAHUN}`)) as {
        data: { profil_id: number; pemda: string }[];
      };
      const region = review.data[0]!;
      const added = (await superadmin.post('/iga/nominasi', {
        tahun: TAHUN,
        profil_id: region.profil_id,
        nominasi: true,
        alasan: 'Uji peramban',
      })) as { status: number };
      if (added.status !== 1) throw new Error(`nominasi gagal: ${JSON.stringify(added)}`);

      // tim.penilai scores the presentation on its queue.
      await signIn(page, url, 'tim.penilai');
      await page.goto(`${url}/dashboard/presentasi-dan-validasi-lapangan`);
      await page.getByLabel('Cari').fill(region.pemda);
      await rowOf(page, region.pemda).first().getByRole('button', { name: 'Nilai' }).click();
      const section = page.getByRole('region', { name: 'Presentasi Kepala Daerah' });
      await expect(section.getByLabel(/Kebaharuan \(bobot 30%\)/)).toBeVisible();
      const fields = section.getByRole('spinbutton');
      await expect(fields).toHaveCount(5);
      for (const [i, v] of ['80', '70', '60', '90', '100'].entries()) await fields.nth(i).fill(v);
      await section.getByRole('button', { name: /Kirim nilai/ }).click();
      // (80x30 + 70x25 + 60x15 + 90x20 + 100x10) / 100
      await expect(section.getByText('Nilai Anda: 78,50')).toBeVisible();
      await shot('award01-penilaian-presentasi');

      // superadmin publishes the award ranking.
      await switchTo(page, url, 'superadmin');
      await page.goto(`${url}/dashboard/ranking-iga`);
      await expect(page.getByRole('heading', { name: 'Ranking IGA' })).toBeVisible();
      await expect(rowOf(page, region.pemda)).toBeVisible();
      await page.getByRole('button', { name: 'Terbitkan', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Terbitkan', exact: true }).click();
      await expect(
        page.getByText(`Peringkat IGA tahun ${TAHUN} diterbitkan (versi 1)`),
      ).toBeVisible();
      await expect(page.getByText(/Diterbitkan versi 1/)).toBeVisible();
      await shot('award02-ranking-terbit');

      // The winners list (resource winners) has the region, as does the public page.
      await page.goto(`${url}/dashboard/winners`);
      await expect(rowOf(page, region.pemda).filter({ hasText: String(TAHUN) })).toBeVisible();
      await shot('award03-daftar-pemenang');
      await page.goto(`${url}/pemenang`);
      const year = page.getByRole('region', { name: `Tahun ${TAHUN}` });
      await expect(year.getByRole('link', { name: region.pemda })).toBeVisible();
      await shot('award04-pemenang-publik');
    },
  },
  {
    name: 'IGA: progress-input mengirim pengingat ke daerah terpilih (tampil di outbox); pengukuran-inovasi terurut dan dapat diunduh',
    async run({ page, url, shot }) {
      const superadmin = await apiAs(page, url, 'superadmin');
      const progress = (await superadmin.get(`/iga/progress-input?tahun=${TAHUN}`)) as {
        data: { profil_id: number; nama: string; akun_pemda: number }[];
      };
      const target = progress.data.find((r) => r.akun_pemda > 0);
      if (!target) throw new Error('tidak ada daerah dengan akun pemda');

      await signIn(page, url, 'superadmin');
      await page.goto(`${url}/dashboard/ranking-iga`);
      await page.getByRole('link', { name: 'Progress Input' }).click();
      await expect(page.getByRole('heading', { name: 'Progress Input Data' })).toBeVisible();
      await expect(page.getByText(/Batas input/)).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Indikator Wajib' })).toBeVisible();
      await shot('award05-progress-input');
      await page.getByLabel('Cari').fill(target.nama);
      await expect(rowOf(page, target.nama)).toBeVisible();
      await page.getByRole('checkbox', { name: `Pilih ${target.nama}` }).check();
      await page.getByRole('button', { name: 'Kirim pengingat (1)' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Kirim pengingat (1)' }).click();
      await expect(page.getByText(/Pengingat dikirim ke 1 daerah/)).toBeVisible();
      await shot('award06-pengingat-terkirim');
      await page.goto(`${url}/dashboard/outbox`);
      await expect(
        page.getByText(`Pengingat pengisian IID ${TAHUN}: ${target.nama}`),
      ).toBeVisible();

      const measured = (await superadmin.get(`/iga/pengukuran-indeks?tahun=${TAHUN}`)) as {
        data: { nama: string }[];
      };
      await page.goto(`${url}/dashboard/ranking-iga`);
      await page.getByRole('link', { name: 'Pengukuran Inovasi' }).click();
      await expect(page.getByRole('heading', { name: 'Pengukuran Inovasi' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unduh Excel' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: /Poin Verifikasi/ })).toBeVisible();
      if (measured.data.length > 0) await expect(rowOf(page, measured.data[0]!.nama)).toBeVisible();
      else await expect(page.getByText('Tidak ada data')).toBeVisible();
      // Sorting by name ascending puts the alphabetically first innovation on top.
      await page.getByRole('button', { name: 'Inovasi', exact: true }).click();
      if (measured.data.length > 0) {
        const first = [...measured.data.map((r) => r.nama)].sort((a, b) =>
          a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
        )[0]!;
        await expect(page.getByRole('row').nth(1).filter({ hasText: first })).toBeVisible();
      }
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Unduh Excel' }).click();
      const file = await download;
      if (!file.suggestedFilename().endsWith('.xlsx'))
        throw new Error(`berkas ${file.suggestedFilename()}`);
      await shot('award07-pengukuran-inovasi');
    },
  },
];
