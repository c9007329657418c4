// "A year in the life", step 5: the nominees are chosen, every assigned assessor scores both
// sheets, and superadmin publishes the award. The scoring board, the ranking and the published
// version agree with the verified index and the sheets.
import type { Page } from 'playwright-core';
import { expect } from './expect';
import {
  choose,
  expectCell,
  HEADER,
  regionRow,
  round2,
  same,
  signInAs,
  skor,
  SLOW,
  must,
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

interface NomineeAnswer {
  data: { profil_id: number; nama: string; iga_klaster_id: number | null; nominasi: boolean }[];
  kuota: { iga_klaster_id: number; klaster: string; jumlah: number; terpilih: number }[];
}

/**
 * The assessors assigned to each nominee: every iga_penilai linked to an account and not bound
 * to the nominee's region (its conflicts of interest), read from the API.
 */
async function assignAssessors(api: Reader, year: Year) {
  const all = await api.get<{
    data: { id: number; usr_asn_id: number | null; _labels?: { usr_asn_id?: string } }[];
  }>('/crud/iga_penilai?per_page=100', 'superadmin');
  const conflicts = await api.get<{ data: { iga_penilai_id: number; profil_id: number }[] }>(
    `/presentasi-dan-validasi/konflik?tahun=${year.tahun}`,
    'superadmin',
  );
  for (const n of year.nominees) {
    const bound = new Set(
      conflicts.data.filter((c) => c.profil_id === n.profilId).map((c) => c.iga_penilai_id),
    );
    n.penilai = all.data
      .filter((p) => p.usr_asn_id !== null && !bound.has(p.id))
      .map((p) => p._labels?.usr_asn_id ?? '')
      .filter(Boolean);
    if (n.penilai.length === 0) throw new Error(`tidak ada penilai untuk ${n.nama}`);
  }
}

/** Adds a region as nominee on the screen (or confirms it), with a reason. */
async function decide(page: Page, nama: string, alasan: string, klaster = 'Semua klaster') {
  // Without a cluster the screen lists the proposed and decided regions only.
  await choose(page, /^Klaster/, new RegExp(`^${klaster}$`));
  await page.getByRole('textbox', { name: /Cari/ }).first().fill(nama);
  const row = regionRow(page, nama).first();
  await expect(row).toBeVisible();
  // A proposal is a nominee until decided; superadmin confirms it where the screen offers it
  // ("Tetapkan"), and adds a region that is not one ("Tambahkan").
  for (const name of ['Tetapkan', 'Tambahkan']) {
    const button = row.getByRole('button', { name, exact: true });
    if ((await button.count()) === 0) continue;
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Alasan').fill(alasan);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText(`Nominasi IGA ${nama} berhasil disimpan`)).toBeVisible();
    break;
  }
  await expectCell(page, nama, 'Nominasi', 'Ya');
}

/**
 * Step 5a: on the nominee screen superadmin keeps the region the verified index proposes, and
 * gives every other cluster with a quota one nominee (the first member it may nominate, found by
 * reading the cluster's list), so each cluster of the award has a ranking row.
 */
export async function chooseNominees(page: Page, api: Reader, year: Year) {
  await signInAs(page, year.url, 'superadmin');
  await page.goto(`${year.url}/dashboard/nominasi-iga`);
  await expect(page.getByRole('heading', { name: 'Nominasi IGA' })).toBeVisible();
  await page.getByRole('textbox', { name: /Cari/ }).first().fill(year.daerah);
  await expectCell(page, year.daerah, 'Usulan', 'Ya');
  await decide(page, year.daerah, 'Peringkat teratas klaster menurut IID terverifikasi');
  year.nominees = [{ nama: year.daerah, profilId: year.profilId, penilai: [] }];
  const q = `/iga/nominasi?tahun=${year.tahun}`;
  for (const k of (await api.get<NomineeAnswer>(q, 'superadmin')).kuota) {
    if (k.jumlah === 0 || k.terpilih > 0) continue;
    const members = await api.get<NomineeAnswer>(
      `${q}&iga_klaster_id=${k.iga_klaster_id}`,
      'superadmin',
    );
    const pick = members.data.find((m) => m.iga_klaster_id === k.iga_klaster_id && !m.nominasi);
    if (!pick) {
      // Every member sits in an earlier cluster: no screen can give this cluster a row.
      year.notes.push(`klaster ${k.klaster} (kuota ${k.jumlah}) tanpa calon nominasi`);
      continue;
    }
    await decide(page, pick.nama, `Wakil klaster ${k.klaster}`, k.klaster);
    year.nominees.push({ nama: pick.nama, profilId: pick.profil_id, penilai: [] });
  }
  await choose(page, /^Klaster/, 'Semua klaster');
  await page.getByRole('textbox', { name: /Cari/ }).first().fill('');
  for (const n of year.nominees) await expect(regionRow(page, n.nama)).toBeVisible();
  const after = await api.get<NomineeAnswer>(q, 'superadmin');
  for (const k of after.kuota.filter((x) => x.terpilih > 0))
    await expect(
      page.getByText(`${k.klaster}: ${k.terpilih} dari ${k.jumlah}`, { exact: true }),
    ).toBeVisible();
  await assignAssessors(api, year);
}

/** The weights of each criterion, read from its label "… (bobot 30%)". */
async function weightsOf(section: ReturnType<Page['getByRole']>) {
  const labels = await section.locator('label').allInnerTexts();
  return labels
    .map((l) => /\(bobot ([\d.,]+)%\)/.exec(l)?.[1])
    .filter((b): b is string => b !== undefined)
    .map((b) => Number(b.replace(',', '.')));
}

/** Mean presentation and validation score of each nominee, by name. */
export type Means = Map<string, { p: number; v: number }>;

/** Step 5b: each assigned assessor scores both sheets of each nominee it is assigned to. */
export async function scoreAll(page: Page, year: Year): Promise<Means> {
  const sheets = new Map(
    year.nominees.map((n) => [n.nama, { p: [] as number[], v: [] as number[] }]),
  );
  const assessors = [...new Set(year.nominees.flatMap((n) => n.penilai))];
  for (const [k, username] of assessors.entries()) {
    await signInAs(page, year.url, username);
    await page.goto(`${year.url}/dashboard/presentasi-dan-validasi-lapangan`);
    await expect(
      page.getByRole('heading', { name: 'Presentasi dan Validasi Lapangan' }),
    ).toBeVisible();
    for (const nominee of year.nominees.filter((n) => n.penilai.includes(username))) {
      await page.getByRole('textbox', { name: /Cari/ }).first().fill(nominee.nama);
      await regionRow(page, nominee.nama).first().getByRole('button', { name: 'Nilai' }).click();
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
        sheets.get(nominee.nama)![jenis === 'presentasi' ? 'p' : 'v'].push(want);
      }
      await dialog.getByRole('button', { name: 'Batal' }).click();
      await expect(dialog).toHaveCount(0);
    }
  }
  const mean = (xs: number[]) => round2(xs.reduce((s, x) => s + x, 0) / xs.length);
  return new Map([...sheets].map(([nama, s]) => [nama, { p: mean(s.p), v: mean(s.v) }]));
}

/**
 * After the scoring: the board says every assigned assessor is done with each nominee, and shows
 * the means of the sheets; the ranking shows the verified index and overall = weights × (IID,
 * presentation, validation).
 */
export async function scoredInvariants(page: Page, api: Reader, year: Year, means: Means) {
  const iid = (await api.indeks(year)).verifikasi.indeks;
  const { bobot, data } = await ranking(api, year);
  await signInAs(page, year.url, 'superadmin');
  await page.goto(`${year.url}/dashboard/presentasi-dan-validasi-lapangan`);
  for (const nominee of year.nominees) {
    const m = means.get(nominee.nama)!;
    await page.getByRole('textbox', { name: /Cari/ }).first().fill(nominee.nama);
    const n = nominee.penilai.length;
    // Where the seed has assessors without an account, "assigned"
    // is every iga_penilai linked to an account and not bound to the region.
    await must(`presentasi-dan-validasi: Penilai Selesai ${nominee.nama} = ${n}/${n}`, () =>
      expectCell(page, nominee.nama, 'Penilai Selesai', `${n}/${n}`),
    );
    await expectCell(page, nominee.nama, 'Presentasi', skor(m.p));
    await expectCell(page, nominee.nama, 'Validasi Lapangan', skor(m.v));
    const row = data.find((r) => r.profil_id === nominee.profilId);
    if (!row) throw new Error(`ranking-iga tanpa ${nominee.nama}`);
    if (nominee.profilId === year.profilId) same('ranking-iga IID', row.total_score, iid);
    const overall = round2(
      (bobot.iid * row.total_score + bobot.presentasi * m.p + bobot.validasi * m.v) / 100,
    );
    same(`ranking-iga overall ${nominee.nama}`, row.overall_score, overall);
  }
  await page.goto(`${year.url}/dashboard/ranking-iga`);
  await expect(page.getByRole('heading', { name: 'Ranking IGA' })).toBeVisible();
  // The weights of the ranking's intro (substring: its first words are renamed by issue 35).
  await expect(
    page.getByText(
      `${bobot.iid}% IID + ${bobot.presentasi}% presentasi + ${bobot.validasi}% validasi lapangan`,
    ),
  ).toBeVisible();
  for (const row of data) {
    await page.getByRole('textbox', { name: /Cari/ }).first().fill(row.nama);
    await expectCell(page, row.nama, HEADER.iid, skor(row.total_score));
    await expectCell(page, row.nama, HEADER.overall, skor(row.overall_score ?? 0));
  }
}

/** The four preconditions of a publication, by what their line names. */
const TOPICS: [string, RegExp][] = [
  ['indeks diumumkan', /diumumkan/i],
  ['lembar penilai', /penilai|lembar/i],
  ['antrean QC', /QC|quality control/i],
  ['baris per klaster', /klaster/i],
];

/** The lines of ranking-iga's precondition checklist (the award branch); throws without one. */
async function checklist(page: Page): Promise<string[]> {
  const list = page
    .getByRole('list', { name: /syarat/i })
    .or(page.getByRole('region', { name: /syarat/i }));
  await list
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => {
      throw new Error('ranking-iga tidak menampilkan daftar syarat penerbitan');
    });
  // The lines arrive after the region (it first says it is checking).
  await list.first().getByRole('listitem').first().waitFor({ timeout: SLOW });
  return (await list.first().getByRole('listitem').allInnerTexts()).map((t) => t.trim());
}

/**
 * Before any sheet is in, the publication is refused on screen: the checklist names the missing
 * sheets, and "Terbitkan" is disabled or answered with the reason (409). Tried only where the
 * checklist exists (issue 35 finding 1).
 */
export async function refusedBeforeScoring(page: Page, year: Year) {
  await page.goto(`${year.url}/dashboard/ranking-iga`);
  await expect(page.getByRole('heading', { name: 'Ranking IGA' })).toBeVisible();
  await must('ranking-iga: terbit sebelum penilaian ditolak dengan alasan', async () => {
    const items = await checklist(page);
    // The sheets' line names what is missing ("nilai penilai belum lengkap: …").
    if (!items.some((t) => /penilai|lembar/i.test(t) && /belum|kurang/i.test(t)))
      throw new Error(`daftar syarat tidak menyebut lembar yang kurang: ${items.join(' | ')}`);
    const button = page.getByRole('button', { name: 'Terbitkan', exact: true });
    if (await button.isEnabled()) {
      await button.click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: 'Terbitkan', exact: true })
        .click();
      const snack = page.locator('.MuiSnackbar-root').filter({ hasText: /\S/ }).first();
      await snack.waitFor({ timeout: SLOW });
      const said = (await snack.innerText()).trim();
      if (!/penilai|lembar/i.test(said)) throw new Error(`layar menjawab: ${said}`);
      await page.keyboard.press('Escape');
    }
    await expect(
      page.getByText('Belum diterbitkan: peringkat berubah mengikuti nilai.'),
    ).toBeVisible();
  });
}

/**
 * Step 5c: superadmin publishes the award on ranking-iga. Before the button, the screen lists the
 * publication's preconditions, each met (the award branch); the published version then equals
 * the ranking shown.
 */
export async function publish(page: Page, api: Reader, year: Year) {
  await page.goto(`${year.url}/dashboard/ranking-iga`);
  await expect(page.getByRole('heading', { name: 'Ranking IGA' })).toBeVisible();
  await expect(
    page.getByText('Belum diterbitkan: peringkat berubah mengikuti nilai.'),
  ).toBeVisible();
  // Issue 35 item 1: the checklist of the preconditions (index
  // announced, every nominee's sheets in, nothing in QC, a row per cluster), all met here.
  await must('ranking-iga: daftar syarat penerbitan tampil sebelum tombol', async () => {
    const items = await checklist(page);
    for (const [topic, re] of TOPICS)
      if (!items.some((t) => re.test(t)))
        throw new Error(`tanpa syarat ${topic}: ${items.join(' | ')}`);
  });
  const button = page.getByRole('button', { name: 'Terbitkan', exact: true });
  await expect(button).toBeVisible();
  if (await button.isDisabled()) {
    // Each line of the checklist with what it misses.
    const items = await checklist(page).catch(() => [] as string[]);
    throw new Error(`Terbitkan tidak aktif: ${items.join(' | ').replace(/\s+/g, ' ')}`);
  }
  await button.click();
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
  await expectCell(page, year.daerah, HEADER.overall, skor(row.overall_score ?? 0));
  await expectCell(page, year.daerah, 'Peringkat', String(row.peringkat ?? '—'));
  return answer.terbit;
}
