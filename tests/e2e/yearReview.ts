// "A year in the life", steps 3 and 4: the verifier verifies the region indicators and the
// innovation, quality control accepts it; the index is recounted and announced. After each, the
// verified index is what was verified, and the screens that show the region's figures agree.
import type { Page } from 'playwright-core';
import { expect } from './expect';
import { verifiedCount } from './yearPemda';
import {
  cards,
  cellOf,
  expectCell,
  HEADER,
  regionRow,
  round2,
  rowOf,
  signInAs,
  skor,
  type Indeks,
  type Reader,
  type Year,
} from './yearFlow';

/** Points on the innovation's review screen (its "Total poin ..." lines). */
export interface Verified {
  selfPoints: number;
  verifiedPoints: number;
}

const parseScore = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));
const near = (a: number, b: number) => Math.abs(a - b) < 0.011;

/**
 * Step 3a: the verifier verifies each region indicator the pemda answered (one scale point per
 * indicator: the lowest for the first, the highest for the others, so verified and self differ).
 */
export async function verifyRegion(page: Page, year: Year) {
  await signInAs(page, year.url, 'verifikator');
  await page.goto(
    `${year.url}/dashboard/detail-pemda-verifikasi/${year.profilId}?tahun=${year.tahun}`,
  );
  await page.getByRole('tab', { name: 'Indikator' }).click();
  await expect(page.getByRole('columnheader', { name: 'Skor Verifikasi' })).toBeVisible();
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();
  const total = await rows.count();
  let done = 0;
  for (let i = 0; i < total; i++) {
    const row = rows.nth(i);
    const self = await cellOf(page, row, 'Skor');
    if (self === '0,00' || self === '—') continue;
    await row.getByRole('button', { name: 'Verifikasi' }).click();
    const dialog = page.getByRole('dialog');
    const radios = dialog.getByRole('radio');
    await expect(radios.first()).toBeVisible();
    await (done === 0 ? radios.first() : radios.last()).check();
    await dialog.getByLabel('Catatan').fill(done === 0 ? 'Bukti belum lengkap' : 'Sesuai bukti');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toHaveCount(0);
    done++;
  }
  if (done === 0) throw new Error('tidak ada indikator daerah yang dapat diverifikasi');
  await expect(page.getByText('Bukti belum lengkap')).toBeVisible();
}

/** Step 3b: the verifier evaluates the innovation's indicators and approves it (Setujui). */
export async function verifyInnovation(page: Page, year: Year): Promise<Verified> {
  await page.goto(`${year.url}/dashboard/review`);
  await expect(page.getByRole('heading', { name: 'Review Inovasi' })).toBeVisible();
  await page.getByRole('textbox', { name: /Cari/ }).first().fill(year.inovasi);
  await rowOf(page, year.inovasi).getByRole('link', { name: 'Periksa' }).click();
  await expect(page.getByRole('heading', { name: 'Periksa Inovasi' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const total = await cards(page).count();
  let accepted = 0;
  for (let i = 0; i < total; i++) {
    const card = cards(page).nth(i);
    if ((await card.getByText('Belum dijawab').count()) > 0) continue;
    await card.scrollIntoViewIfNeeded();
    await card.getByLabel('Bukti diterima').check();
    await card.getByLabel('Poin verifikasi').click();
    const options = page.getByRole('option');
    await (accepted === 0 ? options.first() : options.last()).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    accepted++;
  }
  if (accepted === 0) throw new Error('tidak ada indikator inovasi yang terjawab');
  await page.getByRole('button', { name: 'Simpan Verifikasi' }).click();
  await expect(page.getByText('Hasil evaluasi berhasil disimpan!')).toBeVisible();
  const line = async (re: RegExp) =>
    parseScore(re.exec(await page.getByText(re).first().innerText())![1]!);
  const verified = {
    selfPoints: await line(/^Total poin pemda: ([\d.,]+)$/),
    verifiedPoints: await line(/^Total poin verifikasi: ([\d.,]+)$/),
  };
  await page.getByRole('button', { name: 'Setujui', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Status inovasi berhasil diubah: Terverifikasi.')).toBeVisible();
  return verified;
}

/** Step 3c: quality control accepts the verified innovation (Menerima Sebagai Inovasi). */
export async function qcAccept(page: Page, year: Year) {
  await signInAs(page, year.url, 'quality_control');
  await page.goto(`${year.url}/dashboard/quality-control`);
  await page.getByRole('textbox', { name: /Cari/ }).first().fill(year.inovasi);
  await rowOf(page, year.inovasi).getByRole('button', { name: 'Menerima Sebagai Inovasi' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Menerima Sebagai Inovasi' }).click();
  await expect(
    page.getByText('Status inovasi berhasil diubah: Diterima Sebagai Inovasi.'),
  ).toBeVisible();
  await expect(rowOf(page, year.inovasi)).toHaveCount(0);
}

/**
 * The verified index is built from what was verified: the region score is the verifier's points,
 * the innovation score the verified points of the one counted innovation (SID = points ÷
 * MAX(10, n) + the count score), and it never exceeds that.
 */
export async function verifiedInvariants(api: Reader, year: Year, v: Verified): Promise<Indeks> {
  const ix = await api.indeks(year);
  year.indeks = ix;
  const m = ix.metode;
  const regionVerified = round2(ix.indikator.reduce((s, i) => s + (i.skor_verifikasi ?? 0), 0));
  const want = {
    spd: regionVerified,
    sid: round2(v.verifiedPoints / Math.max(m.pembagi_minimum, 1) + m.koefisien_jumlah),
  };
  const got = { spd: ix.verifikasi.spd, sid: ix.verifikasi.sid };
  if (!near(got.spd, want.spd) || !near(got.sid, want.sid))
    throw new Error(
      `indeks terverifikasi ${JSON.stringify(got)}, dari yang diverifikasi ${JSON.stringify(want)}`,
    );
  const selfSid = round2(v.selfPoints / Math.max(m.pembagi_minimum, 1) + m.koefisien_jumlah);
  if (!near(ix.sid, selfSid)) throw new Error(`SID mandiri ${ix.sid} ≠ ${selfSid}`);
  const total = round2(ix.verifikasi.spd + ix.verifikasi.sid);
  if (!near(ix.verifikasi.skor_total, total))
    throw new Error(`skor total terverifikasi ${ix.verifikasi.skor_total} ≠ ${total}`);
  const indeks = round2((total / m.skor_maksimum) * 100);
  if (!near(ix.verifikasi.indeks, indeks))
    throw new Error(`indeks terverifikasi ${ix.verifikasi.indeks} ≠ ${indeks}`);
  const counted = verifiedCount(ix);
  if (counted !== undefined && counted !== 1)
    throw new Error(`indeks terverifikasi menghitung ${counted} inovasi, seharusnya 1`);
  // The verifier gave less than the pemda claimed: the verified index stays under the self one.
  if (ix.verifikasi.indeks > ix.indeks)
    throw new Error(`indeks terverifikasi ${ix.verifikasi.indeks} > mandiri ${ix.indeks}`);
  return ix;
}

/**
 * The report equals the ranking: the region's self index, rank and predicate on ranking-index,
 * its self and verified index on rekap-akhir and on the city report, its verified ISP, ISI and
 * IID on hasil-review-ranking, all equal to the stored figures (/api/indeks).
 */
export async function screensAgree(page: Page, api: Reader, year: Year) {
  const ix = await api.indeks(year);
  const y = `?tahun=${year.tahun}`;
  await signInAs(page, year.url, 'superadmin');
  await page.goto(`${year.url}/dashboard/ranking-index${y}`);
  await expect(page.getByRole('heading', { name: 'Ranking Indeks' })).toBeVisible();
  await expectCell(page, year.daerah, 'Indeks Penilaian Mandiri', skor(ix.indeks));
  if (ix.predikat) await expectCell(page, year.daerah, 'Predikat', ix.predikat);
  const rank = await cellOf(page, regionRow(page, year.daerah).first(), 'Peringkat');
  await page.goto(`${year.url}/dashboard/rekap-akhir${y}`);
  await expect(page.getByRole('heading', { name: 'Rekap Akhir' })).toBeVisible();
  await expectCell(page, year.daerah, 'Indeks Mandiri', skor(ix.indeks));
  await expectCell(page, year.daerah, 'Indeks Verifikasi', skor(ix.verifikasi.indeks));
  await expectCell(page, year.daerah, 'Jumlah Inovasi', String(ix.jumlah_inovasi));
  await page.goto(`${year.url}/dashboard/hasil-review-ranking`);
  await expect(page.getByRole('heading', { name: 'Hasil Review Ranking' })).toBeVisible();
  await page.getByRole('textbox', { name: /Cari/ }).first().fill(year.daerah);
  await expectCell(page, year.daerah, HEADER.iid, skor(ix.verifikasi.indeks));
  await expectCell(page, year.daerah, HEADER.isp, skor(ix.verifikasi.spd));
  await expectCell(page, year.daerah, HEADER.isi, skor(ix.verifikasi.sid));
  await page.goto(`${year.url}/dashboard/indeks-rata-rata-inovasi-kota${y}`);
  await expect(page.getByRole('heading', { name: 'Indeks Rata-rata Inovasi Kota' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Cari daerah' }).fill(year.daerah);
  await expectCell(page, year.daerah, 'Indeks Mandiri', skor(ix.indeks));
  await expectCell(page, year.daerah, 'Indeks Verifikasi', skor(ix.verifikasi.indeks));
  await expectCell(page, year.daerah, 'Peringkat', rank);
  return ix;
}

/** Step 4a: superadmin recounts the year on Hitung Ulang; nothing changes (same answers). */
export async function recount(page: Page, api: Reader, year: Year) {
  const before = await api.indeks(year);
  await page.goto(`${year.url}/dashboard/recount`);
  await expect(page.getByRole('heading', { name: 'Hitung Ulang Indeks' })).toBeVisible();
  const row = page.getByRole('row').filter({
    has: page.getByRole('cell', { name: String(year.tahun), exact: true }),
  });
  await row.getByRole('button', { name: 'Hitung Ulang' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hitung Ulang' }).click();
  await expect(
    page.getByText(new RegExp(`^Indeks tahun ${year.tahun} dihitung ulang untuk [\\d.]+ daerah`)),
  ).toBeVisible();
  const after = await api.indeks(year);
  const pick = (i: Indeks) => [i.spd, i.sid, i.indeks, i.verifikasi, i.jumlah_inovasi];
  if (JSON.stringify(pick(after)) !== JSON.stringify(pick(before)))
    throw new Error(
      `hitung ulang mengubah angka: ${JSON.stringify(pick(before))} → ${JSON.stringify(pick(after))}`,
    );
}

/** Step 4b: superadmin announces the year's index (settings, "Indeks yang diumumkan"). */
export async function announce(page: Page, year: Year) {
  await page.goto(`${year.url}/dashboard/settings`);
  await expect(page.getByRole('button', { name: 'Simpan Pengaturan' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Indeks yang diumumkan' });
  await box.click();
  await box.fill(String(year.tahun));
  await page.getByRole('option', { name: String(year.tahun), exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(page.getByText('Pengaturan tersimpan (1 diubah)')).toBeVisible();
}
