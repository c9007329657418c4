import type pg from 'pg';
import {
  computeFromSums,
  countScore,
  METHOD_2023,
  predicateFor,
  type IndexMethod,
} from '../domain/indexMethod';
import { COUNTED_SELF, COUNTED_VERIFIED, registrationStatuses } from '../domain/indexCounting';
import type { PredikatBands } from '../domain/settings';

/**
 * The evaluation's floor (issue 40 item 3), served by bench/floor.ts as
 * `POST /api/inovasi/{id}/evaluasi`: the same writes as the product's evaluation
 * (server/features/review/services/evaluation.ts) and the same recomputation of the region's
 * index (server/features/scoring/services/indexEngine.ts), in the fewest hand-written
 * statements: the innovation locked and its state checked in one, the verified points stored
 * and the activity logged in one, the innovation's verified sum in one (one transaction); then
 * the region's self and verified sums and group points in one, and the stored result upserted
 * in one. The arithmetic is the domain's (domain/indexMethod.ts). The indicator set's scale
 * points, the method and the predicate bands are read once per process: what a floor may keep.
 */

interface Body {
  evaluasi?: { indikator_id: number; status_verifikasi?: number; skor_verifikasi?: number }[];
}

const SELF = registrationStatuses(COUNTED_SELF).join(', ');
const VERIFIED = registrationStatuses(COUNTED_VERIFIED).join(', ');
const COUNT_GROUP = '7';

let fixed: Promise<{ m: IndexMethod; bands: PredikatBands; points: Map<number, number[]> }> | null =
  null;
/** The method, the bands and every indicator's scale points (the latest method row). */
function constants(pool: pg.Pool) {
  fixed ??= (async () => {
    const [{ rows: mr }, { rows: br }, { rows: sr }] = await Promise.all([
      pool.query<Record<string, string | number>>(
        'select * from iga_metode order by tahun desc limit 1',
      ),
      pool.query<{ v: string | null }>(
        "select setting_value as v from app_settings where name = 'predikat_bands'",
      ),
      pool.query<{ id: number; p: string[] }>(
        'select iga_indikator_id as id, array_agg(nilai) as p from iga_skala group by 1',
      ),
    ]);
    const row = mr[0];
    const m: IndexMethod = row
      ? {
          versi: String(row.versi),
          pembagi_minimum: Number(row.pembagi_minimum),
          koefisien_jumlah: Number(row.koefisien_jumlah),
          batas_jumlah: Number(row.batas_jumlah),
          maks_skor_jumlah: Number(row.maks_skor_jumlah),
          skor_maksimum: Number(row.skor_maksimum),
        }
      : METHOD_2023;
    return {
      m,
      bands: JSON.parse(br[0]?.v ?? '{}') as PredikatBands,
      points: new Map(sr.map((r) => [Number(r.id), r.p.map(Number)])),
    };
  })();
  return fixed;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Stores the decisions and recomputes the region; the product's answer shape. */
export async function floorEvaluation(
  pool: pg.Pool,
  id: number,
  accountId: number,
  body: Body,
): Promise<{ status: number; body: unknown }> {
  const { m, bands, points } = await constants(pool);
  const evaluasi = body.evaluasi ?? [];
  for (const e of evaluasi) {
    const ok = [0, ...(points.get(e.indikator_id) ?? [])].includes(Number(e.skor_verifikasi));
    if (!ok) return { status: 422, body: { status: 0, errors: { [e.indikator_id]: 'skala' } } };
  }
  const ids = evaluasi.map((e) => e.indikator_id);
  const scores = evaluasi.map((e) => Number(e.skor_verifikasi));
  const client = await pool.connect();
  let region: { profil_id: number; tahun: number };
  try {
    await client.query('begin');
    const { rows } = await client.query<{ profil_id: number; tahun: number; s: number | null }>(
      `select i.profil_id, i.tahun, r.status_nomor as s from iga2020_inovasi i
       left join nomor_registrasi r on r.inovasi_id = i.id where i.id = $1 for update of i`,
      [id],
    );
    if (!rows[0] || rows[0].s !== 0) {
      await client.query('rollback');
      return { status: rows[0] ? 409 : 404, body: { status: 0 } };
    }
    region = rows[0];
    await client.query(
      `with v as (select * from unnest($2::int[], $3::numeric[]) as v(indikator_id, skor)),
       old as (
         select j.id, j.indikator_id, j.skor_verifikasi as before, ind.no_urut, ind.subs
         from indikator_jawaban j join v using (indikator_id)
         join iga_indikator ind on ind.id = j.indikator_id
         where j.unit = 'inovasi' and j.inovasi_id = $1 and j.tahun = $4),
       upd as (
         update indikator_jawaban j set skor_verifikasi = v.skor, status_verifikasi = 1,
           catatan = null, evaluated_by = $5, updated_at = now()
         from old join v using (indikator_id) where j.id = old.id returning j.id)
       insert into activities (account_id, username, name, resource, record_id, data)
       select $5, (select username from usr_asn where id = $5), 'evaluasi_indikator', 'iga2020_inovasi', $1::text,
         coalesce(jsonb_agg(jsonb_build_object('name', 'indikator ' || old.no_urut || coalesce(old.subs, ''),
           'before', old.before, 'after', v.skor)), '[]'::jsonb)
       from old join v using (indikator_id)`,
      [id, ids, scores, region.tahun, accountId],
    );
    await client.query(
      `update iga2020_inovasi set verifikasi_points = (
         select coalesce(sum(skor_verifikasi), 0) from indikator_jawaban
         where unit = 'inovasi' and inovasi_id = $1 and tahun = $2) where id = $1`,
      [id, region.tahun],
    );
    await client.query('commit');
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
  await recomputeRegion(pool, region.profil_id, region.tahun, m, bands);
  return {
    status: 200,
    body: {
      status: 1,
      data: evaluasi.map((e) => ({ ...e, skor_verifikasi: Number(e.skor_verifikasi) })),
    },
  };
}

/** The region's stored result of the year, from its answers (the engine's rules). */
async function recomputeRegion(
  pool: pg.Pool,
  profilId: number,
  tahun: number,
  m: IndexMethod,
  bands: PredikatBands,
) {
  const { rows } = await pool.query<{
    spd: string | null;
    spd_v: string | null;
    n: string;
    s: string | null;
    n_v: string;
    v: string | null;
    g: { group_id: number; unit: string; s: string | null }[] | null;
  }>(
    `with inv as (
       select i.id, r.status_nomor in (${VERIFIED}) as lolos
       from iga2020_inovasi i join nomor_registrasi r on r.inovasi_id = i.id and r.status_nomor in (${SELF})
       where i.profil_id = $1 and i.tahun = $2 and i.is_index = 0 and i.lomba = 0),
     ans as (
       select j.inovasi_id, j.unit, j.skor, coalesce(j.skor_verifikasi, 0) as v, ind.group_id
       from indikator_jawaban j join iga_indikator ind on ind.id = j.indikator_id
       where j.profil_id = $1 and j.tahun = $2 and
         (j.unit = 'daerah' and j.inovasi_id is null or j.inovasi_id in (select id from inv)))
     select
       (select sum(skor) from ans where unit = 'daerah') as spd,
       (select sum(v) from ans where unit = 'daerah') as spd_v,
       (select count(*) from inv) as n,
       (select sum(skor) from ans where unit = 'inovasi') as s,
       (select count(*) from inv where lolos) as n_v,
       (select sum(a.v) from ans a join inv on inv.id = a.inovasi_id and inv.lolos) as v,
       (select json_agg(x) from (select group_id, unit, sum(skor) as s from ans
          where group_id is not null group by group_id, unit) x) as g`,
    [profilId, tahun],
  );
  const r = rows[0]!;
  const n = Number(r.n);
  const self = computeFromSums({ spd: Number(r.spd ?? 0), n, inovasi: Number(r.s ?? 0) }, m);
  const ver = computeFromSums(
    { spd: Number(r.spd_v ?? 0), n: Number(r.n_v), inovasi: Number(r.v ?? 0) },
    m,
  );
  const kelompok: Record<string, number> = {};
  for (const g of r.g ?? []) {
    const value = g.unit === 'inovasi' ? Number(g.s) / Math.max(m.pembagi_minimum, n) : Number(g.s);
    kelompok[String(g.group_id)] = (kelompok[String(g.group_id)] ?? 0) + value;
  }
  if (n > 0) kelompok[COUNT_GROUP] = (kelompok[COUNT_GROUP] ?? 0) + countScore(n, m);
  for (const k of Object.keys(kelompok)) kelompok[k] = round2(kelompok[k]!);
  await pool.query(
    `insert into skor_indeks (profil_id, tahun, method_version, jumlah_inovasi, skor_jumlah_inovasi,
       jumlah_inovasi_verifikasi, skor_jumlah_inovasi_verifikasi, skor_spd, skor_sid, skor_total,
       indeks, skor_spd_verifikasi, skor_sid_verifikasi, skor_total_verifikasi, indeks_verifikasi,
       predikat, kelompok)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     on conflict (profil_id, tahun) do update set method_version = excluded.method_version,
       jumlah_inovasi = excluded.jumlah_inovasi, skor_jumlah_inovasi = excluded.skor_jumlah_inovasi,
       jumlah_inovasi_verifikasi = excluded.jumlah_inovasi_verifikasi,
       skor_jumlah_inovasi_verifikasi = excluded.skor_jumlah_inovasi_verifikasi,
       skor_spd = excluded.skor_spd, skor_sid = excluded.skor_sid, skor_total = excluded.skor_total,
       indeks = excluded.indeks, skor_spd_verifikasi = excluded.skor_spd_verifikasi,
       skor_sid_verifikasi = excluded.skor_sid_verifikasi,
       skor_total_verifikasi = excluded.skor_total_verifikasi,
       indeks_verifikasi = excluded.indeks_verifikasi, predikat = excluded.predikat,
       kelompok = excluded.kelompok, updated_at = now()`,
    [
      profilId,
      tahun,
      m.versi,
      self.jumlah_inovasi,
      self.skor_jumlah_inovasi,
      ver.jumlah_inovasi,
      ver.skor_jumlah_inovasi,
      self.spd,
      self.sid,
      self.skor_total,
      self.indeks,
      ver.spd,
      ver.sid,
      ver.skor_total,
      ver.indeks,
      predicateFor('daftar', self.indeks, bands, tahun)?.predikat ?? null,
      JSON.stringify(kelompok),
    ],
  );
}
