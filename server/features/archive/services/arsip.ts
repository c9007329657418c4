import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { and, between, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { formatActivityTime } from '../../../../domain/format';
import { getResource } from '../../../../resources';
import { scopeConditions } from '../../../crud/scope';
import type { Db } from '../../../platform/db/client';
import { iga2020_inovasi, opd_perangkat, profil_pemda } from '../../../platform/db/schema';
import { fail, MESSAGES } from '../../../platform/http/http';
import { recordActivity } from '../../../platform/db/audit';
import type { AuthUser } from '../../../platform/auth/users';

/** The archive's years (spec 2 arsip): innovations before the current index periods. */
export const ARSIP_YEARS = { from: 2005, to: 2022 } as const;

export interface ArsipFilter {
  tahun?: number;
  inovasi_status?: number;
  search?: string;
}

export interface ArsipRow {
  id: number;
  nama: string;
  tahun: number;
  inovasi_status: number;
  nama_daerah: string;
  nama_opd: string | null;
}

const STAGES = ['Inisiatif', 'Uji Coba', 'Penerapan'];

/** The archive rows the account may read with the filter: region scope, 2005-2022, no index copies. */
export async function arsipWhere(db: Db, user: AuthUser, f: ArsipFilter): Promise<SQL> {
  const scope = await scopeConditions(db, getResource('iga2020_inovasi')!, iga2020_inovasi, user, {
    list: true,
    years: false,
  });
  const words = f.search?.trim();
  return and(
    ...scope,
    f.tahun !== undefined
      ? eq(iga2020_inovasi.tahun, f.tahun)
      : between(iga2020_inovasi.tahun, ARSIP_YEARS.from, ARSIP_YEARS.to),
    f.inovasi_status !== undefined
      ? eq(iga2020_inovasi.inovasi_status, f.inovasi_status)
      : undefined,
    words
      ? or(ilike(iga2020_inovasi.nama, `%${words}%`), ilike(profil_pemda.nama, `%${words}%`))
      : undefined,
  )!;
}

const selection = {
  id: iga2020_inovasi.id,
  nama: iga2020_inovasi.nama,
  tahun: iga2020_inovasi.tahun,
  inovasi_status: iga2020_inovasi.inovasi_status,
  nama_daerah: profil_pemda.nama,
  nama_opd: opd_perangkat.nama,
};

function rowsQuery(db: Db, where: SQL) {
  return db
    .select({ ...selection, total: sql<number>`count(*) over()` })
    .from(iga2020_inovasi)
    .innerJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
    .leftJoin(opd_perangkat, eq(opd_perangkat.id, iga2020_inovasi.opd_perangkat_id))
    .where(where);
}

/** One page of the archive, names joined in the same statement. */
export async function arsipPage(
  db: Db,
  where: SQL,
  opts: { page: number; perPage: number; orderBy: 'nama' | 'tahun'; dir: 'asc' | 'desc' },
) {
  const col = opts.orderBy === 'tahun' ? iga2020_inovasi.tahun : iga2020_inovasi.nama;
  const dir = opts.dir === 'desc' ? sql`desc` : sql`asc`;
  const rows = await rowsQuery(db, where)
    .orderBy(sql`${col} ${dir}`, sql`${iga2020_inovasi.id} ${dir}`)
    .limit(opts.perPage)
    .offset(opts.page * opts.perPage);
  return {
    data: rows.map(({ total: _t, ...r }) => r),
    total: rows.length ? Number(rows[0]!.total) : 0,
  };
}

/**
 * Every matching row, a page at a time (keyset on id: each page is an index range scan), so an
 * export of 40,000 rows never holds them all in memory and has no cap.
 */
export async function* arsipRows(db: Db, where: SQL, chunk = 2000): AsyncGenerator<ArsipRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select(selection)
      .from(iga2020_inovasi)
      .innerJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
      .leftJoin(opd_perangkat, eq(opd_perangkat.id, iga2020_inovasi.opd_perangkat_id))
      .where(and(where, sql`${iga2020_inovasi.id} > ${after}`))
      .orderBy(iga2020_inovasi.id)
      .limit(chunk);
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)!.id;
    if (rows.length < chunk) return;
  }
}

const HEAD = ['No', 'Nama Inovasi', 'Pemerintah Daerah', 'Perangkat Daerah', 'Tahun', 'Tahapan'];

/** The archive as .xlsx, streamed row by row into `out`; resolves with the number of rows. */
export async function writeArsipExcel(
  rows: AsyncIterable<ArsipRow[]>,
  out: Writable,
): Promise<number> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  book.creator = 'Portal Indeks Inovasi Daerah';
  const sheet = book.addWorksheet('Arsip Inovasi');
  sheet.columns = [
    { width: 8 },
    { width: 50 },
    { width: 36 },
    { width: 36 },
    { width: 8 },
    { width: 14 },
  ];
  const head = sheet.addRow(HEAD);
  head.font = { bold: true };
  head.commit();
  let n = 0;
  for await (const page of rows) {
    for (const r of page) {
      n++;
      sheet
        .addRow([
          n,
          r.nama,
          r.nama_daerah,
          r.nama_opd ?? '',
          r.tahun,
          STAGES[r.inovasi_status] ?? '',
        ])
        .commit();
    }
  }
  sheet.commit();
  await book.commit();
  return n;
}

/** The archive as a landscape PDF table, streamed page by page into `out`. */
export async function writeArsipPdf(
  rows: AsyncIterable<ArsipRow[]>,
  out: Writable,
  printedAt: Date,
): Promise<number> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36 });
  doc.pipe(out);
  const widths = [40, 260, 170, 170, 40, 70];
  const left = 36;
  const bottom = doc.page.height - 50;
  const line = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const h =
      Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 6 }))) + 6;
    if (doc.y + h > bottom) {
      doc.addPage();
      doc.y = 36;
    }
    const y = doc.y;
    let x = left;
    cells.forEach((c, i) => {
      doc.rect(x, y, widths[i]!, h).stroke('#999999');
      doc.fillColor('black').text(c, x + 3, y + 3, { width: widths[i]! - 6 });
      x += widths[i]!;
    });
    doc.y = y + h;
  };
  doc.font('Helvetica-Bold').fontSize(14).text('Arsip Inovasi Daerah', left, 36);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(`Dicetak ${formatActivityTime(printedAt)}`);
  doc.moveDown(0.5);
  line(HEAD, true);
  let n = 0;
  for await (const page of rows) {
    for (const r of page) {
      n++;
      line(
        [
          String(n),
          r.nama,
          r.nama_daerah,
          r.nama_opd ?? '',
          String(r.tahun),
          STAGES[r.inovasi_status] ?? '',
        ],
        false,
      );
    }
  }
  doc.end();
  await new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  return n;
}

/** A PassThrough whose web stream a route answers with. */
export const passThrough = () => new PassThrough();

/**
 * Deletes an archive innovation (2005-2022) the account may read, and logs it; a current one is
 * deleted elsewhere, so it is not found here (404).
 */
export async function deleteArsipInnovation(db: Db, user: AuthUser, id: number): Promise<void> {
  const where = await arsipWhere(db, user, {});
  const [row] = await db
    .select({ id: iga2020_inovasi.id, nama: iga2020_inovasi.nama })
    .from(iga2020_inovasi)
    .innerJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
    .where(and(where, eq(iga2020_inovasi.id, id)))
    .limit(1);
  if (!row) throw fail(404, MESSAGES.notFound);
  await db.delete(iga2020_inovasi).where(eq(iga2020_inovasi.id, id));
  await recordActivity(db, {
    actor: user,
    name: 'delete',
    resource: 'iga2020_inovasi',
    recordId: id,
    data: [{ name: 'nama', value: row.nama }],
  });
}
