// "A year in the life", steps 6 and 7: what an anonymous visitor reads equals the published
// version; an admin's edit of a published winner, and a late nomination change, are refused.
import type { Page } from 'playwright-core';
import { ranking, type Published } from './yearAward';
import { expect } from './expect';
import {
  expectCell,
  regionRow,
  rowOf,
  same,
  signInAs,
  skor,
  SLOW,
  must,
  type Reader,
  type Year,
} from './yearFlow';

interface OpenRow {
  profil_id: number;
  indeks: number;
  predikat: string | null;
  peringkat: number | null;
  [field: string]: unknown;
}

/** The winners of the year on /pemenang: kategori → "Peringkat n Nama" lines. */
async function winnersPage(page: Page, year: Year) {
  await page.goto(`${year.url}/pemenang`);
  const section = page.getByRole('region', { name: `Tahun ${year.tahun}` });
  await expect(section).toBeVisible();
  const shown: string[] = [];
  for (const card of await section.locator('.card').all()) {
    const kategori = (await card.getByRole('heading').innerText()).trim();
    for (const li of await card.getByRole('listitem').all())
      shown.push(`${kategori} · ${(await li.innerText()).replace(/\s+/g, ' ').trim()}`);
  }
  return shown.sort();
}

const publishedLines = (terbit: Published) =>
  terbit.pemenang
    .map((w) => `${w.kategori} · ${w.urutan > 0 ? `Peringkat ${w.urutan} ` : ''}${w.nama}`)
    .sort();

/**
 * Step 6: anonymous /pemenang, /landing/pemda/{id} and /api/open/v1/indeks show exactly the
 * published figures: the publication's winners, the stored index, its predicate and rank.
 */
export async function publicPages(page: Page, api: Reader, year: Year, terbit: Published) {
  await page.evaluate(() => localStorage.clear());
  same('/pemenang', await winnersPage(page, year), publishedLines(terbit));

  const ix = await api.indeks(year);
  const open = await api.get<{ data: OpenRow[] }>(
    `/open/v1/indeks?tahun=${year.tahun}&per_page=1000`,
  );
  const mine = open.data.find((r) => r.profil_id === year.profilId);
  if (!mine) throw new Error(`/api/open/v1/indeks tanpa ${year.daerah}`);
  // Each index column of the open data is the stored figure it names.
  const figures: Record<string, number> = {
    indeks: ix.indeks,
    indeks_mandiri: ix.indeks,
    indeks_verifikasi: ix.verifikasi.indeks,
  };
  for (const [field, want] of Object.entries(figures))
    if (field in mine) same(`open data ${field}`, mine[field], want);
  same('open data predikat', mine.predikat, ix.predikat);
  const ranked = open.data.filter((r) => r.peringkat !== null).length;
  if (mine.peringkat === null) throw new Error('open data: daerah tanpa peringkat');

  await page.goto(`${year.url}/landing/pemda/${year.profilId}`);
  await expect(page.getByRole('heading', { level: 1, name: year.daerah })).toBeVisible();
  const period = page.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: String(year.tahun), exact: true }),
  });
  const cells = (await period.getByRole('cell').allInnerTexts()).map((t) => t.trim());
  same(`/landing/pemda ${year.tahun}`, cells, [
    skor(mine.indeks),
    mine.predikat ?? '-',
    `${mine.peringkat} dari ${ranked}`,
  ]);
  await expect(rowOf(page, year.inovasi).filter({ hasText: String(year.tahun) })).toBeVisible();
  for (const w of terbit.pemenang.filter((x) => x.profil_id === year.profilId))
    await expect(
      page.getByRole('listitem').filter({
        hasText: `${year.tahun}: ${w.kategori}${w.urutan > 0 ? `, peringkat ${w.urutan}` : ''}`,
      }),
    ).toBeVisible();
}

/** The freeze's answers: "… sudah diterbitkan (versi n) …", "… tidak dapat diubah …". */
const FROZEN = /sudah diterbitkan|tidak dapat diubah/i;

/** What the screen said after a save: its notification and the fields' errors. */
async function refusal(page: Page): Promise<string> {
  const snack = page.locator('.MuiSnackbar-root').filter({ hasText: /\S/ });
  const fieldError = page.locator('.MuiFormHelperText-root.Mui-error').filter({ hasText: /\S/ });
  await snack
    .or(fieldError)
    .first()
    .waitFor({ timeout: SLOW })
    .catch(() => {});
  const texts = [...(await snack.allInnerTexts()), ...(await fieldError.allInnerTexts())];
  return (
    texts
      .map((t) => t.trim())
      .filter(Boolean)
      .join(' | ') || '(tidak ada pesan)'
  );
}

/**
 * Step 7: admin tries to edit the published winner on the winners screen; the screen refuses
 * ("sudah diterbitkan", or no edit in place at all) and the public page keeps the publication.
 * Then superadmin's late change of a nomination is refused the same way.
 */
export async function frozenYear(page: Page, api: Reader, year: Year, terbit: Published) {
  const winner = terbit.pemenang.find((w) => w.profil_id === year.profilId)!;
  await signInAs(page, year.url, 'admin');
  await page.goto(`${year.url}/dashboard/winners`);
  // The demo region's name is no part of another's: its row by text (the list's cells may
  // carry more than the name).
  const row = rowOf(page, year.daerah)
    .filter({ hasText: String(year.tahun) })
    .first();
  await expect(row).toBeVisible();
  // The published winner cannot be changed in place: its row says why and opens read-only, or
  // its edit is answered 409 (never only the hand-entry rule, "Nilai maksimal 2023").
  await must('winners: admin mengubah pemenang terbit ditolak "sudah diterbitkan"', async () => {
    const edit = row.getByRole('link', { name: 'Ubah' });
    if ((await edit.count()) === 0) {
      const text = (await row.innerText()).replace(/\s+/g, ' ');
      if (!FROZEN.test(text)) throw new Error(`baris tanpa Ubah dan tanpa alasan: ${text}`);
      // Its first cell: the row may hold a link to ranking-iga.
      await row.getByRole('cell').first().click();
      await page.waitForURL(/\/dashboard\/winners\/\d+/);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(year.daerah).first()).toBeVisible();
      await expect(page.getByRole('spinbutton', { name: 'Urutan' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
      return;
    }
    await edit.click();
    await page.getByLabel('Urutan').fill('9');
    await page.getByRole('button', { name: 'Simpan' }).click();
    const said = await refusal(page);
    if (!FROZEN.test(said)) throw new Error(`layar menjawab: ${said}`);
  });
  // A winner written by the publication is titled by its region and
  // category on its own screen (not "Pemenang <profil_id>").
  await must('winners: pemenang terbit berjudul daerah dan kategori', async () => {
    const title = `${await page.getByRole('banner').innerText()} ${await page
      .getByRole('navigation', { name: 'Navigasi' })
      .innerText()}`.replace(/\s+/g, ' ');
    const region = year.daerah.replace(/^Pemerintah /, '');
    if (!title.includes(region) || !title.includes(winner.kategori))
      throw new Error(`judul "${title.slice(0, 80)}"`);
  });
  // Whatever the screen did, the publication and the public page stand.
  const after = await ranking(api, year);
  same('versi terbit setelah percobaan ubah', after.terbit?.versi, terbit.versi);
  same('pemenang terbit setelah percobaan ubah', after.terbit?.pemenang, terbit.pemenang);
  await page.evaluate(() => localStorage.clear());
  same('/pemenang setelah percobaan ubah', await winnersPage(page, year), publishedLines(terbit));

  // Nominations of a published year are frozen too (409).
  await signInAs(page, year.url, 'superadmin');
  await page.goto(`${year.url}/dashboard/nominasi-iga`);
  await page.getByRole('textbox', { name: /Cari/ }).first().fill(year.daerah);
  await must(
    'nominasi-iga: mengeluarkan nominasi tahun terbit ditolak "sudah diterbitkan"',
    async () => {
      const row = regionRow(page, year.daerah).first();
      // The row loaded first (and its cells), so a missing button is the screen's own answer.
      await expect(row).toBeVisible();
      await expectCell(page, year.daerah, 'Nominasi', 'Ya');
      const button = row.getByRole('button', { name: 'Keluarkan' });
      // No way to change it on screen is a refusal too.
      if ((await button.count()) === 0 || (await button.isDisabled())) return;
      await button.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Alasan').fill('Percobaan setelah terbit');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      const said = await refusal(page);
      if (!FROZEN.test(said)) throw new Error(`layar menjawab: ${said}`);
    },
  );
}
