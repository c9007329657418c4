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
    put: async (path: string, data: unknown) =>
      (await page.request.put(`${url}/api${path}`, { headers, data })).json(),
  };
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/**
 * The award after the index (issues 25 and 35): tim.penilai scores a nominee's presentation and
 * field validation on the screen; superadmin's ranking-iga lists what still blocks the
 * publication (the index not announced) with Terbitkan disabled, publishes once it is met, opens
 * a revision and republishes; the winners list shows the publication's row locked, and the public
 * /pemenang page names the winner. Before that (while the seeded nominees stand), the progress
 * report sends a reminder that the outbox shows, and the innovation measurement lists and sorts
 * the nominees' innovations.
 */
export const AWARD_CHECKS: Check[] = [
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
      await shot('award01-progress-input');
      await page.getByLabel('Cari').fill(target.nama);
      await expect(rowOf(page, target.nama)).toBeVisible();
      await page.getByRole('checkbox', { name: `Pilih ${target.nama}` }).check();
      await page.getByRole('button', { name: 'Kirim pengingat (1)' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Kirim pengingat (1)' }).click();
      await expect(page.getByText(/Pengingat dikirim ke 1 daerah/)).toBeVisible();
      await shot('award02-pengingat-terkirim');
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
      await shot('award03-pengukuran-inovasi');
    },
  },
  {
    name: 'IGA: tim.penilai menilai, superadmin melihat syarat terbit, menerbitkan, membuka revisi dan menerbitkan ulang; pemenang terkunci di daftar pemenang dan tampil di /pemenang',
    async run({ page, url, shot }) {
      // Setup: one nominee of the period, in the only cluster with a nominee quota, with no
      // innovation waiting for quality control (what the checks' screens then show).
      const superadmin = await apiAs(page, url, 'superadmin');
      const review = (await superadmin.get(`/review/ranking/lookup?tahun=${TAHUN}`)) as {
        data: { profil_id: number; pemda: string; skor_total: number }[];
      };
      const decide = (profil_id: number, nominasi: boolean) =>
        superadmin.post('/iga/nominasi', {
          tahun: TAHUN,
          profil_id,
          nominasi,
          alasan: 'Uji peramban',
        }) as Promise<{ status: number; data: { iga_klaster_id: number | null } }>;
      type Syarat = { data: { syarat: { kode: string; rincian: string[] }[] } };
      // The best region whose innovations none wait for quality control, one with innovations
      // to measure (pengukuran-inovasi, the next check) when there is one.
      let region: { profil_id: number; pemda: string } | undefined;
      let klaster: number | null = null;
      let spare: { region: typeof region; klaster: number } | undefined;
      // A region with verified index 0 cannot be a nominee (422): only those above 0.
      for (const candidate of review.data.filter((r) => r.skor_total > 0).slice(0, 40)) {
        const added = await decide(candidate.profil_id, true);
        if (added.status !== 1) throw new Error(`nominasi gagal: ${JSON.stringify(added)}`);
        const syarat = (await superadmin.get(`/ranking-iga/syarat?tahun=${TAHUN}`)) as Syarat;
        const qc = syarat.data.syarat.find((l) => l.kode === 'antrean_qc')!;
        await decide(candidate.profil_id, false);
        if (
          added.data.iga_klaster_id === null ||
          qc.rincian.some((r) => r.startsWith(candidate.pemda))
        )
          continue;
        spare ??= { region: candidate, klaster: added.data.iga_klaster_id };
        const measured = (await superadmin.get(
          `/iga/pengukuran-indeks?tahun=${TAHUN}&profil_id=${candidate.profil_id}`,
        )) as { data: unknown[] };
        if (measured.data.length > 0) {
          region = candidate;
          klaster = added.data.iga_klaster_id;
          break;
        }
      }
      if (!region && spare) ({ region, klaster } = spare);
      if (!region)
        throw new Error(
          `tidak ada daerah ber-IID terverifikasi > 0 tanpa inovasi di antrean QC tahun ${TAHUN}`,
        );
      await decide(region.profil_id, true);
      const quota = (await superadmin.get(`/iga/nominasi?tahun=${TAHUN}`)) as {
        kuota: { iga_klaster_id: number }[];
      };
      await superadmin.put('/iga/nominasi/kuota', {
        tahun: TAHUN,
        kuota: quota.kuota.map((k) => ({
          iga_klaster_id: k.iga_klaster_id,
          jumlah: k.iga_klaster_id === klaster ? 1 : 0,
        })),
      });
      const nominees = (await superadmin.get(`/iga/nominasi?tahun=${TAHUN}`)) as {
        data: { profil_id: number; nominasi: boolean }[];
      };
      for (const n of nominees.data)
        if (n.nominasi && n.profil_id !== region.profil_id) await decide(n.profil_id, false);

      // tim.penilai scores the presentation and the field validation on its queue.
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
      const validasi = page.getByRole('region', { name: 'Validasi Lapangan' });
      const checks = validasi.getByRole('spinbutton');
      await expect(checks).toHaveCount(4);
      for (const i of [0, 1, 2, 3]) await checks.nth(i).fill('70');
      await validasi.getByRole('button', { name: /Kirim nilai/ }).click();
      await expect(validasi.getByText('Nilai Anda: 70,00')).toBeVisible();
      await shot('award04-penilaian');

      // superadmin: the year's index is not announced, so Terbitkan waits, saying why.
      await switchTo(page, url, 'superadmin');
      await page.goto(`${url}/dashboard/ranking-iga`);
      await expect(page.getByRole('heading', { name: 'Ranking IGA' })).toBeVisible();
      await expect(rowOf(page, region.pemda)).toBeVisible();
      const checklist = page.getByRole('region', { name: `Syarat penerbitan tahun ${TAHUN}` });
      await expect(
        checklist.getByText(`indeks tahun ${TAHUN} belum diumumkan (pengaturan indeks_diumumkan)`),
      ).toBeVisible();
      await expect(
        checklist.getByRole('button', { name: 'Terbitkan', exact: true, disabled: true }),
      ).toBeVisible();
      await expect(
        checklist.getByText(
          'Terbitkan aktif setelah semua syarat terpenuhi: 1 syarat belum terpenuhi.',
        ),
      ).toBeVisible();
      await shot('award05-syarat-terbit');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot('award05-syarat-terbit-390');
      await page.setViewportSize({ width: 1366, height: 850 });

      // The index announced (the settings), the button opens; publishing freezes the year.
      const settings = (await superadmin.get('/crud/app_settings?search=indeks_diumumkan')) as {
        data: { id: number; name: string; setting_value: string }[];
      };
      const announced = settings.data.find((r) => r.name === 'indeks_diumumkan')!;
      const years = [...new Set([...(JSON.parse(announced.setting_value) as number[]), TAHUN])];
      await superadmin.put(`/crud/app_settings/${announced.id}`, {
        setting_value: JSON.stringify(years.sort((a, b) => a - b)),
      });
      await page.reload();
      await expect(checklist.getByText('Semua syarat terpenuhi.')).toBeVisible();
      await checklist.getByRole('button', { name: 'Terbitkan', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Terbitkan', exact: true }).click();
      await expect(
        page.getByText(`Peringkat IGA tahun ${TAHUN} diterbitkan (versi 1)`),
      ).toBeVisible();
      await expect(page.getByText(/Diterbitkan versi 1/)).toBeVisible();
      await expect(checklist).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Bobot' })).toHaveCount(0);
      await shot('award06-ranking-terbit');

      // A revision, then version 2 with its reason.
      await page.getByRole('button', { name: 'Buka revisi' }).click();
      await dialog.getByLabel(/Alasan/).fill('Koreksi pleno penetapan');
      await dialog.getByRole('button', { name: 'Buka revisi' }).click();
      await expect(
        page.getByText(/Versi 1 dibuka untuk revisi .*Koreksi pleno penetapan/),
      ).toBeVisible();
      await expect(checklist.getByText('Semua syarat terpenuhi.')).toBeVisible();
      await shot('award07-revisi-dibuka');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot('award07-revisi-dibuka-390');
      await page.setViewportSize({ width: 1366, height: 850 });
      await checklist.getByRole('button', { name: 'Terbitkan ulang' }).click();
      await dialog.getByLabel(/Alasan/).fill('Penetapan pleno kedua');
      await dialog.getByRole('button', { name: 'Terbitkan ulang' }).click();
      await expect(page.getByText(/Diterbitkan versi 2/)).toBeVisible();

      // The winners list has the region, locked as the publication's row, as does the public page.
      await page.goto(`${url}/dashboard/winners`);
      const winner = rowOf(page, region.pemda).filter({ hasText: String(TAHUN) });
      await expect(winner).toBeVisible();
      await expect(winner.getByText('Penerbitan IGA versi 2')).toBeVisible();
      await expect(winner.getByText(/Ditulis oleh penerbitan peringkat IGA tahun/)).toBeVisible();
      await expect(winner.getByRole('link', { name: 'Ubah' })).toHaveCount(0);
      await shot('award08-daftar-pemenang');
      await page.goto(`${url}/pemenang`);
      const year = page.getByRole('region', { name: `Tahun ${TAHUN}` });
      await expect(year.getByRole('link', { name: region.pemda })).toBeVisible();
      await shot('award09-pemenang-publik');
    },
  },
];
