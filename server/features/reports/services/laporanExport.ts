import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { formatActivityTime, formatNumber } from '../../../../domain/format';

/** A cell of a report: text, or a number kept a number in Excel and printed with 2 decimals. */
export type ReportCell = string | number | null;

/** One report as a table: what both writers print. */
export interface ReportTable {
  /** "Indeks Rata-rata Inovasi Nasional". */
  title: string;
  /** The filters, in words ("Tahun 2026 · Sumber: penilaian mandiri · Tab: Inovatif"). */
  filters: string;
  /** Lines under the title (the summary). */
  notes: string[];
  columns: { head: string; width: number; kind: 'text' | 'count' | 'score' }[];
  rows: Iterable<ReportCell[]> | AsyncIterable<ReportCell[]>;
}

const PORTAL = 'Portal Indeks Inovasi Daerah';

/** The tables of a report file: one, or several parts (the analysis). */
export type ReportTables = ReportTable | readonly ReportTable[];
const tablesOf = (t: ReportTables): readonly ReportTable[] =>
  Array.isArray(t) ? (t as readonly ReportTable[]) : [t as ReportTable];

/** A worksheet's name: at most 31 characters, none of \ / ? * [ ] :, unique in the book. */
function sheetName(title: string, taken: Set<string>) {
  const base = title.replace(/[\\/?*[\]:]/g, '').trim() || 'Laporan';
  let name = base.slice(0, 31);
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base.slice(0, 28)} ${i}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * A report as .xlsx, streamed row by row into `out` (exceljs's streaming writer), one sheet per
 * table: the title with its filters, the notes, the header, then every row, numbers as numbers
 * (scores formatted `0.00`). Resolves with the number of rows (of every table).
 */
export async function writeReportExcel(tables: ReportTables, out: Writable): Promise<number> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  book.creator = PORTAL;
  const taken = new Set<string>();
  let n = 0;
  for (const table of tablesOf(tables)) {
    const sheet = book.addWorksheet(sheetName(table.title, taken));
    sheet.columns = table.columns.map((c) => ({
      width: Math.round(c.width / 6),
      style: c.kind === 'score' ? { numFmt: '0.00' } : {},
    }));
    const title = sheet.addRow([`${table.title} (${table.filters})`]);
    title.font = { bold: true, size: 13 };
    title.commit();
    for (const note of table.notes) sheet.addRow([note]).commit();
    sheet.addRow([]).commit();
    const head = sheet.addRow(table.columns.map((c) => c.head));
    head.font = { bold: true };
    head.commit();
    for await (const row of table.rows) {
      n++;
      sheet.addRow(row.map((v) => (v === null ? '' : v))).commit();
    }
    sheet.commit();
  }
  await book.commit();
  return n;
}

/**
 * A report as a landscape A4 PDF, streamed page by page into `out`: the portal's header, the
 * title with its filters and the print time, the notes, then the table, its header repeated on
 * every page; a further table (a part of the analysis) follows under its own title. Resolves
 * with the number of rows once `out` has everything.
 */
export async function writeReportPdf(
  tables: ReportTables,
  out: Writable,
  printedAt: Date,
): Promise<number> {
  const all = tablesOf(tables);
  const first = all[0]!;
  const margin = 36;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin,
    info: { Title: `${first.title} (${first.filters})`, Author: PORTAL },
  });
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  doc.pipe(out);
  const usable = doc.page.width - 2 * margin;
  const bottom = doc.page.height - margin - 12;
  const text = (v: ReportCell, kind: ReportTable['columns'][number]['kind']) =>
    v === null
      ? '—'
      : typeof v === 'number'
        ? formatNumber(v, kind === 'score' ? 'score' : 'count')
        : v;
  doc.font('Helvetica').fontSize(8).fillColor('#555555').text(PORTAL, margin, margin);
  doc.fillColor('black').font('Helvetica-Bold').fontSize(14).text(first.title, margin);
  doc.font('Helvetica').fontSize(9).text(first.filters);
  doc.text(`Dicetak ${formatActivityTime(printedAt)}`);
  let n = 0;
  for (const [index, table] of all.entries()) {
    const total = table.columns.reduce((s, c) => s + c.width, 0);
    const widths = table.columns.map((c) => (c.width / total) * usable);
    const heads = table.columns.map((c) => c.head);
    const line = (cells: string[], bold: boolean) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
      const h =
        Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 6 }))) + 6;
      if (doc.y + h > bottom) {
        doc.addPage();
        doc.y = margin;
        if (!bold) line(heads, true);
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
      }
      const y = doc.y;
      let x = margin;
      cells.forEach((c, i) => {
        const align = table.columns[i]!.kind === 'text' ? 'left' : 'right';
        doc.rect(x, y, widths[i]!, h).stroke('#999999');
        doc.fillColor('black').text(c, x + 3, y + 3, { width: widths[i]! - 6, align });
        x += widths[i]!;
      });
      doc.y = y + h;
    };
    if (index > 0) {
      if (doc.y + 60 > bottom) doc.addPage();
      doc.moveDown(1);
      doc.font('Helvetica-Bold').fontSize(12).text(table.title, margin);
    }
    doc.font('Helvetica').fontSize(9);
    for (const note of table.notes) doc.text(note, margin);
    doc.moveDown(0.5);
    line(heads, true);
    for await (const row of table.rows) {
      n++;
      line(
        row.map((v, i) => text(v, table.columns[i]!.kind)),
        false,
      );
    }
  }
  doc.end();
  await finished;
  return n;
}
