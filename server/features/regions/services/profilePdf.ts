import PDFDocument from 'pdfkit';
import { formatActivityTime, formatNumber } from '../../../../domain/format';
import { reportScore, type ReportRow } from '../../../../domain/profileReport';
import { interpolate } from '../../../../i18n/format';
import { REPORT_TEXT as T } from '../../../../i18n/id/report';
import type { ProfileReport } from './profileReport';

const MARGIN = 36;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const SIZE = 8;
const PAD = 3;

/** The indicator table's columns, widths in points of a landscape A4 page (770 usable). */
interface Column {
  key: keyof typeof T.column;
  width: number;
  align?: 'right' | 'center';
}
const WITH_SCORES: Column[] = [
  { key: 'no', width: 26, align: 'center' },
  { key: 'indikator', width: 150 },
  { key: 'bobot', width: 36, align: 'right' },
  { key: 'jawaban', width: 170 },
  { key: 'skor', width: 44, align: 'right' },
  { key: 'skor_verifikasi', width: 54, align: 'right' },
  { key: 'catatan', width: 130 },
  { key: 'dokumen', width: 160 },
];
/** Without the score columns (spec 6): the answer and documents get the room. */
const WITHOUT_SCORES: Column[] = [
  { key: 'no', width: 26, align: 'center' },
  { key: 'indikator', width: 210 },
  { key: 'bobot', width: 36, align: 'right' },
  { key: 'jawaban', width: 278 },
  { key: 'dokumen', width: 220 },
];

/**
 * Longest text of one cell: a row must fit on one page (a free-text answer can be long). The
 * Excel file keeps the whole text.
 */
const MAX_CELL_CHARS = 1200;
const fit = (text: string) =>
  text.length > MAX_CELL_CHARS ? `${text.slice(0, MAX_CELL_CHARS - 1)}…` : text;

function cells(row: ReportRow): Record<keyof typeof T.column, string> {
  const all = {
    no: row.no,
    indikator: row.indikator,
    bobot: formatNumber(row.bobot, 'score'),
    jawaban: row.jawaban || T.answer.none,
    skor: reportScore(row.skor),
    skor_verifikasi: reportScore(row.skor_verifikasi),
    catatan: row.catatan ?? '',
    dokumen: row.dokumen.length ? row.dokumen.map((d) => `• ${d}`).join('\n') : T.noDocuments,
  };
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, fit(v)])) as typeof all;
}

/**
 * A region's or an innovation's profile as a PDF (landscape A4): the profile's fields, every
 * indicator of the unit's set with its answer, scores, note and documents, then the totals.
 * Rendered with pdfkit on the server; answers the whole file (a few pages at most).
 */
export function renderProfilePdf(report: ProfileReport, printedAt: Date): Promise<Buffer> {
  const U = T[report.unit];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${U.title} ${report.nama} ${report.tahun}`,
      Author: 'Portal Indeks Inovasi Daerah',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 14;

  doc.font(BOLD).fontSize(16).text(U.title, left, MARGIN, { width });
  doc.font(BOLD).fontSize(12).text(report.nama, { width });
  doc
    .font(FONT)
    .fontSize(10)
    .text(interpolate(T.subtitle, { tahun: report.tahun }), { width });
  if (report.periode !== null && report.periode !== report.tahun) {
    doc.text(interpolate(T.periodNote, { periode: report.periode }), { width });
  }
  doc.moveDown(0.6);

  // Profile fields: label, value.
  doc.font(BOLD).fontSize(11).text(U.profileSection, left);
  doc.moveDown(0.2);
  for (const [label, value] of report.fields) {
    const y = doc.y;
    doc.font(BOLD).fontSize(9).text(label, left, y, { width: 130 });
    doc
      .font(FONT)
      .fontSize(9)
      .text(value || T.empty, left + 135, y, { width: width - 135 });
    doc.y = Math.max(doc.y, y + 12);
  }
  doc.moveDown(0.8);

  doc.font(BOLD).fontSize(11).text(U.indicatorSection, left);
  doc.moveDown(0.3);
  if (report.rows.length === 0) {
    doc.font(FONT).fontSize(9).text(T.noPeriod, left);
  } else {
    drawTable(doc, report.scores ? WITH_SCORES : WITHOUT_SCORES, report.rows, left, bottom);
  }

  // Totals.
  doc.moveDown(0.8);
  if (doc.y + 90 > bottom()) doc.addPage();
  doc.font(BOLD).fontSize(11).text(T.totalsSection, left);
  doc.moveDown(0.2);
  const totals: [string, string][] = [
    [T.total.indikator, formatNumber(report.totals.indikator, 'count')],
    [T.total.terjawab, formatNumber(report.totals.terjawab, 'count')],
    [T.total.dokumen, formatNumber(report.totals.dokumen, 'count')],
  ];
  if (report.scores) {
    totals.push(
      [T.total.skor, reportScore(report.totals.skor)],
      [T.total.skor_verifikasi, reportScore(report.totals.skor_verifikasi)],
    );
  }
  for (const [label, value] of totals) {
    const y = doc.y;
    doc.font(FONT).fontSize(9).text(label, left, y, { width: 160 });
    doc.font(BOLD).text(value, left + 165, y, { width: 80, align: 'right' });
    doc.y = y + 13;
  }

  // Footer on every page: when it was printed, and the page number.
  const printed = interpolate(T.printed, { at: formatActivityTime(printedAt) });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 6;
    doc.font(FONT).fontSize(7).fillColor('#555555');
    doc.text(printed, left, y, { width: width / 2, lineBreak: false });
    doc.text(`${i + 1} / ${range.count}`, left + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.fillColor('black');
  }
  doc.end();
  return done;
}

function drawTable(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  rows: ReportRow[],
  left: number,
  bottom: () => number,
) {
  const header = () => {
    const y = doc.y;
    doc.font(BOLD).fontSize(SIZE);
    const h =
      Math.max(
        ...columns.map((c) => doc.heightOfString(T.column[c.key], { width: c.width - 2 * PAD })),
      ) +
      2 * PAD;
    let x = left;
    for (const c of columns) {
      doc.rect(x, y, c.width, h).fillAndStroke('#e8eef7', '#999999');
      doc.fillColor('black').text(T.column[c.key], x + PAD, y + PAD, {
        width: c.width - 2 * PAD,
        align: c.align ?? 'left',
      });
      x += c.width;
    }
    doc.y = y + h;
  };

  header();
  doc.font(FONT).fontSize(SIZE);
  for (const row of rows) {
    const values = cells(row);
    const h =
      Math.max(
        ...columns.map((c) => doc.heightOfString(values[c.key], { width: c.width - 2 * PAD })),
      ) +
      2 * PAD;
    if (doc.y + h > bottom()) {
      doc.addPage();
      doc.y = MARGIN;
      header();
      doc.font(FONT).fontSize(SIZE);
    }
    const y = doc.y;
    let x = left;
    for (const c of columns) {
      doc.rect(x, y, c.width, h).stroke('#999999');
      doc.fillColor('black').text(values[c.key], x + PAD, y + PAD, {
        width: c.width - 2 * PAD,
        align: c.align ?? 'left',
      });
      x += c.width;
    }
    doc.y = y + h;
  }
  doc.x = left;
}
