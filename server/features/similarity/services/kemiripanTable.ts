import { COMPARED_FIELDS } from '../../../../domain/similarity';
import type { ReportTable } from '../../reports/services/laporanExport';
import type { ReportQuery, ReportRow } from './kemiripanReport';

/** The kinds of match in words (the report's filter line and its column). */
export const KIND_WORDS: Readonly<Record<ReportRow['jenis'], string>> = {
  teks: 'Teks mirip',
  identik: 'Berkas sama',
  mirip: 'Gambar mirip',
};

const region = (name: string | null, tahun: number | null) =>
  name === null ? '—' : `${name} (${tahun ?? '—'})`;

/** The `kemiripan` report as the Excel and PDF writers print it (reports/laporanExport). */
export function reportTable(q: ReportQuery, rows: readonly ReportRow[]): ReportTable {
  const filters = [
    `Tahun ${q.tahun}`,
    q.profilId !== undefined ? `Profil ${q.profilId}` : null,
    q.jenis ? `Jenis: ${KIND_WORDS[q.jenis]}` : null,
    q.minSkor !== undefined ? `Kekuatan ≥ ${q.minSkor}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    title: 'Laporan Kemiripan Pengajuan',
    filters,
    notes: [
      `${rows.length} pasangan bertanda. Teks dibandingkan atas ${COMPARED_FIELDS.length} isian (nama, latar belakang, tujuan, manfaat, hasil); berkas atas SHA-256 dan sidik persepsi gambar.`,
    ],
    columns: [
      { head: 'Inovasi', width: 150, kind: 'text' },
      { head: 'Daerah', width: 110, kind: 'text' },
      { head: 'Cocok dengan', width: 150, kind: 'text' },
      { head: 'Daerah (tahun)', width: 120, kind: 'text' },
      { head: 'Jenis', width: 70, kind: 'text' },
      { head: 'Berkas', width: 100, kind: 'text' },
      { head: 'Kekuatan', width: 50, kind: 'score' },
    ],
    rows: rows.map((r) => [
      r.nama_inovasi,
      r.nama_daerah,
      r.lawan_nama_inovasi,
      region(r.lawan_nama_daerah, r.lawan_tahun),
      KIND_WORDS[r.jenis],
      r.nama_berkas ?? '—',
      r.skor,
    ]),
  };
}
