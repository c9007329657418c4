import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { interpolate } from '../../../../i18n/format';
import { REPORT_TEXT as T } from '../../../../i18n/id/report';
import type { ProfileReport } from './profileReport';

/** Two decimals, Indonesian separators are the viewer's locale; the cell keeps the number. */
const SCORE = '#,##0.00';

/**
 * A region's or an innovation's profile as an .xlsx, written by exceljs's streaming writer
 * straight into the answer: sheet "Profil" (fields and totals) and sheet "Indikator" (one row per
 * indicator of the unit's set: answer, scores as numbers with 2 decimals, note, documents).
 * Answers a web stream.
 */
export function streamProfileExcel(report: ProfileReport): ReadableStream<Uint8Array> {
  const U = T[report.unit];
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  book.creator = 'Portal Indeks Inovasi Daerah';
  book.title = `${U.title} ${report.nama} ${report.tahun}`;

  const profile = book.addWorksheet(T.sheetProfile);
  profile.columns = [
    { key: 'label', width: 28 },
    { key: 'value', width: 60 },
  ];
  const bold = { bold: true };
  profile.addRow([U.title]).font = { bold: true, size: 14 };
  profile.addRow([interpolate(T.subtitle, { tahun: report.tahun })]).commit();
  if (report.periode !== null && report.periode !== report.tahun) {
    profile.addRow([interpolate(T.periodNote, { periode: report.periode })]).commit();
  }
  profile.addRow([]).commit();
  profile.addRow([U.profileSection]).font = bold;
  for (const [label, value] of report.fields) {
    const row = profile.addRow([label, value ?? '']);
    row.getCell(1).font = bold;
    row.commit();
  }
  profile.addRow([]).commit();
  profile.addRow([T.totalsSection]).font = bold;
  const totals: [string, number, string][] = [
    [T.total.indikator, report.totals.indikator, '0'],
    [T.total.terjawab, report.totals.terjawab, '0'],
    [T.total.dokumen, report.totals.dokumen, '0'],
  ];
  if (report.scores) {
    totals.push(
      [T.total.skor, report.totals.skor, SCORE],
      [T.total.skor_verifikasi, report.totals.skor_verifikasi, SCORE],
    );
  }
  for (const [label, value, format] of totals) {
    const row = profile.addRow([label, value]);
    row.getCell(2).numFmt = format;
    row.getCell(2).alignment = { horizontal: 'left' };
    row.commit();
  }
  profile.commit();

  const sheet = book.addWorksheet(T.sheetIndicators, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const scoreColumns = [
    { header: T.column.skor, key: 'skor', width: 10, style: { numFmt: SCORE } },
    {
      header: T.column.skor_verifikasi,
      key: 'skor_verifikasi',
      width: 14,
      style: { numFmt: SCORE },
    },
    { header: T.column.catatan, key: 'catatan', width: 35 },
  ];
  // Spec 6: the score columns only for the roles that score.
  sheet.columns = [
    { header: T.column.no, key: 'no', width: 6 },
    { header: T.column.indikator, key: 'indikator', width: 45 },
    { header: T.column.bobot, key: 'bobot', width: 8, style: { numFmt: SCORE } },
    { header: T.column.jawaban, key: 'jawaban', width: 50 },
    ...(report.scores ? scoreColumns : []),
    { header: T.column.dokumen, key: 'dokumen', width: 45 },
  ];
  sheet.getRow(1).font = bold;
  const wrap = { wrapText: true, vertical: 'top' } as const;
  for (const r of report.rows) {
    const row = sheet.addRow({
      no: r.no,
      indikator: r.indikator,
      bobot: r.bobot,
      jawaban: r.jawaban || T.answer.none,
      skor: r.skor,
      skor_verifikasi: r.skor_verifikasi,
      catatan: r.catatan ?? '',
      dokumen: r.dokumen.length ? r.dokumen.join('\n') : T.noDocuments,
    });
    row.alignment = wrap;
    row.commit();
  }
  if (report.scores) {
    const total = sheet.addRow({
      indikator: T.total.skor,
      skor: report.totals.skor,
      skor_verifikasi: report.totals.skor_verifikasi,
    });
    total.font = bold;
    total.commit();
  }
  sheet.commit();
  void book.commit().catch((e: unknown) => out.destroy(e as Error));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
