import { sql } from 'drizzle-orm';
import { laporanId } from '../../../../i18n/id/laporan';
import { iga2020Inovasi } from '../../../../resources/iga2020_inovasi';
import type { Db } from '../../../platform/db/client';
import {
  cachedReport,
  inTab,
  regionTabs,
  rowsOf,
  tabWords,
  type PerTab,
  type ReadBy,
} from './laporan';
import type { ReportTable } from './laporanExport';

/**
 * The recaps of a year's innovations by classification (spec 2, issue 24):
 * `GET /laporan/rekap/{jenis|bentuk|urusan|inisiator}`, and each as a table for the exports.
 */

const L = laporanId.laporan;

/** The four recaps (`GET /laporan/rekap/{jenis}`). */
export const RECAP_KINDS = ['jenis', 'bentuk', 'urusan', 'inisiator'] as const;
export type RecapKind = (typeof RECAP_KINDS)[number];

/** The stored values of a choice field of the innovation (its value is the text shown). */
function choiceValues(field: string): string[] {
  const config = iga2020Inovasi.fields.find((f) => f.source === field);
  return (config?.choices ?? []).map((c) => String(c.id));
}

export interface RecapRow {
  id: number | string;
  name: string;
  approved: number;
  total: number;
}

/** Which innovations a recap counts: one region's or all, of one predicate tab or all. */
export interface RecapFilter {
  profilId?: number;
  /** The predicate tab of the innovation's region (spec 9, the reports' set; issue 37). */
  tab?: number;
}

/** How many of the year's innovations (in the region asked) lie in each predicate tab. */
export interface RecapSummary {
  jumlah_inovasi: number;
  per_tab: PerTab;
}

/**
 * A recap of the year's innovations (index copies excluded), for one region or all, for the
 * regions of one predicate tab or all: per value of the classification (every value, with 0
 * when none), `total` innovations and `approved` ones (terverifikasi or diterima: registration
 * status 1). An innovation with several urusan counts once under each; one without a value
 * counts under none. With it, the innovations per tab (before the tab), for the tab labels.
 */
export const recap = (
  db: Db,
  kind: RecapKind,
  tahun: number,
  f: RecapFilter = {},
  by: ReadBy | null = null,
): Promise<{ rows: RecapRow[]; ringkasan: RecapSummary }> =>
  cachedReport(
    db,
    `rekap:${kind}:${f.profilId ?? ''}:${f.tab ?? ''}`,
    tahun,
    () => computeRecap(db, kind, tahun, f),
    by,
  );

/**
 * What the recaps read of an innovation of the year (index copies and competition entries left
 * out).
 */
interface RecapInnovation {
  profil_id: number;
  jenis_inovasi: string | null;
  bentuk_inovasi: number | null;
  inisiator: string | null;
  urusan_pemerintah_id: string | null;
  approved: boolean;
}

/**
 * The year's innovations as the recaps read them, one statement for the four recaps and every
 * region's (kept by `cachedReport`): the columns are not in any index, so each recap scanned the
 * whole innovation table by itself before (40 ms each, warm, at national scale).
 */
const recapInnovations = (db: Db, tahun: number) =>
  cachedReport(db, 'rekap-inovasi', tahun, async () =>
    rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select i.profil_id, i.jenis_inovasi, i.bentuk_inovasi, i.inisiator, i.urusan_pemerintah_id,
          (coalesce(r.status_nomor, -1) = 1) as approved
        from iga2020_inovasi i
        left join nomor_registrasi r on r.inovasi_id = i.id
        where i.tahun = ${tahun} and i.is_index = 0 and i.lomba = 0`),
    ).map((r): RecapInnovation => ({
      profil_id: Number(r.profil_id),
      jenis_inovasi: (r.jenis_inovasi as string | null) ?? null,
      bentuk_inovasi: r.bentuk_inovasi === null ? null : Number(r.bentuk_inovasi),
      inisiator: (r.inisiator as string | null) ?? null,
      urusan_pemerintah_id: (r.urusan_pemerintah_id as string | null) ?? null,
      approved: r.approved === true || r.approved === 't',
    })),
  );

/** The urusan ids an innovation names: comma-separated, spaces trimmed, digits only, each once. */
const urusanIds = (value: string | null) =>
  new Set(
    (value ?? '')
      .split(',')
      .map((u) => u.replace(/^ +| +$/g, ''))
      .filter((u) => /^[0-9]{1,9}$/.test(u)),
  );

async function computeRecap(
  db: Db,
  kind: RecapKind,
  tahun: number,
  f: RecapFilter,
): Promise<{ rows: RecapRow[]; ringkasan: RecapSummary }> {
  const [all, tabs] = await Promise.all([recapInnovations(db, tahun), regionTabs(db, tahun)]);
  const region = f.profilId === undefined ? all : all.filter((i) => i.profil_id === f.profilId);
  const per_tab: PerTab = { '0': 0, '1': 0, '2': 0, '3': 0 };
  for (const i of region) per_tab[String(tabs.of(i.profil_id)) as keyof PerTab]++;
  const ringkasan = { jumlah_inovasi: region.length, per_tab };
  const inv = region.filter((i) => inTab(f.tab, tabs.of(i.profil_id)));
  return { rows: await countRecap(db, kind, inv), ringkasan };
}

/** The recap's rows over the innovations it counts. */
async function countRecap(
  db: Db,
  kind: RecapKind,
  inv: readonly RecapInnovation[],
): Promise<RecapRow[]> {
  /** total and approved per key; an innovation counts once under each of its keys. */
  const tally = (keysOf: (i: RecapInnovation) => Iterable<string | number>) => {
    const found = new Map<string | number, { total: number; approved: number }>();
    for (const i of inv) {
      for (const key of keysOf(i)) {
        const t = found.get(key) ?? { total: 0, approved: 0 };
        t.total++;
        if (i.approved) t.approved++;
        found.set(key, t);
      }
    }
    return found;
  };
  if (kind === 'jenis' || kind === 'inisiator') {
    const field = kind === 'jenis' ? 'jenis_inovasi' : 'inisiator';
    const found = tally((i) => (i[field] === null ? [] : [i[field]]));
    return choiceValues(field).map((value) => ({
      id: value,
      name: value,
      approved: found.get(value)?.approved ?? 0,
      total: found.get(value)?.total ?? 0,
    }));
  }
  const found =
    kind === 'bentuk'
      ? tally((i) => (i.bentuk_inovasi === null ? [] : [i.bentuk_inovasi]))
      : tally((i) => [...urusanIds(i.urusan_pemerintah_id)].map(Number));
  const res =
    kind === 'bentuk'
      ? await db.execute(sql`select id, nama as name from iga2020_bentuk_inovasi order by id`)
      : await db.execute(sql`select id, nama as name from iga_urusan_pemerintahan order by id`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    approved: found.get(Number(r.id))?.approved ?? 0,
    total: found.get(Number(r.id))?.total ?? 0,
  }));
}

/** The screen of each recap (its title in the exports). */
const RECAP_SCREEN: Record<RecapKind, keyof typeof laporanId.laporan.screens> = {
  jenis: 'rekap-jenis-inovasi',
  bentuk: 'rekap-bentuk-inovasi',
  urusan: 'rekap-urusan-pemerintah',
  inisiator: 'rekap-inisiator',
};

/** A recap as a table for the exports. */
export async function recapTable(
  db: Db,
  kind: RecapKind,
  tahun: number,
  f: RecapFilter = {},
): Promise<ReportTable & { file: string }> {
  const { profilId } = f;
  const [{ rows }, region] = await Promise.all([
    recap(db, kind, tahun, f),
    profilId === undefined
      ? Promise.resolve(null)
      : db
          .execute(sql`select nama from profil_pemda where id = ${profilId}`)
          .then((r) => rowsOf<{ nama: string }>(r)[0]?.nama ?? String(profilId)),
  ]);
  const title = L.screens[RECAP_SCREEN[kind]];
  const c = L.columns;
  return {
    title,
    file: `${title} ${tahun}`,
    filters: [`${L.tahun} ${tahun}`, region, tabWords(f.tab, L.tabs)].filter(Boolean).join(' · '),
    notes: [],
    columns: [
      { head: c.name, width: 300, kind: 'text' },
      { head: c.total, width: 100, kind: 'count' },
      { head: c.approved, width: 100, kind: 'count' },
    ],
    rows: rows.map((r) => [r.name, r.total, r.approved]),
  };
}
