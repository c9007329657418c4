import { keptJson } from '../../../platform/http/keptAnswers';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../platform/http/context';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { json, ok } from '../../../platform/openapi/schemas';
import {
  igaDashboard,
  perIndikatorDashboard,
  qcDashboard,
  statistikDaerahDashboard,
  statistikInovasiDashboard,
} from '../services/dashboard';
import { diklatDashboard } from '../services/diklatDashboard';
import { activeYear, checkAllowedYear } from '../../../platform/http/yearParam';

/**
 * The statistics dashboards of spec 2 (issue 23 items 3-7), one call per screen:
 * `GET /api/dashboard/{qc|iga|statistik-inovasi|statistik-daerah|per-indikator}?tahun=`.
 * Rules: docs/api.md "Statistics dashboards"; figures: server/features/dashboards/services/dashboard.ts.
 */

const Query = z.object({
  tahun: z
    .string()
    .regex(/^(|20\d\d|2100)$/)
    .optional()
    .openapi({
      description: 'Tahun penilaian (2000-2100); kosong: periode aktif',
      example: '2026',
    }),
});

const Time = z.string().openapi({ format: 'date-time' });
const Score = z.number().openapi({ description: 'Dua desimal' });

const PredicateCount = z.object({ predikat: z.string(), jumlah: z.number().int() });

/** The count beside an index mean (issue 35: the one national mean, over the rated regions). */
const Rated = (which: string) =>
  z
    .number()
    .int()
    .openapi({ description: `Daerah dengan ${which} di atas 0: penyebut rata-ratanya` });

const GroupFigures = {
  daerah: z.number().int(),
  daerah_mengirim: z.number().int(),
  dikirim: z.number().int(),
  terverifikasi: z.number().int(),
  rata_indeks: Score.openapi({
    description: 'Rata-rata indeks mandiri atas daerah berdata (indeks > 0), dua desimal',
  }),
  daerah_berdata: Rated('indeks mandiri'),
  rata_indeks_verifikasi: Score.openapi({
    description: 'Rata-rata indeks terverifikasi atas daerah berdata (indeks terverifikasi > 0)',
  }),
  daerah_berdata_verifikasi: Rated('indeks terverifikasi'),
  predikat: z.array(PredicateCount),
};

const Iga = z
  .object({
    tahun: z.number().int(),
    predikat: z.array(z.string()).openapi({ description: 'Predikat tahun itu, terbaik dulu' }),
    nasional: z.object(GroupFigures),
    klaster: z.array(z.object({ id: z.number().int(), nama: z.string(), ...GroupFigures })),
    provinsi: z.array(z.object({ id: z.number().int(), nama: z.string(), ...GroupFigures })),
    dihitung_pada: Time,
  })
  .openapi('DashboardIga');

const Figures = {
  inisiatif: z.number(),
  ujicoba: z.number(),
  penerapan: z.number(),
  dikirim: z.number(),
  terverifikasi: z.number(),
  indeks: Score,
  indeks_verifikasi: Score,
};

/**
 * A group's averages: innovations per region over every region, each index over the rated
 * regions with their count (domain/dashboard.ts averageFigures).
 */
const AverageFigures = {
  ...Figures,
  indeks: Score.openapi({ description: 'Rata-rata indeks mandiri atas daerah berdata' }),
  indeks_verifikasi: Score.openapi({
    description: 'Rata-rata indeks terverifikasi atas daerah berdata',
  }),
  daerah_berdata: Rated('indeks mandiri'),
  daerah_berdata_verifikasi: Rated('indeks terverifikasi'),
};

const RegionRow = z.object({
  profil_id: z.number().int(),
  nama: z.string(),
  jenis: z.string(),
  ...Figures,
  predikat: z.string().nullable(),
});

const StatistikInovasi = z
  .discriminatedUnion('jenis', [
    z.object({
      tahun: z.number().int(),
      jenis: z.literal('provinsi'),
      provinsi: z.object({ m_daerah_id: z.number().int(), nama: z.string() }),
      daerah: z.array(RegionRow),
      rata_rata: z.object(AverageFigures),
      dihitung_pada: Time,
    }),
    z.object({
      tahun: z.number().int(),
      jenis: z.literal('pemda'),
      daerah: RegionRow,
      provinsi: z.object({ nama: z.string(), daerah: z.number().int(), ...AverageFigures }),
      nasional: z.object({ daerah: z.number().int(), ...AverageFigures }),
      dihitung_pada: Time,
    }),
  ])
  .openapi('DashboardStatistikInovasi');

const RegionCounts = {
  daerah: z.number().int(),
  profil_terisi: z.number().int(),
  menjawab_indikator: z.number().int(),
  mengirim_inovasi: z.number().int(),
  inovasi_dikirim: z.number().int(),
};

const StatistikDaerah = z
  .object({
    tahun: z.number().int(),
    semua: z.object(RegionCounts),
    tingkat: z.array(
      z.object({ kode: z.enum(['provinsi', 'kota', 'kabupaten']), ...RegionCounts }),
    ),
    status: z.array(
      z.object({ kode: z.enum(['perbatasan', 'tertinggal', 'papua']), ...RegionCounts }),
    ),
    wilayah: z.array(
      z.object({ id: z.number().int().nullable(), nama: z.string().nullable(), ...RegionCounts }),
    ),
    dihitung_pada: Time,
  })
  .openapi('DashboardStatistikDaerah');

const Points = { diri: z.number().int(), verifikasi: z.number().int() };

const PerIndikator = z
  .object({
    tahun: z.number().int(),
    indikator: z.array(
      z.object({
        id: z.number().int(),
        unit: z.enum(['daerah', 'inovasi']),
        no_urut: z.number().int(),
        subs: z.string().nullable(),
        indikator: z.string(),
        group_id: z.number().int().nullable(),
        sebaran: z.array(z.object({ nilai: z.number(), keterangan: z.string(), ...Points })),
        lainnya: z.object(Points),
        dijawab: z.number().int(),
        dengan_bukti: z.number().int(),
        persen_bukti: Score,
        dinilai: z.number().int(),
        rata_selisih: Score.nullable(),
      }),
    ),
    dihitung_pada: Time,
  })
  .openapi('DashboardPerIndikator');

const WorkflowState = z.enum([
  'draf',
  'dikirim',
  'terverifikasi',
  'ditolak',
  'diterima',
  'ditolak_qc',
]);

const Qc = z
  .object({
    tahun: z.number().int(),
    antrean: z.array(
      z.object({
        wilayah_id: z.number().int().nullable(),
        wilayah: z.string().nullable(),
        tahun: z.number().int(),
        jumlah: z.number().int(),
      }),
    ),
    antrean_tahun: z.number().int(),
    kemiripan: z.number().int().openapi({
      description: 'Inovasi antrean QC tahun ini yang bertanda kemiripan (issue 38)',
    }),
    tertua: z.array(
      z.object({
        id: z.number().int(),
        nama: z.string(),
        tahun: z.number().int(),
        profil_id: z.number().int(),
        nama_daerah: z.string(),
        status: WorkflowState,
        menunggu_sejak: Time,
        hari: z.number().int(),
      }),
    ),
    keputusan: z.array(
      z.object({
        tanggal: z.string().openapi({ format: 'date' }),
        diterima: z.number().int(),
        ditolak: z.number().int(),
      }),
    ),
    dibalik: z.object({
      keputusan: z.number().int(),
      dibalik: z.number().int(),
      persen: Score,
    }),
    dihitung_pada: Time,
  })
  .openapi('DashboardQc');

const declare = <const P extends string, S extends z.ZodType>(
  path: P,
  screen: 'qc' | 'iga' | 'statistik-inovasi' | 'statistik-daerah' | 'per-indikator' | 'diklat',
  summary: string,
  schema: S,
) =>
  apiRoute({
    method: 'get',
    path,
    tags: ['Dasbor'],
    summary,
    access: { screen },
    request: { query: Query },
    responses: { 200: json(ok(schema), 'Angka dasbor dan waktu penghitungannya') },
  });

const qcRoute = declare(
  '/dashboard/qc',
  'qc',
  'Antrean quality control per wilayah dan tahun, yang terlama, keputusan per hari, yang dibalik',
  Qc,
);
const igaRoute = declare(
  '/dashboard/iga',
  'iga',
  'Statistik inovasi periode per klaster dan per provinsi',
  Iga,
);
const statistikInovasiRoute = declare(
  '/dashboard/statistik-inovasi',
  'statistik-inovasi',
  'Provinsi: kabupaten/kota berdampingan; pemda: angkanya di samping provinsi dan nasional',
  StatistikInovasi,
);
const statistikDaerahRoute = declare(
  '/dashboard/statistik-daerah',
  'statistik-daerah',
  'Daerah per tingkat, status dan wilayah: profil terisi, indikator dijawab, inovasi dikirim',
  StatistikDaerah,
);
const perIndikatorRoute = declare(
  '/dashboard/per-indikator',
  'per-indikator',
  'Per indikator: sebaran skala mandiri dan verifikasi, bukti, selisih rata-rata',
  PerIndikator,
);

const Diklat = z
  .object({
    tahun: z.number().int(),
    laporan: z.number().int(),
    dengan_laporan: z.number().int().openapi({ description: 'Dengan berkas laporan (PDF)' }),
    dengan_video: z.number().int().openapi({ description: 'Dengan tautan video' }),
    daerah: z.number().int().openapi({ description: 'Daerah berbeda yang melapor' }),
    per_jenis: z.array(
      z.object({
        id: z.number().int().nullable(),
        nama: z.string().nullable(),
        jumlah: z.number().int(),
      }),
    ),
    terbaru: z.array(
      z.object({
        id: z.number().int(),
        nama_peserta: z.string(),
        judul_proyek: z.string().nullable(),
        daerah: z.string().nullable(),
        dibuat: Time,
      }),
    ),
    dihitung_pada: Time,
  })
  .openapi('DashboardDiklat');

const diklatRoute = declare(
  '/dashboard/diklat',
  'diklat',
  'Laporan diklat tahun itu dalam lingkup akun: jumlah, kelengkapan berkas, per jenis pelatihan, terbaru',
  Diklat,
);

type Ctx = Context<AppEnv>;

/** The year asked (or the active period), within the account's allowed years. */
async function yearOf(c: Ctx, tahun: string | undefined) {
  const year = tahun ? Number(tahun) : await activeYear(c);
  await checkAllowedYear(c, year);
  return year;
}

const args = async (c: Ctx, tahun: string | undefined) =>
  [c.var.db, c.var.account, await yearOf(c, tahun), c.var.deps.clock.now()] as const;

export const dashboardRoutes = createRouter()
  .openapi(qcRoute, async (c) => {
    const data = await qcDashboard(...(await args(c, c.req.valid('query').tahun)));
    return keptJson(c, data);
  })
  .openapi(igaRoute, async (c) => {
    const data = await igaDashboard(...(await args(c, c.req.valid('query').tahun)));
    return keptJson(c, data);
  })
  .openapi(statistikInovasiRoute, async (c) => {
    const data = await statistikInovasiDashboard(...(await args(c, c.req.valid('query').tahun)));
    return keptJson(c, data);
  })
  .openapi(statistikDaerahRoute, async (c) => {
    const data = await statistikDaerahDashboard(...(await args(c, c.req.valid('query').tahun)));
    return keptJson(c, data);
  })
  .openapi(perIndikatorRoute, async (c) => {
    const data = await perIndikatorDashboard(...(await args(c, c.req.valid('query').tahun)));
    return keptJson(c, data);
  })
  .openapi(diklatRoute, async (c) => {
    const tahun = await yearOf(c, c.req.valid('query').tahun);
    const data = await diklatDashboard(c.var.db, c.var.account, tahun, c.var.deps.clock.now());
    return keptJson(c, data);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => dashboardRoutes);
