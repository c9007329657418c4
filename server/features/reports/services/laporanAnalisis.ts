import { sql } from 'drizzle-orm';
import { laporanId } from '../../../../i18n/id/laporan';
import { resourcesId } from '../../../../i18n/id/resources';
import { GROUPS } from '../../../../resources/iga_indikator';
import type { Db } from '../../../platform/db/client';
import { groupPointsOfYear } from '../../scoring/services/indexEngine';
import { mean2 } from '../../../../domain/indexMean';
import { averageReport, inTab, regionTabs, tabWords, type Ringkasan } from './laporan';
import type { ReportTable } from './laporanExport';

/**
 * The analysis report (spec 2 "analisis", issue 24 item 4) and the average-index panel of the
 * home screens (item 5). Every index comes from the engine's stored results (`skor_indeks`),
 * every group figure from the engine's own group rule (`groupPointsOfYear`).
 */

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const round2 = (v: number) => Math.round(v * 100) / 100;
/** A difference of two-decimal figures, exact in hundredths. */
const diff2 = (a: number, b: number) => (Math.round(a * 100) - Math.round(b * 100)) / 100;

/** How many regions the largest-gap list holds. */
export const SELISIH_TERBESAR = 20;
/** The width of a histogram bin. */
export const LEBAR_BIN = 10;

export interface Analisis {
  kelompok: {
    group_id: number;
    nama: string;
    rata_mandiri: number;
    rata_verifikasi: number;
    selisih: number;
  }[];
  histogram: { dari: number; sampai: number; jumlah: number }[];
  selisih_terbesar: {
    profil_id: number;
    nama: string;
    indeks_mandiri: number;
    indeks_verifikasi: number;
    selisih: number;
  }[];
  tren: { profil_id: number; nama: string; per_tahun: { tahun: number; indeks: number }[] }[];
}

const groupName = (i: number) =>
  resourcesId.choices.group_indikator[GROUPS[i - 1] as (typeof GROUPS)[number]] ?? String(i);

const byName = (a: { nama: string }, b: { nama: string }) =>
  a.nama < b.nama ? -1 : a.nama > b.nama ? 1 : 0;

/** The bin (0-based) of an index above 0: (10k, 10k + 10], 100 in the last. */
const binOf = (indeks: number) =>
  Math.min(Math.ceil(Math.round(indeks * 100) / (LEBAR_BIN * 100)) - 1, 100 / LEBAR_BIN - 1);

/**
 * `GET /laporan/analisis`: self against verified for a year.
 * - `kelompok`: per variable (the eight indicator groups), the mean self and verified points
 *   over the compared regions (a stored self and verified index both above 0), and the gap
 *   (self − verified);
 * - `histogram`: the regions with a self index above 0, in bins of 10 (`dari` < indeks ≤
 *   `sampai`);
 * - `selisih_terbesar`: the 20 compared regions whose self and verified indices differ most
 *   (by the gap's size; `selisih` = self − verified, signed), then by name;
 * - `tren`: per region with a self index above 0 in any period up to the year, its self index
 *   of every such period (0 in a period without one), periods ascending, regions by name.
 * With a predicate `tab` (issue 37 item 6), every part covers only the regions whose predicate
 * of the year (the national report's: self index, reports' set) lies in that tab.
 */
export async function analisis(db: Db, tahun: number, tab?: number): Promise<Analisis> {
  const [scores, groups, history, tabs] = await Promise.all([
    db.execute(sql`
      select s.profil_id, p.nama, s.indeks, coalesce(s.indeks_verifikasi, 0) as indeks_verifikasi
      from skor_indeks s join profil_pemda p on p.id = s.profil_id
      where s.tahun = ${tahun}`),
    groupPointsOfYear(db, tahun),
    db.execute(sql`
      select s.profil_id, p.nama, s.tahun, s.indeks
      from skor_indeks s join profil_pemda p on p.id = s.profil_id
      where s.tahun <= ${tahun} and s.indeks > 0`),
    regionTabs(db, tahun),
  ]);
  const kept = (profilId: number) => inTab(tab, tabs.of(profilId));
  const regions = rowsOf<Record<string, unknown>>(scores)
    .map((r) => ({
      profil_id: Number(r.profil_id),
      nama: String(r.nama),
      indeks_mandiri: num(r.indeks),
      indeks_verifikasi: num(r.indeks_verifikasi),
    }))
    .filter((r) => kept(r.profil_id));
  const compared = regions.filter((r) => r.indeks_mandiri > 0 && r.indeks_verifikasi > 0);

  const kelompok = GROUPS.map((_, i) => {
    const g = String(i + 1);
    const of = (m: Map<number, Record<string, number>>) =>
      mean2(compared.map((r) => m.get(r.profil_id)?.[g] ?? 0));
    const rata_mandiri = of(groups.mandiri);
    const rata_verifikasi = of(groups.verifikasi);
    return {
      group_id: i + 1,
      nama: groupName(i + 1),
      rata_mandiri,
      rata_verifikasi,
      selisih: diff2(rata_mandiri, rata_verifikasi),
    };
  });

  const histogram = Array.from({ length: 100 / LEBAR_BIN }, (_, k) => ({
    dari: k * LEBAR_BIN,
    sampai: (k + 1) * LEBAR_BIN,
    jumlah: 0,
  }));
  for (const r of regions) if (r.indeks_mandiri > 0) histogram[binOf(r.indeks_mandiri)]!.jumlah++;

  const selisih_terbesar = compared
    .map((r) => ({ ...r, selisih: diff2(r.indeks_mandiri, r.indeks_verifikasi) }))
    .filter((r) => r.selisih !== 0)
    .sort(
      (a, b) =>
        Math.abs(b.selisih) - Math.abs(a.selisih) || byName(a, b) || a.profil_id - b.profil_id,
    )
    .slice(0, SELISIH_TERBESAR);

  const past = rowsOf<Record<string, unknown>>(history).filter((r) => kept(Number(r.profil_id)));
  const periods = [...new Set(past.map((r) => Number(r.tahun)))].sort((a, b) => a - b);
  const byRegion = new Map<number, { nama: string; indeks: Map<number, number> }>();
  for (const r of past) {
    const id = Number(r.profil_id);
    const entry = byRegion.get(id) ?? { nama: String(r.nama), indeks: new Map() };
    entry.indeks.set(Number(r.tahun), num(r.indeks));
    byRegion.set(id, entry);
  }
  const tren = [...byRegion.entries()]
    .map(([profil_id, e]) => ({
      profil_id,
      nama: e.nama,
      per_tahun: periods.map((t) => ({ tahun: t, indeks: e.indeks.get(t) ?? 0 })),
    }))
    .sort((a, b) => byName(a, b) || a.profil_id - b.profil_id);

  return { kelompok, histogram, selisih_terbesar, tren };
}

const L = laporanId.laporan;
const A = L.analisis;

/**
 * The analysis for the exports: its four parts as four tables (four sheets in Excel, one after
 * another in the PDF), numbers as numbers; the trend has one column per period and the change
 * of the last period against the one before.
 */
export async function analisisTables(
  db: Db,
  tahun: number,
  tab?: number,
): Promise<{ file: string; tables: ReportTable[] }> {
  const a = await analisis(db, tahun, tab);
  const periods = a.tren[0]?.per_tahun.map((p) => p.tahun) ?? [];
  const title = L.screens.analisis;
  const filters = [`${L.tahun} ${tahun}`, tabWords(tab, L.tabs)].filter(Boolean).join(' · ');
  const k = A.kolom;
  const part = (name: string, t: Omit<ReportTable, 'title' | 'filters'>): ReportTable => ({
    title: `${title}: ${name}`,
    filters,
    ...t,
  });
  return {
    file: `${title} ${tahun}`,
    tables: [
      part(A.kelompok, {
        notes: [A.catatan_kelompok],
        columns: [
          { head: k.kelompok, width: 260, kind: 'text' },
          { head: k.rata_mandiri, width: 110, kind: 'score' },
          { head: k.rata_verifikasi, width: 110, kind: 'score' },
          { head: k.selisih, width: 90, kind: 'score' },
        ],
        rows: a.kelompok.map((g) => [g.nama, g.rata_mandiri, g.rata_verifikasi, g.selisih]),
      }),
      part(A.histogram, {
        notes: [A.catatan_histogram],
        columns: [
          { head: k.dari, width: 90, kind: 'count' },
          { head: k.sampai, width: 90, kind: 'count' },
          { head: k.jumlah_daerah, width: 110, kind: 'count' },
        ],
        rows: a.histogram.map((h) => [h.dari, h.sampai, h.jumlah]),
      }),
      part(A.selisih_terbesar, {
        notes: [A.catatan_selisih],
        columns: [
          { head: k.daerah, width: 260, kind: 'text' },
          { head: k.indeks_mandiri, width: 110, kind: 'score' },
          { head: k.indeks_verifikasi, width: 110, kind: 'score' },
          { head: k.selisih, width: 90, kind: 'score' },
        ],
        rows: a.selisih_terbesar.map((r) => [
          r.nama,
          r.indeks_mandiri,
          r.indeks_verifikasi,
          r.selisih,
        ]),
      }),
      part(A.tren, {
        notes: [A.catatan_tren],
        columns: [
          { head: k.daerah, width: 260, kind: 'text' },
          ...periods.map((p) => ({ head: String(p), width: 70, kind: 'score' as const })),
          { head: k.perubahan, width: 90, kind: 'score' },
        ],
        rows: a.tren.map((r) => {
          const last = r.per_tahun.at(-1)?.indeks ?? 0;
          const before = r.per_tahun.at(-2)?.indeks;
          return [
            r.nama,
            ...r.per_tahun.map((p) => p.indeks),
            before === undefined ? null : diff2(last, before),
          ];
        }),
      }),
    ],
  };
}

/** The panel's summary of a group of regions (the average-index report's `ringkasan`). */
export type PanelRingkasan = Ringkasan;

export interface Panel {
  nasional: PanelRingkasan;
  /** The account's assessment area (area reviewers). */
  wilayah: (PanelRingkasan & { id: number; nama: string }) | null;
  /** The account's own region (accounts fixed to their region): its row of the national report. */
  daerah: {
    profil_id: number;
    nama: string;
    indeks: number;
    peringkat: number | null;
    predikat: string;
    tab: number;
  } | null;
}

/**
 * The average-index panel (`GET /indeks/average/panel`): the national summary of the self
 * index (the ranking's) with its predicate distribution; the account's area summary when it
 * works in one; the account's own region when it is fixed to one. Nothing else of another
 * region: a pemda reads its own row and the aggregates.
 */
export async function averagePanel(
  db: Db,
  tahun: number,
  own: { profil_id: number | null; wilayah_id: number | null },
): Promise<Panel> {
  const base = { tahun, sumber: 'mandiri' as const, page: 0 };
  const national = await averageReport(db, 'nasional', {
    ...base,
    per_page: own.profil_id === null ? 0 : Number.MAX_SAFE_INTEGER,
  });
  let wilayah: Panel['wilayah'] = null;
  if (own.wilayah_id !== null) {
    const [area] = rowsOf<{ nama: string }>(
      await db.execute(sql`select nama from wilayah where id = ${own.wilayah_id}`),
    );
    if (area) {
      const report = await averageReport(db, 'wilayah', {
        ...base,
        per_page: 0,
        wilayah_id: own.wilayah_id,
      });
      wilayah = { id: own.wilayah_id, nama: area.nama, ...report.ringkasan };
    }
  }
  const row = national.data.find((r) => r.profil_id === own.profil_id);
  return {
    nasional: national.ringkasan,
    wilayah,
    daerah: row
      ? {
          profil_id: row.profil_id,
          nama: row.nama,
          indeks: round2(row.overall_score),
          peringkat: row.peringkat,
          predikat: row.predikat,
          tab: row.tab,
        }
      : null,
  };
}
