import { Hono, type Context } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ACTIONS } from '../../domain/actions';
import { hasAnyRole } from '../../domain/roles';
import { SCREEN_ROLES } from '../../domain/screens';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import { iga2020_inovasi, indikator_jawaban, nomor_registrasi, profil_pemda } from '../db/schema';
import { badParam, fail, message, MESSAGES } from '../http';
import { recordActivity } from '../services/audit';
import { methodFor, recountYear, bandsOfYear } from '../services/indexEngine';
import { regionIndicators } from '../services/indicatorSet';
import { predicate } from '../../domain/indexMethod';
import { pathId } from './documentForm';
import { loggedIn, readableProfile } from './profileAccess';
import { queryYear } from './yearParam';

type Ctx = Context<AppEnv>;

const intParam = (c: Ctx, name: string, dflt: number, max: number) => {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return dflt;
  if (!/^\d{1,7}$/.test(raw) || Number(raw) > max) throw badParam(name);
  return Number(raw);
};

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

function readers(c: Ctx, screen: 'ranking-index' | 'rekap-akhir') {
  const user = loggedIn(c);
  if (!hasAnyRole(user.roles, SCREEN_ROLES[screen])) throw fail(403, MESSAGES.forbidden);
  return user;
}

/**
 * Every region's stored result of a year, ranked by the self-assessment index (ties share a
 * rank, 0 has none), optionally within one award cluster; then searched and paged. Regions
 * without a result yet rank as 0.
 */
async function rankedPage(c: Ctx, tahun: number) {
  const klaster = c.req.query('iga_klaster_id');
  if (klaster !== undefined && klaster !== '' && !/^\d{1,9}$/.test(klaster))
    throw badParam('iga_klaster_id');
  const perPage = intParam(c, 'per_page', 20, 1000);
  const page = intParam(c, 'page', 0, 100000);
  const search = c.req.query('search')?.trim().slice(0, 100) ?? '';
  const inCluster =
    klaster !== undefined && klaster !== ''
      ? sql`and p.m_daerah_id in (select iga_daerah_id from iga_klaster_daerah where iga_klaster_id = ${Number(klaster)})`
      : sql``;
  const res = await c.var.db.execute(sql`
    with ranked as (
      select p.id as profil_id, p.nama as nama_daerah, p.is_iga,
        coalesce(s.skor_spd, 0) as spd, coalesce(s.skor_sid, 0) as sid,
        coalesce(s.jumlah_inovasi, 0) as jumlah_inovasi,
        coalesce(s.skor_total, 0) as skor_total, coalesce(s.indeks, 0) as indeks,
        s.indeks_verifikasi, s.predikat,
        case when coalesce(s.indeks, 0) > 0
          then rank() over (order by coalesce(s.indeks, 0) desc) end as rank
      from profil_pemda p
      left join skor_indeks s on s.profil_id = p.id and s.tahun = ${tahun}
      where true ${inCluster}
    )
    select *, count(*) over() as total from ranked
    where ${search ? sql`nama_daerah ilike ${`%${search}%`}` : sql`true`}
    order by indeks desc, nama_daerah asc, profil_id asc
    limit ${perPage} offset ${page * perPage}`);
  return (res as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** Rows without a stored predicate (never computed) get the one of a 0 index. */
async function predicateOf(db: Db, tahun: number) {
  const bands = await bandsOfYear(db, tahun);
  return (stored: unknown, indeks: number) =>
    (stored as string | null) ?? predicate(indeks, bands)?.predikat ?? null;
}

/**
 * The index engine's reads and actions (issue 10): the ranking, the final recap, a region's
 * breakdown ("why this score"), the IGA flag and the recount.
 */
export const indexRankingRoutes = new Hono<AppEnv>()
  .get('/ranking-index', async (c) => {
    readers(c, 'ranking-index');
    const tahun = await queryYear(c);
    const rows = await rankedPage(c, tahun);
    const pred = await predicateOf(c.var.db, tahun);
    return c.json({
      status: 1,
      tahun,
      data: rows.map((r) => ({
        profil_id: Number(r.profil_id),
        nama_daerah: r.nama_daerah,
        spd: num(r.spd),
        sid: num(r.sid),
        jumlah_inovasi: num(r.jumlah_inovasi),
        skor_total: num(r.skor_total),
        indeks: num(r.indeks),
        predikat: pred(r.predikat, num(r.indeks)),
        rank: r.rank === null ? null : Number(r.rank),
        iga: num(r.is_iga) === 1,
      })),
      total: rows.length ? Number(rows[0]!.total) : 0,
    });
  })
  .get('/rekap-akhir', async (c) => {
    readers(c, 'rekap-akhir');
    const tahun = await queryYear(c);
    const rows = await rankedPage(c, tahun);
    const pred = await predicateOf(c.var.db, tahun);
    return c.json({
      status: 1,
      tahun,
      data: rows.map((r) => ({
        profil_id: Number(r.profil_id),
        nama_daerah: r.nama_daerah,
        jumlah_inovasi: num(r.jumlah_inovasi),
        indeks_mandiri: num(r.indeks),
        indeks_verifikasi: r.indeks_verifikasi === null ? null : num(r.indeks_verifikasi),
        predikat: pred(r.predikat, num(r.indeks)),
        iga: num(r.is_iga) === 1,
      })),
      total: rows.length ? Number(rows[0]!.total) : 0,
    });
  })
  .get('/ranking-index/:profilId{[0-9]+}/flag', async (c) => {
    const user = loggedIn(c);
    if (!hasAnyRole(user.roles, ACTIONS['ranking.iga_flag'].roles))
      throw fail(403, MESSAGES.forbidden);
    const id = pathId(c, 'profilId');
    const [row] = await c.var.db
      .update(profil_pemda)
      .set({ is_iga: sql`1 - ${profil_pemda.is_iga}` })
      .where(eq(profil_pemda.id, id))
      .returning({ id: profil_pemda.id, nama: profil_pemda.nama, is_iga: profil_pemda.is_iga });
    if (!row) throw fail(404, MESSAGES.notFound);
    await recordActivity(c.var.db, {
      actor: user,
      name: 'ubah_status_iga',
      resource: 'profil_pemda',
      recordId: id,
      data: [{ name: 'iga', before: 1 - row.is_iga, after: row.is_iga }],
    });
    return c.json({
      status: 1,
      message: message('igaFlagChanged', { nama: row.nama }),
      data: { profil_id: row.id, iga: row.is_iga === 1 },
    });
  })
  .post('/indeks/hitung-ulang', async (c) => {
    const user = loggedIn(c);
    if (!hasAnyRole(user.roles, ACTIONS['indeks.hitung_ulang'].roles))
      throw fail(403, MESSAGES.forbidden);
    const tahun = await queryYear(c);
    const started = Date.now();
    const data = await recountYear(c.var.db, tahun);
    await recordActivity(c.var.db, {
      actor: user,
      name: 'hitung_ulang',
      resource: 'skor_indeks',
      data: [
        { name: 'tahun', value: tahun },
        { name: 'jumlah', value: data.jumlah },
      ],
    });
    return c.json({
      status: 1,
      message: message('recountDone', { tahun, jumlah: data.jumlah }),
      data: { ...data, durasi_ms: Date.now() - started },
    });
  })
  .get('/indeks/:profilId{[0-9]+}', async (c) => {
    // A pemda reads its own; staff roles the regions in their scope (404 outside).
    const profile = await readableProfile(c, pathId(c, 'profilId'));
    const tahun = await queryYear(c);
    return c.json({ status: 1, data: await breakdown(c.var.db, profile.id, tahun) });
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
    .where(and(eq(iga2020_inovasi.profil_id, profilId), eq(iga2020_inovasi.tahun, tahun)))
    .orderBy(asc(iga2020_inovasi.nama));
  const counted = (s: number | null, isIndex: number) => isIndex === 0 && (s === 0 || s === 1);
  const reason = (s: number | null, isIndex: number) =>
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
