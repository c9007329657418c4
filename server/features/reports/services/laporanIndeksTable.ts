import { sql } from 'drizzle-orm';
import { ratedMeanWords } from '../../../../domain/indexMean';
import { interpolate } from '../../../../i18n/format';
import { laporanId } from '../../../../i18n/id/laporan';
import type { Db } from '../../../platform/db/client';
import { averageReport, rowsOf, tabWords, type AverageKind, type AverageQuery } from './laporan';
import type { ReportTable } from './laporanExport';

/** An average-index report (laporan.ts) as the table its Excel and PDF downloads write. */

/** The screen of each report path (its title in the exports). */
const AVERAGE_SCREEN: Record<AverageKind, keyof typeof laporanId.laporan.screens> = {
  nasional: 'indeks-rata-rata-inovasi-nasional',
  wilayah: 'indeks-rata-rata-inovasi-wilayah',
  propinsi: 'indeks-rata-rata-inovasi-provinsi',
  propinsi2: 'indeks-rata-rata-inovasi-provinsi',
  kota: 'indeks-rata-rata-inovasi-kota',
  kabupaten: 'indeks-rata-rata-inovasi-kabupaten',
  perbatasan: 'indeks-rata-rata-inovasi-daerah-perbatasan',
  tertinggal: 'indeks-rata-rata-inovasi-daerah-tertinggal',
  papua: 'indeks-rata-rata-inovasi-papua',
};

const L = laporanId.laporan;

async function nameOf(db: Db, table: 'iga_klaster' | 'm_daerah', id: number | undefined) {
  if (id === undefined) return null;
  const column = table === 'iga_klaster' ? sql`klaster` : sql`nama`;
  const [row] = rowsOf<{ nama: string }>(
    await db.execute(sql`select ${column} as nama from ${sql.raw(table)} where id = ${id}`),
  );
  return row?.nama ?? String(id);
}

/**
 * An average-index report as a table for the exports: every row the filters leave (no page),
 * the filters in words, the summary as notes.
 */
export async function averageTable(
  db: Db,
  jenis: AverageKind,
  q: Omit<AverageQuery, 'page' | 'per_page'>,
): Promise<ReportTable & { file: string }> {
  const [answer, klaster, propinsi] = await Promise.all([
    averageReport(db, jenis, { ...q, page: 0, per_page: Number.MAX_SAFE_INTEGER }),
    nameOf(db, 'iga_klaster', q.iga_klaster_id),
    nameOf(db, 'm_daerah', q.propinsi_id),
  ]);
  const title = L.screens[AVERAGE_SCREEN[jenis]];
  const filters = [
    `${L.tahun} ${q.tahun}`,
    `${L.sumber}: ${q.sumber === 'mandiri' ? L.sumber_mandiri : L.sumber_verifikasi}`,
    jenis === 'propinsi2' ? L.tampilan_propinsi2 : null,
    tabWords(q.tab, L.tabs),
    klaster ? `${L.klaster}: ${klaster}` : null,
    propinsi ? `${L.propinsi}: ${propinsi}` : null,
    q.search?.trim() ? `${L.cari}: "${q.search.trim()}"` : null,
  ].filter(Boolean);
  const s = answer.ringkasan;
  const c = L.columns;
  return {
    title,
    file: `${title} ${q.tahun}`,
    filters: filters.join(' · '),
    notes: [
      interpolate(L.ringkasan, ratedMeanWords(s)),
      (['0', '1', '2', '3'] as const).map((k) => `${L.tabs[k]} ${s.per_tab[k]}`).join(' · '),
    ],
    columns: [
      { head: c.peringkat, width: 60, kind: 'count' },
      { head: c.nama, width: 260, kind: 'text' },
      ...(jenis === 'wilayah' ? [{ head: c.wilayah, width: 90, kind: 'text' as const }] : []),
      { head: c.overall_score, width: 80, kind: 'score' },
      { head: c.indeks_mandiri, width: 90, kind: 'score' },
      { head: c.indeks_verifikasi, width: 90, kind: 'score' },
      { head: c.predikat, width: 120, kind: 'text' },
    ],
    rows: answer.data.map((r) => [
      r.peringkat,
      r.nama,
      ...(jenis === 'wilayah' ? [r.wilayah] : []),
      r.overall_score,
      r.indeks_mandiri,
      r.indeks_verifikasi,
      r.predikat,
    ]),
  };
}
