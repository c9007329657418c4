import type { Page } from 'playwright-core';
import { login, type Check } from './checks';
import { expect } from './expect';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n' +
    '<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const cards = (page: Page) => page.locator('section[id^="indikator-"]');

/** The innovation the first check sends; the next one reviews it. */
let sentName = '';

async function switchTo(page: Page, url: string, role: string) {
  // A check starts on a blank page, which has no storage to clear.
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await login(page, url, role);
  await page.waitForURL(/\/dashboard\//);
}

/** Answers one indicator card with its highest scale and a piece of evidence it accepts. */
async function answer(page: Page, i: number) {
  const card = cards(page).nth(i);
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('radio').last().check();
  if ((await card.getByText('tidak ada dokumen.').count()) === 0) return;
  if ((await card.getByLabel('Tautan video').count()) > 0) {
    await card.getByLabel('Tautan video').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await card.getByRole('button', { name: 'Kirim tautan' }).click();
    await expect(card.getByText('tidak ada dokumen.')).toHaveCount(0);
    return;
  }
  const input = card.locator('input[type=file]');
  const accept = (await input.getAttribute('accept')) ?? '';
  const file =
    /pdf/i.test(accept) || accept === ''
      ? { name: `Bukti ${i + 1}.pdf`, mimeType: 'application/pdf', buffer: PDF }
      : { name: `Bukti ${i + 1}.png`, mimeType: 'image/png', buffer: PNG };
  await input.setInputFiles(file);
  // Attached, not only on its way: the answers cannot be saved while an upload is unfinished.
  await expect(card.getByText(`Dokumen berhasil dikirim: ${file.name}`)).toBeVisible();
  // The upload refreshes the documents and the answers; the next card waits for that.
  await page.waitForLoadState('networkidle');
}

/** Picks `option` in the select or autocomplete labelled `label` (typing `search` first). */
async function choose(page: Page, label: RegExp, option: string | RegExp, search?: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (search !== undefined) await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** A design text of the length the rule asks for (300 words and more). */
const DESIGN = Array.from(
  { length: 31 },
  (_, i) =>
    `Tahap ${i + 1} rancang bangun menjelaskan masalah layanan, sasaran warga, cara kerja, dan ukuran hasilnya.`,
).join(' ');

/**
 * Registers one innovation through the form, every part of it, in `stage`; the list then shows
 * it under that stage's tab.
 */
async function register(
  page: Page,
  url: string,
  name: string,
  stage: string,
  /** First save with an implementation date outside the period's window, then correct it. */
  outsideWindowFirst = false,
) {
  await page.goto(`${url}/dashboard/inovasi-daerah/create`);
  await page.getByLabel(/^Nama Inovasi/).fill(name);
  // A new innovation starts in the current period.
  const year = await page.getByLabel(/^Tahun/).inputValue();
  if (!/^20\d\d$/.test(year)) throw new Error(`tahun baru "${year}"`);
  await choose(page, /^Tahapan Inovasi/, stage);
  await choose(page, /^Inisiator Inovasi/, 'ASN');
  await page.getByLabel(/^Nama Inisiator/).fill('Rina Kurniawati');
  await page.getByRole('tab', { name: 'Klasifikasi' }).click();
  await choose(page, /^Jenis Inovasi/, 'Digital');
  await choose(page, /^Bentuk Inovasi/, /./, '');
  await choose(page, /^Asta Cita/, /./, '');
  await choose(page, /^Urusan Pemerintahan/, /./, '');
  await page.getByLabel(/^Titik Koordinat/).fill('-6.914744,107.609810');
  await page.getByRole('tab', { name: 'Waktu' }).click();
  // Dates are typed DD/MM/YYYY, digits only, as on a phone keyboard.
  await page.getByLabel(/^Waktu Uji Coba/).click();
  await page.keyboard.type('01022024');
  await page.getByLabel(/^Waktu Penerapan/).click();
  await page.keyboard.type('03062024');
  await choose(page, /^Inovasi Dikembangkan/, 'Tidak');
  await page.getByRole('tab', { name: 'Uraian' }).click();
  await page.getByLabel(/^Rancang Bangun/).fill(DESIGN);
  await page.getByLabel(/^Tujuan Inovasi/).fill('Mempercepat layanan bagi warga.');
  await page
    .getByLabel(/^Manfaat yang Diperoleh/)
    .fill('Waktu layanan turun dari lima hari ke satu hari.');
  await page.getByLabel(/^Hasil Inovasi/).fill('Seribu warga terlayani pada bulan pertama.');
  if (outsideWindowFirst) {
    await page.getByRole('tab', { name: 'Waktu' }).click();
    const impl = page.getByLabel(/^Waktu Penerapan/);
    await impl.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('03062026');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Tanggal harus antara 01/01/2023 dan 31/12/2025')).toBeVisible();
    await impl.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('03062024');
  }
  await page.getByRole('button', { name: 'Simpan' }).click();
  try {
    await page.waitForURL(/\/dashboard\/inovasi-daerah$/, { timeout: 10_000 });
  } catch {
    // Not saved: name what the form refused, tab by tab.
    const refused: string[] = [];
    for (const tab of ['Identitas', 'Klasifikasi', 'Waktu', 'Uraian']) {
      await page.getByRole('tab', { name: tab }).click();
      refused.push(...(await page.locator('.Mui-error').allInnerTexts()));
    }
    throw new Error(`formulir tidak tersimpan: ${refused.join(' | ')}`);
  }
  await page.getByRole('tab', { name: stage }).click();
  await page.getByRole('textbox', { name: /Cari/ }).first().fill(name);
  // The search narrows the stage to the new innovation alone.
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').filter({ hasText: name })).toHaveCount(1);
}

/**
 * Issue 8 and 9 from a pemda's chair: in the innovation list it opens a Penerapan innovation's
 * indicators, answers every mandatory one with evidence until the badge says "Indikator
 * Mandatori Sudah Terpenuhi", and sends it with "Kirim ke Kemendagri"; the list then shows it
 * waiting for the verifier, with its sender.
 */
export const INOVASI_CHECKS: Check[] = [
  {
    name: 'pemda melengkapi indikator mandatori sebuah inovasi dengan bukti lalu mengirimnya dari daftar inovasi',
    async run({ page, url, shot }) {
      await login(page, url, 'pemda');
      await page.waitForURL(/\/dashboard\//);
      await page.goto(`${url}/dashboard/inovasi-daerah`);
      await page.getByRole('tab', { name: 'Penerapan' }).click();
      // A Penerapan innovation not sent yet, whose profile is filled in (no warning marker).
      const candidates = page
        .getByRole('row')
        .filter({ hasText: 'Belum Dikirim' })
        .filter({
          hasNot: page.getByRole('img', { name: 'Isian Profil Inovasi Daerah belum lengkap' }),
        });
      await expect(candidates.first()).toBeVisible();
      await shot('i01-daftar-inovasi');
      const nama = (await candidates.first().locator('td').first().innerText())
        .split('\n')[0]!
        .trim();
      await candidates.first().getByRole('link', { name: 'Indikator' }).click();
      await expect(page.getByRole('heading', { name: 'Indikator Inovasi' })).toBeVisible();
      await expect(page.getByText('Belum Lengkap', { exact: true })).toBeVisible();

      const total = await cards(page).count();
      if (total < 20) throw new Error(`hanya ${total} indikator inovasi`);
      for (let i = 0; i < total; i++) {
        if ((await cards(page).nth(i).getByText('Wajib', { exact: true }).count()) > 0)
          await answer(page, i);
      }
      await page.getByRole('button', { name: 'Simpan Jawaban' }).click();
      await expect(page.getByText('Jawaban indikator berhasil disimpan')).toBeVisible();
      await expect(page.getByText('Indikator Mandatori Sudah Terpenuhi')).toBeVisible();
      await expect(page.getByText('Kelengkapan indikator mandatori: 100%')).toBeVisible();
      await shot('i02-indikator-mandatori-terpenuhi');

      await page.getByRole('link', { name: 'Kembali ke Inovasi Daerah' }).click();
      const row = page.getByRole('row').filter({ hasText: nama });
      await expect(row.getByText(/Indikator Mandatori Sudah Terpenuhi · 100%/)).toBeVisible();
      await row.getByRole('button', { name: 'Kirim ke Kemendagri' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(`Kirim "${nama}" ke Kemendagri?`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Ya, kirim' }).click();
      await expect(
        page.getByText('Inovasi berhasil dikirim dan menunggu verifikasi.'),
      ).toBeVisible();
      await expect(row.getByText('Menunggu Verifikasi')).toBeVisible();
      await expect(row.getByRole('button', { name: 'Kirim ke Kemendagri' })).toHaveCount(0);
      await shot('i03-terkirim');
      await row.getByRole('button', { name: 'Pengirim' }).click();
      await expect(page.getByText(/^Dikirim oleh Asep Saepudin pada /)).toBeVisible();
      await shot('i04-pengirim');
      sentName = nama;
    },
  },
  {
    name: 'verifikator menolak bukti satu indikator dengan alasan lalu menolak inovasinya; pemda melihat status, yang ditunggu, dan alasannya per indikator',
    async run({ page, url, shot }) {
      if (!sentName) throw new Error('pemeriksaan sebelumnya tidak mengirim inovasi');
      await switchTo(page, url, 'verifikator');
      await page.goto(`${url}/dashboard/review`);
      await page
        .getByRole('row')
        .filter({ hasText: sentName })
        .getByRole('link', { name: 'Periksa' })
        .click();
      await expect(page.getByRole('heading', { name: 'Periksa Inovasi' })).toBeVisible();
      const reason = 'Perbup yang diunggah tidak memuat nama inovasi ini';
      const first = cards(page).nth(0);
      await first.getByLabel('Bukti ditolak').check();
      await first.getByLabel(/Alasan penolakan bukti/).fill(reason);
      const second = cards(page).nth(1);
      await second.getByLabel('Bukti diterima').check();
      await second.getByLabel('Poin verifikasi').click();
      await page.getByRole('option').last().click();
      await page.getByRole('button', { name: 'Simpan Verifikasi' }).click();
      await expect(page.getByText('Hasil evaluasi berhasil disimpan!')).toBeVisible();
      await shot('i05-verifikasi-per-indikator');
      await page.getByRole('button', { name: 'Tolak', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/Alasan penolakan/).fill('Bukti indikator 16 belum sesuai');
      await dialog.getByRole('button', { name: 'Tolak' }).click();
      await expect(
        page.getByText('Status inovasi berhasil diubah: Ditolak Verifikator.'),
      ).toBeVisible();

      await switchTo(page, url, 'pemda');
      await page.goto(`${url}/dashboard/inovasi-daerah`);
      await page.getByRole('tab', { name: 'Penerapan' }).click();
      const row = page.getByRole('row').filter({ hasText: sentName });
      await expect(row.getByText('Ditolak Verifikator')).toBeVisible();
      await expect(row.getByText('Quality Control')).toBeVisible();
      await row.getByRole('link', { name: 'Indikator' }).click();
      await expect(
        page.getByText(`Hasil verifikasi: bukti ditolak. Alasan: ${reason}`),
      ).toBeVisible();
      await expect(
        page.getByText(/^Hasil verifikasi: bukti diterima, poin verifikasi/),
      ).toBeVisible();
      await shot('i06-pemda-melihat-alasan');
    },
  },
  {
    name: 'pemda dihentikan oleh aturan formulir inovasi dengan pesan Indonesia, isian tetap ada setelah dimuat ulang, dan mengunduh PDF serta Excel',
    async run({ page, url, shot }) {
      await switchTo(page, url, 'pemda');
      await page.goto(`${url}/dashboard/inovasi-daerah`);
      await page.getByRole('tab', { name: 'Penerapan' }).click();
      const row = page
        .getByRole('row')
        .filter({ hasText: 'Belum Dikirim' })
        .filter({
          hasNot: page.getByRole('img', { name: 'Isian Profil Inovasi Daerah belum lengkap' }),
        })
        .first();
      await expect(row).toBeVisible();
      // Downloads from the row: the files the API answers, under their names.
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: 'PDF' }).click(),
      ]);
      if (!/\.pdf$/.test(pdf.suggestedFilename())) throw new Error(pdf.suggestedFilename());
      const [xlsx] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: 'Excel' }).click(),
      ]);
      if (!/\.xlsx$/.test(xlsx.suggestedFilename())) throw new Error(xlsx.suggestedFilename());

      // A slow read of the record (a busy server): the form must start from the whole record,
      // not from the list's row (no long texts), or the record's late arrival resets the form
      // and drops what was typed.
      await page.route(/\/api\/crud\/iga2020_inovasi\/\d+$/, async (r) => {
        if (r.request().method() === 'GET') await new Promise((ok) => setTimeout(ok, 1500));
        await r.continue();
      });
      await row.getByRole('link', { name: 'Ubah' }).click();
      await page.getByRole('tab', { name: 'Uraian' }).click();
      const text = page.getByLabel(/Rancang Bangun/);
      await text.waitFor();
      if (!(await text.inputValue()))
        throw new Error('formulir dibuka tanpa Rancang Bangun tersimpan');
      await page.unrouteAll();
      await text.fill('Rancang bangun yang terlalu singkat untuk dikirim');
      await expect(page.getByText('7 kata (minimal 300)')).toBeVisible();
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Minimal 300 kata (sekarang 7 kata)')).toBeVisible();
      await shot('i07-aturan-formulir');
      // A reload keeps what was typed.
      await page.reload();
      await expect(page.getByText('Isian yang belum tersimpan telah dipulihkan.')).toBeVisible();
      await page.getByRole('tab', { name: 'Uraian' }).click();
      const kept = await page.getByLabel(/Rancang Bangun/).inputValue();
      if (kept !== 'Rancang bangun yang terlalu singkat untuk dikirim')
        throw new Error(`isian tidak dipulihkan: "${kept}"`);
      await shot('i08-dipulihkan');
    },
  },
  {
    name: 'pemda mendaftarkan inovasi baru pada tiap tahapan melalui formulir',
    async run({ page, url, shot }) {
      // Last of these checks: the new rows join the lists the checks above pick from.
      await switchTo(page, url, 'pemda');
      for (const [i, stage] of (['Inisiatif', 'Uji Coba', 'Penerapan'] as const).entries()) {
        // The first one meets the date rule on the way (spec 5), in Indonesian.
        await register(page, url, `Layanan Baru E2E ${stage}`, stage, i === 0);
        if (i === 0) await shot('i00-inovasi-baru-terdaftar');
      }
    },
  },
];
