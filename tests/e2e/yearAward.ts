// "A year in the life", step 5: the nominees are chosen, every assigned assessor scores both
// sheets, and superadmin publishes the award. The scoring board, the ranking and the published
// version agree with the verified index and the sheets.
import type { Page } from 'playwright-core';
import { expect } from './expect';
import {
  expectCell,
  round2,
  rowOf,
  same,
  signInAs,
  skor,
  SLOW,
  type Ledger,
  type Reader,
  type Year,
} from './yearFlow';

/** The publication as GET /api/ranking-iga answers it. */
export interface Published {
  versi: number;
  pemenang: { id: number; kategori: string; profil_id: number; nama: string; urutan: number }[];
}
interface RankingAnswer {
  data: {
    profil_id: number;
    nama: string;
    klaster: string;
    total_score: number;
    skor_penilaian: number | null;
    skor_validasi_lapangan: number | null;
    overall_score: number | null;
    peringkat: number | null;
  }[];
  bobot: { iid: number; presentasi: number; validasi: number };
  terbit: Published | null;
}

export const ranking = (api: Reader, year: Year) =>
  api.get<RankingAnswer>(`/ranking-iga?tahun=${year.tahun}`, 'superadmin');

/** The scores each assessor gives, criterion by criterion (cycled). */
const GIVEN: Record<string, number[][]> = {
  presentasi: [
    [80, 70, 60, 90, 100],
    [70, 90, 80, 60, 75],
  ],
  validasi: [
    [85, 75, 65, 95],
    [60, 80, 90, 70],
  ],
};

/**
 * The assessors assigned to the region: every iga_penilai linked to an account and not bound to
 * the region (its conflicts of interest), read from the API.
 */
export async function assessorsOf(api: Reader, year: Year): Promise<string[]> {
  const all = await api.get<{
    data: { id: number; usr_asn_id: number | null; _labels?: { usr_asn_id?: string } }[];
  }>('/crud/iga_penilai?per_page=100', 'superadmin');
  const conflicts = await api.get<{ data: { iga_penilai_id: number; profil_id: number }[] }>(
    `/presentasi-dan-validasi/konflik?tahun=${year.tahun}`,
    'superadmin',
  );
  const bound = new Set(
    conflicts.data.filter((c) => c.profil_id === year.profilId).map((c) => c.iga_penilai_id),
  );
  const names = all.data
    .filter((p) => p.usr_asn_id !== null && !bound.has(p.id))
    .map((p) => p._labels?.usr_asn_id ?? '')
    .filter(Boolean);
  if (names.length === 0) throw new Error('tidak ada penilai IGA yang terhubung ke akun');
  return names;
}

/** Step 5a: superadmin makes the region a nominee on the nominee screen, with a reason. */
export async function chooseNominees(page: Page, year: Year) {
  await signInAs(page, year.url, 'superadmin');
  await page.goto(`${year.url}/dashboard/nominasi-iga`);
  await expect(page.getByRole('heading', { name: 'Nominasi IGA' })).toBeVisible();
  await page.getByRole('textbox', { name: /Cari/ }).first().fill(year.daerah);
  // The verified index proposes the region (top N of its cluster).
  await expectCell(page, year.daerah, 'Usulan', 'Ya');
  const row = rowOf(page, year.daerah).first();
  // A proposal is a nominee until decided; superadmin confirms it where the screen offers it
  // ("Tetapkan"), and adds it ("Tambahkan") where it is not one.
  for (const name of ['Tetapkan', 'Tambahkan']) {
    const button = row.getByRole('button', { name, exact: true });
    if ((await button.count()) === 0) continue;
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Alasan').fill('Peringkat teratas klaster menurut IID terverifikasi');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText(/^Nominasi IGA .+ berhasil disimpan$/)).toBeVisible();
    break;
  }
  await expectCell(page, year.daerah, 'Nominasi', 'Ya');
  const klaster = await (async () => {
    const headers = (await page.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
    return (await row.getByRole('cell').nth(headers.indexOf('Klaster')).innerText()).trim();
  })();
  await expect(page.getByText(new RegExp(`^${klaster}: 1 dari \\d+$`))).toBeVisible();
}

/** The weights of each criterion, read from its label "… (bobot 30%)". */
async function weightsOf(section: ReturnType<Page['getByRole']>) {
  const labels = await section.locator('label').allInnerTexts();
  return labels
    .map((l) => /\(bobot ([\d.,]+)%\)/.exec(l)?.[1])
    .filter((b): b is string => b !== undefined)
    .map((b) => Number(b.replace(',', '.')));
}

/** Step 5b: each assigned assessor scores the presentation and the field validation. */
export async function scoreAll(page: Page, year: Year): Promise<{ p: number; v: number }> {
  const sheets: Record<string, number[]> = { presentasi: [], validasi: [] };
  for (const [k, username] of year.penilai.entries()) {
    await signInAs(page, year.url, username);
    await page.goto(`${year.url}/dashboard/presentasi-dan-validasi-lapangan`);
    await page.getByRole('textbox', { name: /Cari/ }).first().fill(year.daerah);
    await rowOf(page, year.daerah).first().getByRole('button', { name: 'Nilai' }).click();
    const dialog = page.getByRole('dialog');
    for (const [jenis, title] of [
      ['presentasi', 'Presentasi Kepala Daerah'],
      ['validasi', 'Validasi Lapangan'],
    ] as const) {
      const section = dialog.getByRole('region', { name: title });
      const fields = section.getByRole('spinbutton');
      await expect(fields.first()).toBeVisible();
      const n = await fields.count();
      const given = GIVEN[jenis]![k % 2]!;
      const values = Array.from({ length: n }, (_, i) => given[i % given.length]!);
      for (const [i, v] of values.entries()) await fields.nth(i).fill(String(v));
      const w = await weightsOf(section);
      const total = w.reduce((s, x) => s + x, 0);
      const want = round2(
        total > 0
          ? values.reduce((s, v, i) => s + v * w[i]!, 0) / total
          : values.reduce((s, v) => s + v, 0) / n,
      );
      await section.getByRole('button', { name: /^Kirim nilai/ }).click();
      await expect(section.getByText(`Nilai Anda: ${skor(want)}`)).toBeVisible();
      sheets[jenis]!.push(want);
    }
    await dialog.getByRole('button', { name: 'Batal' }).click();
  }
  const mean = (xs: number[]) => round2(xs.reduce((s, x) => s + x, 0) / xs.length);
  return { p: mean(sheets.presentasi!), v: mean(sheets.validasi!) };
}

/**
 * After the scoring: the board says every assigned assessor is done, and the ranking shows the
 * verified index, the means of the sheets and overall = weights × (IID, presentation, validation).
 */
export async function scoredInvariants(
  page: Page,
  api: Reader,
  year: Year,
  means: { p: number; v: number },
  ledger: Ledger,
) {
  const iid = (await api.indeks(year)).verifikasi.indeks;
  await signInAs(page, year.url, 'superadmin');
  await page.goto(`${year.url}/dashboard/presentasi-dan-validasi-lapangan`);
  await page.getByRole('textbox', { name: /Cari/ }).first().fill(year.daerah);
  const n = year.penilai.length;
  // Waits for the award branch where the seed has assessors without an account: "assigned" is
  // every iga_penilai linked to an account and not bound to the region.
  await ledger.target('presentasi-dan-validasi: Penilai Selesai = penilai yang ditugaskan', () =>
    expectCell(page, year.daerah, 'Penilai Selesai', `${n}/${n}`),
  );
  await expectCell(page, year.daerah, 'IID', skor(iid));
  await expectCell(page, year.daerah, 'Presentasi', skor(means.p));
  await expectCell(page, year.daerah, 'Validasi Lapangan', skor(means.v));
  const { bobot, data } = await ranking(api, year);
  const overall = round2(
    (bobot.iid * iid + bobot.presentasi * means.p + bobot.validasi * means.v) / 100,
  );
  const row = data.find((r) => r.profil_id === year.profilId);
  same('ranking-iga overall', row?.overall_score, overall);
  await page.goto(`${year.url}/dashboard/ranking-iga`);
  await expect(page.getByRole('heading', { name: 'Ranking IGA' })).toBeVisible();
  await expect(
    page.getByText(
      `Overall = ${bobot.iid}% IID + ${bobot.presentasi}% presentasi + ${bobot.validasi}% validasi lapangan, per klaster.`,
    ),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /Cari/ }).first().fill(year.daerah);
  await expectCell(page, year.daerah, 'IID', skor(iid));
  await expectCell(page, year.daerah, 'Overall', skor(overall));
}

/**
 * Step 5c: superadmin publishes the award on ranking-iga. Before the button, the screen lists the
 * publication's preconditions, each met (the award branch); the published version then equals
 * the ranking shown.
 */
export async function publish(page: Page, api: Reader, year: Year, ledger: Ledger) {
  await page.goto(`${year.url}/dashboard/ranking-iga`);
  await expect(page.getByRole('heading', { name: 'Ranking IGA' })).toBeVisible();
  await expect(
    page.getByText('Belum diterbitkan: peringkat berubah mengikuti nilai.'),
  ).toBeVisible();
  // Waits for the award branch (issue 35 item 1): the checklist of the preconditions (index
  // announced, every nominee's sheets in, nothing in QC, a row per cluster), all met here.
  await ledger.target('ranking-iga: daftar syarat penerbitan tampil dan terpenuhi', async () => {
    const checklist = page.getByRole('list', { name: /syarat/i });
    await checklist.waitFor({ timeout: 5_000 });
    const items = (await checklist.getByRole('listitem').allInnerTexts()).map((t) => t.trim());
    if (items.length < 4) throw new Error(`hanya ${items.length} syarat: ${items.join(' | ')}`);
    const unmet = items.filter((t) => /belum|tidak|kurang|menunggu/i.test(t));
    if (unmet.length) throw new Error(`syarat belum terpenuhi: ${unmet.join(' | ')}`);
  });
  await page.getByRole('button', { name: 'Terbitkan', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Terbitkan', exact: true }).click();
  const done = `Peringkat IGA tahun ${year.tahun} diterbitkan (versi 1)`;
  const snack = page.locator('.MuiSnackbar-root').filter({ hasText: /\S/ }).first();
  await snack.waitFor({ timeout: SLOW });
  const said = (await snack.innerText()).trim();
  if (said !== done) throw new Error(`penerbitan ditolak: ${said}`);
  await expect(page.getByText(/^Diterbitkan versi 1 /)).toBeVisible();
  const answer = await ranking(api, year);
  if (!answer.terbit) throw new Error('GET /ranking-iga tanpa versi terbit');
  const winner = answer.terbit.pemenang.find((w) => w.profil_id === year.profilId);
  if (!winner)
    throw new Error(
      `pemenang terbit tanpa ${year.daerah}: ${JSON.stringify(answer.terbit.pemenang)}`,
    );
  // The frozen ranking on screen is the published version.
  const row = answer.data.find((r) => r.profil_id === year.profilId)!;
  await page.getByRole('textbox', { name: /Cari/ }).first().fill(year.daerah);
  await expectCell(page, year.daerah, 'Overall', skor(row.overall_score ?? 0));
  await expectCell(page, year.daerah, 'Peringkat', String(row.peringkat ?? '—'));
  return answer.terbit;
}
