import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { PassThrough, Readable } from 'node:stream';
import type { ScreenId } from '../../../../domain/screens';
import type { AppEnv } from '../../../platform/http/context';
import { fileAnswer } from '../../../platform/openapi/schemas';
import { attachmentHeader } from '../../../platform/http/attachment';
import { writeReportExcel, writeReportPdf, type ReportTable } from '../services/laporanExport';
import type { ReadBy } from '../services/laporan';
import { activeYear } from '../../../platform/http/yearParam';

/**
 * What the report routes of spec 2 (laporanIndeks, laporanRekap, laporanAnalisis) share: their
 * tag, query pieces, the declaration of a download and the streaming of a report file.
 */

export const TAGS = ['Laporan'];

/** An optional positive id in the query ('' = none). */
export const optionalId = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
);

export const Sumber = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(['mandiri', 'verifikasi']).default('mandiri'),
);

/**
 * A report's predicate tab (spec 9: 0 Belum Mengisi Data, 1 Kurang Inovatif, 2 Inovatif,
 * 3 Terinovatif; '' or absent = every tab). Another value is a 400 naming `tab`.
 */
export const PredicateTab = z
  .preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(3).optional())
  .openapi({
    type: 'integer',
    minimum: 0,
    maximum: 3,
    example: 3,
    description:
      'Tab predikat (set laporan, indeks mandiri daerah): 0 Belum Mengisi Data, 1 Kurang Inovatif, 2 Inovatif, 3 Terinovatif; kosong = semua. Nilai lain: 400.',
  });

export const PerTab = z.object({
  '0': z.number(),
  '1': z.number(),
  '2': z.number(),
  '3': z.number(),
});

/** The one mean of an index over the rated regions, with its count (issue 35). */
export const RatedMean = {
  rata_rata: z.number().openapi({ description: 'Rata-rata atas daerah berdata (indeks > 0)' }),
  jumlah_berdata: z.number().int().openapi({ description: 'Daerah berdata: penyebutnya' }),
  jumlah_daerah: z.number().int(),
};

export type Ctx = Context<AppEnv>;
export const yearOf = async (c: Ctx, tahun: number | undefined) => tahun ?? activeYear(c);
/** Who reads a kept report, and when on the app's clock (services/laporan.ts `ReadBy`). */
export const readBy = (c: Ctx): ReadBy => ({
  reader: c.var.account,
  nowMs: c.var.deps.clock.now().getTime(),
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export type Format = 'excel' | 'pdf';

/** The declaration of a report's download (same query as the report) but its path. */
export const download = <Q extends z.ZodObject>(
  screen: ScreenId,
  what: string,
  format: Format,
  query: Q,
) =>
  ({
    method: 'get',
    tags: TAGS,
    summary: `Unduh ${format === 'excel' ? 'Excel' : 'PDF'}: ${what}`,
    description:
      'Semua baris yang cocok dengan filter (tanpa halaman), dialirkan: Excel dengan angka sebagai angka, PDF A4 mendatar dengan kepala portal dan filter di judul.',
    access: { screen },
    request: { query },
    responses: {
      200: fileAnswer('Berkas laporan', format === 'excel' ? XLSX : 'application/pdf'),
    },
  }) as const;

/** The declaration of a recap's download with path parameters. */
export const paramDownload = <P extends z.ZodObject, Q extends z.ZodObject>(
  screen: ScreenId,
  what: string,
  format: Format,
  params: P,
  query: Q,
) =>
  ({
    ...download(screen, what, format, query),
    request: { params, query },
  }) as const;

/** Streams a report table (or the tables of a report in parts) as the file of `format`. */
export function sendTable(
  c: Ctx,
  table: (ReportTable & { file: string }) | { file: string; tables: ReportTable[] },
  format: Format,
) {
  const out = new PassThrough();
  const tables = 'tables' in table ? table.tables : table;
  const done =
    format === 'excel'
      ? writeReportExcel(tables, out)
      : writeReportPdf(tables, out, c.var.deps.clock.now());
  done.catch((err: unknown) => out.destroy(err as Error));
  return c.body(Readable.toWeb(out) as ReadableStream<Uint8Array>, 200, {
    'content-type': format === 'excel' ? XLSX : 'application/pdf',
    'content-disposition': attachmentHeader(`${table.file}.${format === 'excel' ? 'xlsx' : 'pdf'}`),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
}
