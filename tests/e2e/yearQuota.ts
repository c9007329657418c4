// "A year in the life", step 5a before the nominees: superadmin sets the year's quota per
// cluster on the nominee screen's quota editor. The scenario's year has one region with data,
// so only its cluster is awarded; every other cluster gets 0 ("not awarded"), which is what
// lets the publication's "a ranking row per cluster with a quota" hold. After the publication
// the same editor shows the freeze's refusal.
import type { Page } from 'playwright-core';
import { expect } from './expect';
import { regionRow, signInAs, SLOW, type Reader, type Year } from './yearFlow';

interface QuotaAnswer {
  data: { profil_id: number; iga_klaster_id: number | null }[];
  kuota: { iga_klaster_id: number; klaster: string; jumlah: number; terpilih: number }[];
}

/** The page does not scroll sideways (its content fits the viewport's width). */
async function fits(page: Page, what: string) {
  await page.waitForTimeout(300);
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  if (scroll > client) throw new Error(`${what}: lebar ${scroll} px > ${client} px`);
}

/** Opens nominasi-iga's quota dialog as superadmin and answers it. */
async function openEditor(page: Page, year: Year) {
  await signInAs(page, year.url, 'superadmin');
  await page.goto(`${year.url}/dashboard/nominasi-iga`);
  await expect(page.getByRole('heading', { name: 'Nominasi IGA' })).toBeVisible();
  await page.getByRole('button', { name: 'Ubah kuota' }).click();
  const dialog = page.getByRole('dialog', { name: `Kuota nominasi tahun ${year.tahun}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Keeps the quota of the cluster the region is proposed in and sets every other cluster to 0 on
 * the screen; the chips then read each cluster's nominees beside its quota, and the API agrees.
 */
export async function setQuotas(
  page: Page,
  api: Reader,
  year: Year,
  shot: (name: string) => Promise<unknown>,
) {
  const q = `/iga/nominasi?tahun=${year.tahun}`;
  const before = await api.get<QuotaAnswer>(q, 'superadmin');
  const own = before.data.find((r) => r.profil_id === year.profilId)?.iga_klaster_id;
  if (own === null || own === undefined)
    throw new Error(`${year.daerah} tidak diusulkan di klaster mana pun`);
  const dialog = await openEditor(page, year);
  for (const k of before.kuota) {
    const field = dialog.getByLabel(k.klaster, { exact: true });
    const shown = await field.inputValue();
    if (shown !== String(k.jumlah))
      throw new Error(`kuota ${k.klaster} tampil "${shown}", seharusnya ${k.jumlah}`);
    if (k.iga_klaster_id !== own) await field.fill('0');
  }
  await expect(dialog.getByText('Tidak dianugerahkan').first()).toBeVisible();
  await fits(page, 'kuota 1366 px');
  await shot('year08a-kuota-nominasi-1366');
  // The same dialog on a phone: no sideways scrolling either.
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await fits(page, 'kuota 390 px');
  await shot('year08b-kuota-nominasi-390');
  if (wide) await page.setViewportSize(wide);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await page
    .getByText(`Pengaturan IGA tahun ${year.tahun} berhasil disimpan`)
    .first()
    .waitFor({ timeout: SLOW });
  await expect(dialog).toHaveCount(0);
  const after = await api.get<QuotaAnswer>(q, 'superadmin');
  for (const k of after.kuota) {
    const jumlah =
      k.iga_klaster_id === own ? before.kuota.find((b) => b.iga_klaster_id === own)!.jumlah : 0;
    if (k.jumlah !== jumlah)
      throw new Error(`kuota ${k.klaster}: ${k.jumlah}, seharusnya ${jumlah}`);
    const label =
      k.jumlah === 0
        ? `${k.klaster}: ${k.terpilih} dari 0 (tidak dianugerahkan)`
        : `${k.klaster}: ${k.terpilih} dari ${k.jumlah}`;
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  // The region is still proposed in its cluster.
  await page.getByRole('textbox', { name: /Cari/ }).first().fill(year.daerah);
  await expect(regionRow(page, year.daerah).first()).toBeVisible();
}

/** After the publication: saving the quota again is refused on screen, "sudah diterbitkan". */
export async function quotaFrozen(page: Page, year: Year) {
  const dialog = await openEditor(page, year);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await dialog
    .getByRole('alert')
    .filter({ hasText: `peringkat IGA tahun ${year.tahun} sudah diterbitkan (versi 1)` })
    .waitFor({ timeout: SLOW });
  await dialog.getByRole('button', { name: 'Batal' }).click();
}
