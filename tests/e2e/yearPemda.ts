// "A year in the life", steps 1 and 2: the ministry opens the period; the pemda fills its
// profile and region indicators, registers an innovation with evidence and sends it.
import type { Page } from 'playwright-core';
import { expect } from './expect';
import {
  answerCard,
  cards,
  choose,
  PDF,
  rowOf,
  signInAs,
  SLOW,
  type Indeks,
  must,
  type Reader,
  type Year,
} from './yearFlow';

/** A design text of the length the rule asks for (300 words and more). */
const DESIGN = Array.from(
  { length: 31 },
  (_, i) =>
    `Tahap ${i + 1} rancang bangun menjelaskan masalah layanan, sasaran warga, cara kerja, dan ukuran hasilnya.`,
).join(' ');

/** DD/MM/YYYY of a date `days` from now, as typed into the date pickers. */
function typedDate(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}${two(d.getUTCMonth() + 1)}${d.getUTCFullYear()}`;
}

/**
 * The scenario's year: the one after every data year, which the demo data leaves unused; the
 * demo pemda's region must have nothing in it (no innovation, no region answer, index 0).
 */
export async function chooseYear(api: Reader, url: string): Promise<Year> {
  const settings = await api.get<{ data: { name: string; setting_value: string }[] }>(
    '/crud/app_settings',
  );
  const value = (name: string) => settings.data.find((s) => s.name === name)?.setting_value ?? '';
  const years = [
    ...(JSON.parse(value('data_tahun_all') || '[]') as number[]),
    +value('tahun_aktif'),
  ];
  const tahun = Math.max(...years) + 1;
  const me = await api.get<{ data: { profil_id: number } }>('/me', 'pemda');
  const year: Year = {
    url,
    tahun,
    profilId: me.data.profil_id,
    daerah: '',
    inovasi: `Layanan Perizinan Satu Pintu ${tahun}`,
    nominees: [],
    notes: [],
  };
  // Nothing of the demo data in that year for the region: no innovation, no answer, index 0.
  const own = await api.get<{ total: number }>(
    `/crud/iga2020_inovasi?tahun=${tahun}&per_page=1`,
    'pemda',
  );
  const ix = await api.indeks(year);
  if (own.total !== 0 || ix.jumlah_inovasi !== 0 || ix.spd !== 0 || ix.indeks !== 0)
    throw new Error(`tahun ${tahun} sudah berisi data demo untuk daerah ini`);
  return year;
}

/** Step 1: superadmin opens the period on the settings screen. */
export async function openPeriod(page: Page, year: Year) {
  await signInAs(page, year.url, 'superadmin');
  await page.goto(`${year.url}/dashboard/settings`);
  await expect(page.getByRole('button', { name: 'Simpan Pengaturan' })).toBeVisible();
  const data = page.getByRole('combobox', { name: 'Tahun data' });
  await data.click();
  await data.fill(String(year.tahun));
  await page.getByRole('option', { name: String(year.tahun), exact: true }).click();
  await page.keyboard.press('Escape');
  await choose(page, /^Tahun aktif/, new RegExp(`^${year.tahun}$`));
  // Assessment input, sending and the region indicators are open; the deadline is ahead.
  for (const name of [
    'Pengisian IGA dibuka',
    'Pengiriman inovasi dibuka',
    'Indikator SPD dapat diperbarui',
  ]) {
    const flag = page.getByRole('switch', { name: new RegExp(`^${name}`) });
    if (!(await flag.isChecked())) await flag.check();
  }
  const deadline = page.getByRole('group', { name: 'Batas akhir pengisian' });
  await deadline.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(typedDate(60));
  await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(page.getByText(/^Pengaturan tersimpan \(\d+ diubah\)/)).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: new RegExp(`^Tahun aktif ${year.tahun}`) }),
  ).toBeVisible();
}

/** Step 2a: the pemda fills its profile (and its integrity pact). */
export async function fillProfile(page: Page, year: Year) {
  await signInAs(page, year.url, 'pemda');
  year.profilId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { profil_id: number }).profil_id,
  );
  await page.goto(`${year.url}/dashboard/profil-pemda-daerah`);
  await page.getByRole('button', { name: 'Ubah Profil' }).click();
  const dialog = page.getByRole('dialog');
  year.daerah = (await dialog.getByLabel('Nama Pemda').inputValue()).trim();
  await dialog.getByLabel('Alamat').fill('Jl. Wastukencana No. 2, Bandung');
  await dialog.getByLabel('Email').fill('litbang@bandung.go.id');
  await dialog.getByLabel('Nomor Telepon').fill('0224234793');
  await dialog.getByLabel('Nama Admin').fill('Asep Saepudin');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Profil berhasil diperbarui!')).toBeVisible();
  await expect(page.getByText('Jl. Wastukencana No. 2, Bandung')).toBeVisible();
  await page
    .locator('label', { hasText: 'Unggah pakta integritas baru' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'Pakta Integritas.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Pakta integritas berhasil diunggah')).toBeVisible();
}

/** Step 2b: the pemda answers every mandatory region (SPD) indicator, with evidence. */
export async function fillRegionIndicators(page: Page, year: Year) {
  await page.goto(`${year.url}/dashboard/profil-pemda-daerah`);
  await page.getByRole('link', { name: 'Ubah Indikator SPD' }).click();
  await expect(page.getByText(`periode ${year.tahun}`)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const total = await cards(page).count();
  for (let i = 0; i < total; i++) {
    const card = cards(page).nth(i);
    if ((await card.getByText('Wajib', { exact: true }).count()) > 0)
      await answerCard(page, card, `Bukti SPD ${i + 1}`);
  }
  await page.getByRole('button', { name: 'Simpan Jawaban' }).click();
  await expect(page.getByText('Jawaban indikator berhasil disimpan')).toBeVisible();
  await expect(page.getByText(/^Indikator wajib: (\d+) dari \1 terisi$/)).toBeVisible();
}

/** Step 2c: the pemda registers a Penerapan innovation through the form, a PDF attached. */
export async function registerInnovation(page: Page, year: Year) {
  await page.goto(`${year.url}/dashboard/inovasi-daerah/create`);
  await page.getByLabel(/^Nama Inovasi/).fill(year.inovasi);
  const tahun = await page.getByLabel(/^Tahun/).inputValue();
  if (tahun !== String(year.tahun)) throw new Error(`inovasi baru bertahun ${tahun}`);
  await choose(page, /^Tahapan Inovasi/, 'Penerapan');
  await choose(page, /^Inisiator Inovasi/, 'ASN');
  await page.getByLabel(/^Nama Inisiator/).fill('Rina Kurniawati');
  await page.getByRole('tab', { name: 'Klasifikasi' }).click();
  await choose(page, /^Jenis Inovasi/, 'Digital');
  await choose(page, /^Bentuk Inovasi/, /./, '');
  await choose(page, /^Asta Cita/, /./, '');
  await choose(page, /^Urusan Pemerintahan/, /./, '');
  await page.getByLabel(/^Titik Koordinat/).fill('-6.914744,107.609810');
  await page.getByRole('tab', { name: 'Waktu' }).click();
  // Dates are typed DD/MM/YYYY, digits only, inside the period's window.
  await page.getByLabel(/^Waktu Uji Coba/).click();
  await page.keyboard.type('01022024');
  await page.getByLabel(/^Waktu Penerapan/).click();
  await page.keyboard.type('03062024');
  await choose(page, /^Inovasi Dikembangkan/, 'Tidak');
  await page.getByRole('tab', { name: 'Uraian' }).click();
  await page.getByLabel(/^Rancang Bangun/).fill(DESIGN);
  await page.getByLabel(/^Tujuan Inovasi/).fill('Mempercepat layanan perizinan bagi warga.');
  await page
    .getByLabel(/^Manfaat yang Diperoleh/)
    .fill('Waktu layanan turun dari lima hari ke satu hari.');
  await page.getByLabel(/^Hasil Inovasi/).fill('Seribu warga terlayani pada bulan pertama.');
  // Evidence through the form: the budget document, a small PDF.
  await page.getByRole('tab', { name: 'Dokumen' }).click();
  await page
    .getByLabel('Anggaran: Pilih berkas')
    .setInputFiles({ name: 'Anggaran Inovasi.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('button', { name: 'Ganti berkas' })).toBeVisible();
  await page.getByRole('button', { name: 'Simpan' }).click();
  try {
    await page.waitForURL(/\/dashboard\/inovasi-daerah$/, { timeout: SLOW });
  } catch {
    const refused: string[] = [];
    for (const tab of ['Identitas', 'Klasifikasi', 'Waktu', 'Uraian', 'Dokumen']) {
      await page.getByRole('tab', { name: tab }).click();
      refused.push(...(await page.locator('.Mui-error').allInnerTexts()));
    }
    throw new Error(`formulir inovasi tidak tersimpan: ${refused.join(' | ')}`);
  }
}

/** The innovation's row in the pemda's list (the Penerapan tab, searched by name). */
async function innovationRow(page: Page, year: Year) {
  await page.goto(`${year.url}/dashboard/inovasi-daerah`);
  await page.getByRole('tab', { name: 'Penerapan' }).click();
  await page.getByRole('textbox', { name: /Cari/ }).first().fill(year.inovasi);
  const row = rowOf(page, year.inovasi);
  await expect(row).toHaveCount(1);
  return row;
}

/** Step 2d: the pemda answers every mandatory innovation indicator, then sends it (Kirim). */
export async function answerAndSend(page: Page, year: Year) {
  const row = await innovationRow(page, year);
  await row.getByRole('link', { name: 'Indikator' }).click();
  await expect(page.getByRole('heading', { name: 'Indikator Inovasi' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const total = await cards(page).count();
  for (let i = 0; i < total; i++) {
    const card = cards(page).nth(i);
    if ((await card.getByText('Wajib', { exact: true }).count()) > 0)
      await answerCard(page, card, `Bukti inovasi ${i + 1}`);
  }
  await page.getByRole('button', { name: 'Simpan Jawaban' }).click();
  await expect(page.getByText('Jawaban indikator berhasil disimpan')).toBeVisible();
  await expect(page.getByText('Indikator Mandatori Sudah Terpenuhi')).toBeVisible();

  const again = await innovationRow(page, year);
  await again.getByRole('button', { name: 'Kirim ke Kemendagri' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Kirim "${year.inovasi}" ke Kemendagri?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Ya, kirim' }).click();
  await expect(page.getByText('Inovasi berhasil dikirim dan menunggu verifikasi.')).toBeVisible();
  await expect(again.getByText('Menunggu Verifikasi')).toBeVisible();
}

/** The verified index's innovation count, when /api/indeks names it (issue 35 item 3). */
export function verifiedCount(ix: Indeks): number | undefined {
  const v = ix.verifikasi as { jumlah_inovasi?: number };
  const top = ix as unknown as { jumlah_inovasi_verifikasi?: number };
  return v.jumlah_inovasi ?? top.jumlah_inovasi_verifikasi;
}

/**
 * After the sending: the self index counts the sent innovation; the verified index counts none
 * (nothing is verified yet) and its region score is what the verifier gave (nothing yet).
 */
export async function pendingInvariants(api: Reader, year: Year) {
  const ix = await api.indeks(year);
  year.indeks = ix;
  if (ix.jumlah_inovasi !== 1)
    throw new Error(`indeks mandiri menghitung ${ix.jumlah_inovasi} inovasi`);
  if (!(ix.spd > 0 && ix.sid > 0))
    throw new Error(`indeks mandiri tanpa isian: ${JSON.stringify(ix)}`);
  const verifiedSpd = ix.indikator.reduce((s, i) => s + (i.skor_verifikasi ?? 0), 0);
  if (Math.abs(ix.verifikasi.spd - verifiedSpd) > 0.005)
    throw new Error(
      `SPD terverifikasi ${ix.verifikasi.spd} ≠ jumlah poin verifikasi ${verifiedSpd}`,
    );
  // Issue 35 item 3: a pending innovation is left out of the verified index, its count score
  // (0,38) included.
  await must('indeks terverifikasi tidak menghitung inovasi yang menunggu verifikasi', async () => {
    if (ix.verifikasi.sid !== 0)
      throw new Error(
        `verifikasi.sid ${ix.verifikasi.sid} (indeks ${ix.verifikasi.indeks}) sebelum verifikasi, seharusnya 0`,
      );
    // The verified index's own innovation count, where the answer carries it (schema 0021).
    const counted = verifiedCount(ix);
    if (counted !== undefined && counted !== 0)
      throw new Error(`indeks terverifikasi menghitung ${counted} inovasi, seharusnya 0`);
  });
}
