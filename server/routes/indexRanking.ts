import { z } from '@hono/zod-openapi';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import { iga2020_inovasi, indikator_jawaban, nomor_registrasi, profil_pemda } from '../db/schema';
import { message } from '../http';
import { digitsOnly, optionalInt, searchText } from '../openapi/params';
import { apiRoute } from '../openapi/route';
import { createRouter } from '../openapi/router';
import { Failure, Id, json } from '../openapi/schemas';
import { nomineeIds, toggleNominee } from '../services/award';
import { methodFor, recountYear, bandsOfYear } from '../services/indexEngine';
import { regionIndicators } from '../services/indicatorSet';
import { cachedRanking } from '../services/rankingCache';
import { recordRecount } from '../services/recount';
import { predicate } from '../../domain/indexMethod';
import { readableProfile } from './profileAccess';
import { activeYear, YearQuery } from './yearParam';

type Ctx = Context<AppEnv>;

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** `?tahun=`: a year; absent or empty means the current period (`tahun_aktif`). */
const tahunQuery = YearQuery.shape.tahun.openapi({
  type: 'integer',
  description: 'Tahun (2000-2100); kosong: periode aktif',
});

const RankedQuery = z.object({
  tahun: tahunQuery,
  iga_klaster_id: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number)
        .optional(),
    )
    .openapi({ type: 'integer', description: 'Hanya daerah klaster IGA ini' }),
  page: optionalInt(0, 100000),
  per_page: optionalInt(0, 1000),
  search: searchText(),
});
type RankedFilter = z.infer<typeof RankedQuery>;

const predikat = z.string().nullable();

const RankingRow = z
  .object({
    profil_id: z.number().int(),
    nama_daerah: z.string(),
    spd: z.number(),
    sid: z.number(),
    jumlah_inovasi: z.number(),
    skor_total: z.number(),
    indeks: z.number(),
    predikat,
    rank: z.number().int().nullable().openapi({ description: 'null untuk indeks 0' }),
    iga: z.boolean(),
  })
  .openapi('RankingRow');

const RekapRow = z
  .object({
    profil_id: z.number().int(),
    nama_daerah: z.string(),
    jumlah_inovasi: z.number(),
    indeks_mandiri: z.number(),
    indeks_verifikasi: z.number().nullable(),
    predikat,
    iga: z.boolean(),
  })
  .openapi('RekapRow');

const rankedAnswer = <T extends z.ZodType>(row: T) =>
  z.object({
    status: z.literal(1),
    tahun: z.number().int(),
    data: z.array(row),
    total: z.number().int(),
  });

const Breakdown = z
  .object({
    tahun: z.number().int(),
    profil_id: z.number().int(),
    spd: z.number(),
    sid: z.number(),
    jumlah_inovasi: z.number(),
    skor_jumlah_inovasi: z.number(),
    skor_total: z.number(),
    indeks: z.number(),
    predikat,
    verifikasi: z.object({
      spd: z.number(),
      sid: z.number(),
      skor_total: z.number(),
      indeks: z.number(),
    }),
    metode: z.object({
      versi: z.string(),
      pembagi_minimum: z.number(),
      koefisien_jumlah: z.number(),
      batas_jumlah: z.number(),
      maks_skor_jumlah: z.number(),
      skor_maksimum: z.number(),
    }),
    klaster: z.object({ id: z.number().int(), nama: z.string() }).nullable(),
    kelompok: z.array(
      z.object({
        group_id: z.number().int(),
        skor: z.number(),
        rata_nasional: z.number(),
        rata_klaster: z.number().nullable(),
      }),
    ),
    indikator: z.array(
      z.object({
        indikator_id: z.number().int(),
        no_urut: z.number().int(),
        subs: z.string().nullable(),
        nama: z.string(),
        group_id: z.number().int().nullable(),
        skor: z.number(),
        skor_verifikasi: z.number().nullable(),
        catatan: z.string().nullable(),
      }),
    ),
    inovasi: z.array(
      z.object({
        id: z.number().int(),
        nama: z.string(),
        skor: z.number(),
        skor_verifikasi: z.number().nullable(),
        dihitung: z.boolean(),
        alasan: z.enum(['belum_dikirim', 'ditolak', 'salinan_indeks']).nullable(),
      }),
    ),
  })
  .openapi('IndeksRincian');

const ProfilParam = z.object({ profilId: Id });

/** A region's place in the year's ranking, as stored (the predicate is resolved per page). */
interface RankedRow {
  profil_id: number;
  nama_daerah: string;
  spd: number;
  sid: number;
  jumlah_inovasi: number;
  skor_total: number;
  indeks: number;
  indeks_verifikasi: number | null;
  predikat: string | null;
  rank: number | null;
  iga: boolean;
}

/**
 * Every region's stored result of a year, ranked by the self-assessment index (ties share a
 * rank, 0 has none), optionally within one award cluster, with its IGA nomination. Regions
 * without a result yet rank as 0.
 */
async function fullRanking(db: Db, tahun: number, klasterId?: number): Promise<RankedRow[]> {
  const inCluster =
    klasterId !== undefined
      ? sql`and p.m_daerah_id in (select iga_daerah_id from iga_klaster_daerah where iga_klaster_id = ${klasterId})`
      : sql``;
  const [res, nominees] = await Promise.all([
    db.execute(sql`
      select p.id as profil_id, p.nama as nama_daerah,
        coalesce(s.skor_spd, 0) as spd, coalesce(s.skor_sid, 0) as sid,
        coalesce(s.jumlah_inovasi, 0) as jumlah_inovasi,
        coalesce(s.skor_total, 0) as skor_total, coalesce(s.indeks, 0) as indeks,
        s.indeks_verifikasi, s.predikat,
        case when coalesce(s.indeks, 0) > 0
          then rank() over (order by coalesce(s.indeks, 0) desc) end as rank
      from profil_pemda p
      left join skor_indeks s on s.profil_id = p.id and s.tahun = ${tahun}
      where true ${inCluster}
      order by indeks desc, nama_daerah asc, profil_id asc`),
    nomineeIds(db, tahun),
  ]);
  return (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    profil_id: Number(r.profil_id),
    nama_daerah: String(r.nama_daerah),
    spd: num(r.spd),
    sid: num(r.sid),
    jumlah_inovasi: num(r.jumlah_inovasi),
    skor_total: num(r.skor_total),
    indeks: num(r.indeks),
    indeks_verifikasi: r.indeks_verifikasi === null ? null : num(r.indeks_verifikasi),
    predikat: (r.predikat as string | null) ?? null,
    rank: r.rank === null ? null : Number(r.rank),
    iga: nominees.has(Number(r.profil_id)),
  }));
}

/**
 * One page of the year's ranking, searched by region name: the full ranking is computed once
 * per change of what it reads (services/rankingCache.ts) and each page is cut from it. A page
 * past the end answers no rows and a total of 0, as the ranking always has.
 */
async function rankedPage(c: Ctx, tahun: number, q: RankedFilter) {
  const db = c.var.db;
  const perPage = q.per_page ?? 20;
  const page = q.page ?? 0;
  const search = q.search ?? '';
  const [all, matching] = await Promise.all([
    cachedRanking(db, 'ranking-index', tahun, `klaster:${q.iga_klaster_id ?? 'semua'}`, () =>
      fullRanking(db, tahun, q.iga_klaster_id),
    ),
    // The name search keeps PostgreSQL's ilike (its wildcards and case folding) by asking it
    // which regions match; the ranks stay those of the whole ranking.
    search
      ? db
          .select({ id: profil_pemda.id })
          .from(profil_pemda)
          .where(ilike(profil_pemda.nama, `%${search}%`))
          .then((rows) => new Set(rows.map((r) => r.id)))
      : null,
  ]);
  const rows = matching ? all.filter((r) => matching.has(r.profil_id)) : all;
  const slice = rows.slice(page * perPage, page * perPage + perPage);
  return { rows: slice, total: slice.length ? rows.length : 0 };
}

/** Rows without a stored predicate (never computed) get the one of a 0 index. */
async function predicateOf(db: Db, tahun: number) {
  const bands = await bandsOfYear(db, tahun);
  return (stored: unknown, indeks: number) =>
    (stored as string | null) ?? predicate(indeks, bands)?.predikat ?? null;
}

const TAGS = ['Indeks'];

const rankingRoute = apiRoute({
  method: 'get',
  path: '/ranking-index',
  tags: TAGS,
  summary: 'Peringkat daerah menurut indeks penilaian mandiri (peringkat sama untuk nilai sama)',
  access: { screen: 'ranking-index' },
  request: { query: RankedQuery },
  responses: { 200: json(rankedAnswer(RankingRow), 'Satu halaman peringkat dan jumlah daerah') },
});

const rekapRoute = apiRoute({
  method: 'get',
  path: '/rekap-akhir',
  tags: TAGS,
  summary: 'Rekap akhir: indeks mandiri dan terverifikasi per daerah, urutan peringkat',
  access: { screen: 'rekap-akhir' },
  request: { query: RankedQuery },
  responses: { 200: json(rankedAnswer(RekapRow), 'Satu halaman rekap dan jumlah daerah') },
});

const flagRoute = apiRoute({
  method: 'get',
  path: '/ranking-index/{profilId}/flag',
  tags: TAGS,
  summary: 'Membalik status IGA (nominasi periode) daerah (dicatat)',
  access: { action: 'ranking.iga_flag' },
  request: { params: ProfilParam, query: z.object({ tahun: tahunQuery }) },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        message: z.string(),
        data: z.object({ profil_id: z.number().int(), iga: z.boolean() }),
      }),
      'Status IGA yang baru',
    ),
    404: json(Failure, 'Profil tidak ada'),
  },
});

const recountRoute = apiRoute({
  method: 'post',
  path: '/indeks/hitung-ulang',
  tags: TAGS,
  summary: 'Menghitung ulang indeks setiap daerah pada tahun itu (dicatat)',
  access: { action: 'indeks.hitung_ulang' },
  request: { query: z.object({ tahun: tahunQuery }) },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        message: z.string(),
        data: z.object({
          tahun: z.number().int(),
          jumlah: z.number().int(),
          durasi_ms: z.number().int(),
        }),
      }),
      'Jumlah daerah yang dihitung',
    ),
  },
});

const breakdownRoute = apiRoute({
  method: 'get',
  path: '/indeks/{profilId}',
  tags: TAGS,
  summary: '"Mengapa skor ini": rincian indeks daerah',
  description: 'Pemda membaca miliknya; peran staf daerah dalam lingkupnya (404 di luar).',
  access: 'login',
  request: { params: ProfilParam, query: z.object({ tahun: tahunQuery }) },
  responses: {
    200: json(z.object({ status: z.literal(1), data: Breakdown }), 'Rincian indeks'),
    403: json(Failure, 'Peran tanpa akses profil'),
    404: json(Failure, 'Di luar lingkup akun'),
  },
});

/**
 * The index engine's reads and actions (issue 10): the ranking, the final recap, a region's
 * breakdown ("why this score"), the IGA flag and the recount.
 */
export const indexRankingRoutes = digitsOnly(
  createRouter(),
  'GET /ranking-index/:profilId/flag',
  'GET /indeks/:profilId',
)
  .openapi(rankingRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = q.tahun ?? (await activeYear(c));
    const [{ rows, total }, pred] = await Promise.all([
      rankedPage(c, tahun, q),
      predicateOf(c.var.db, tahun),
    ]);
    return c.json(
      {
        status: 1 as const,
        tahun,
        data: rows.map((r) => ({
          profil_id: r.profil_id,
          nama_daerah: r.nama_daerah,
          spd: r.spd,
          sid: r.sid,
          jumlah_inovasi: r.jumlah_inovasi,
          skor_total: r.skor_total,
          indeks: r.indeks,
          predikat: pred(r.predikat, r.indeks),
          rank: r.rank,
          iga: r.iga,
        })),
        total,
      },
      200,
    );
  })
  .openapi(rekapRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = q.tahun ?? (await activeYear(c));
    const [{ rows, total }, pred] = await Promise.all([
      rankedPage(c, tahun, q),
      predicateOf(c.var.db, tahun),
    ]);
    return c.json(
      {
        status: 1 as const,
        tahun,
        data: rows.map((r) => ({
          profil_id: r.profil_id,
          nama_daerah: r.nama_daerah,
          jumlah_inovasi: r.jumlah_inovasi,
          indeks_mandiri: r.indeks,
          indeks_verifikasi: r.indeks_verifikasi,
          predikat: pred(r.predikat, r.indeks),
          iga: r.iga,
        })),
        total,
      },
      200,
    );
  })
  .openapi(flagRoute, async (c) => {
    // Issue 25: the IGA flag is the region's nomination of the period, changed as a logged
    // decision (server/services/award.ts).
    const id = c.req.valid('param').profilId;
    const tahun = c.req.valid('query').tahun ?? (await activeYear(c));
    const row = await toggleNominee(c.var.db, c.var.user!, tahun, id, message('igaFlagReason'));
    return c.json(
      {
        status: 1 as const,
        message: message('igaFlagChanged', { nama: row.nama }),
        data: { profil_id: row.profil_id, iga: row.nominasi },
      },
      200,
    );
  })
  .openapi(recountRoute, async (c) => {
    const user = c.var.user!;
    const tahun = c.req.valid('query').tahun ?? (await activeYear(c));
    const started = Date.now();
    const data = await recountYear(c.var.db, tahun);
    const run = { ...data, durasi_ms: Date.now() - started };
    // Each run is recorded: the recount screen shows a year's last one (issue 27 item 3).
    await recordRecount(c.var.db, user, run);
    return c.json(
      {
        status: 1 as const,
        message: message('recountDone', { tahun, jumlah: data.jumlah }),
        data: run,
      },
      200,
    );
  })
  .openapi(breakdownRoute, async (c) => {
    // A pemda reads its own; staff roles the regions in their scope (404 outside).
    const profile = await readableProfile(c, c.req.valid('param').profilId);
    const tahun = c.req.valid('query').tahun ?? (await activeYear(c));
    return c.json({ status: 1 as const, data: await breakdown(c.var.db, profile.id, tahun) }, 200);
  });

/**
 * "Why this score": the region's stored result with the method that produced it, each region
 * indicator's self and verified points with the verifier's note, and which innovations counted.
 */
async function breakdown(db: Db, profilId: number, tahun: number) {
  const [stored] = (
    (await db.execute(
      sql`select * from skor_indeks where profil_id = ${profilId} and tahun = ${tahun}`,
    )) as unknown as { rows: Record<string, unknown>[] }
  ).rows;
  const [m, bands, { indikator }] = await Promise.all([
    methodFor(db, tahun),
    bandsOfYear(db, tahun),
    regionIndicators(db, tahun),
  ]);
  const answers = await db
    .select()
    .from(indikator_jawaban)
    .where(
      and(
        eq(indikator_jawaban.unit, 'daerah'),
        eq(indikator_jawaban.profil_id, profilId),
        sql`${indikator_jawaban.inovasi_id} is null`,
        eq(indikator_jawaban.tahun, tahun),
      ),
    );
  const byInd = new Map(answers.map((a) => [a.indikator_id, a]));
  const innovations = await db
    .select({
      id: iga2020_inovasi.id,
      nama: iga2020_inovasi.nama,
      is_index: iga2020_inovasi.is_index,
      status_nomor: nomor_registrasi.status_nomor,
      skor: sql<
        string | null
      >`(select sum(j.skor) from indikator_jawaban j where j.inovasi_id = ${iga2020_inovasi.id} and j.unit = 'inovasi' and j.tahun = ${iga2020_inovasi.tahun})`,
      skor_verifikasi: sql<
        string | null
      >`(select sum(j.skor_verifikasi) from indikator_jawaban j where j.inovasi_id = ${iga2020_inovasi.id} and j.unit = 'inovasi' and j.tahun = ${iga2020_inovasi.tahun})`,
    })
    .from(iga2020_inovasi)
    .leftJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
    .where(
      and(
        eq(iga2020_inovasi.profil_id, profilId),
        eq(iga2020_inovasi.tahun, tahun),
        eq(iga2020_inovasi.lomba, 0),
      ),
    )
    .orderBy(asc(iga2020_inovasi.nama));
  const counted = (s: number | null, isIndex: number) => isIndex === 0 && (s === 0 || s === 1);
  const reason = (
    s: number | null,
    isIndex: number,
  ): 'salinan_indeks' | 'belum_dikirim' | 'ditolak' | null =>
    isIndex !== 0
      ? 'salinan_indeks'
      : s === null || s < 0
        ? 'belum_dikirim'
        : s === 2
          ? 'ditolak'
          : null;
  const indeks = num(stored?.indeks);
  // The variables against the national and the region's first cluster's averages (every
  // region counts, a region without a result as 0).
  const [avg] = (
    (await db.execute(sql`
      with mine as (
        select k.id, k.klaster from iga_klaster_daerah kd
        join iga_klaster k on k.id = kd.iga_klaster_id
        join profil_pemda p on p.m_daerah_id = kd.iga_daerah_id
        where p.id = ${profilId} order by k.id limit 1
      ), members as (
        select p.id from profil_pemda p
        join iga_klaster_daerah kd on kd.iga_daerah_id = p.m_daerah_id
        where kd.iga_klaster_id = (select id from mine)
      ), g as (select generate_series(1, 8) as gid)
      select (select row_to_json(mine) from mine) as klaster,
        (select json_object_agg(g.gid, coalesce((
          select sum((s.kelompok ->> g.gid::text)::numeric) from skor_indeks s where s.tahun = ${tahun}
        ), 0) / greatest((select count(*) from profil_pemda), 1)) from g) as nasional,
        (select json_object_agg(g.gid, coalesce((
          select sum((s.kelompok ->> g.gid::text)::numeric) from skor_indeks s
          where s.tahun = ${tahun} and s.profil_id in (select id from members)
        ), 0) / greatest((select count(*) from members), 1)) from g) as klaster_rata`)) as unknown as {
      rows: {
        klaster: { id: number; klaster: string } | null;
        nasional: Record<string, unknown>;
        klaster_rata: Record<string, unknown>;
      }[];
    }
  ).rows;
  const mine = (stored?.kelompok as Record<string, number> | undefined) ?? {};
  const kelompok = Array.from({ length: 8 }, (_, i) => {
    const g = String(i + 1);
    return {
      group_id: i + 1,
      skor: num(mine[g] ?? 0),
      rata_nasional: Math.round(num(avg?.nasional?.[g] as number) * 100) / 100,
      rata_klaster: avg?.klaster
        ? Math.round(num(avg.klaster_rata?.[g] as number) * 100) / 100
        : null,
    };
  });
  return {
    tahun,
    profil_id: profilId,
    spd: num(stored?.skor_spd),
    sid: num(stored?.skor_sid),
    jumlah_inovasi: num(stored?.jumlah_inovasi),
    skor_jumlah_inovasi: num(stored?.skor_jumlah_inovasi),
    skor_total: num(stored?.skor_total),
    indeks,
    predikat: (stored?.predikat as string | null) ?? predicate(indeks, bands)?.predikat ?? null,
    verifikasi: {
      spd: num(stored?.skor_spd_verifikasi),
      sid: num(stored?.skor_sid_verifikasi),
      skor_total: num(stored?.skor_total_verifikasi),
      indeks: num(stored?.indeks_verifikasi),
    },
    metode: { ...m, versi: (stored?.method_version as string | undefined) ?? m.versi },
    klaster: avg?.klaster ? { id: avg.klaster.id, nama: avg.klaster.klaster } : null,
    kelompok,
    indikator: indikator.map((ind) => {
      const a = byInd.get(ind.id);
      return {
        indikator_id: ind.id,
        no_urut: ind.no_urut,
        subs: ind.subs,
        nama: ind.indikator,
        group_id: ind.group_id,
        skor: num(a?.skor ?? null),
        skor_verifikasi: a?.skor_verifikasi == null ? null : Number(a.skor_verifikasi),
        catatan: a?.catatan ?? null,
      };
    }),
    inovasi: innovations.map((i) => ({
      id: i.id,
      nama: i.nama,
      skor: num(i.skor),
      skor_verifikasi: i.skor_verifikasi === null ? null : Number(i.skor_verifikasi),
      dihitung: counted(i.status_nomor, i.is_index),
      alasan: counted(i.status_nomor, i.is_index) ? null : reason(i.status_nomor, i.is_index),
    })),
  };
}
