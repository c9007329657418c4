import { and, asc, eq, sql } from 'drizzle-orm';
import { countedIn } from '../../../../domain/indexCounting';
import { predicate } from '../../../../domain/indexMethod';
import { ratedMean, type RatedMean } from '../../../../domain/indexMean';
import { stateOf } from '../../../../domain/innovationWorkflow';
import type { Db } from '../../../platform/db/client';
import { iga2020_inovasi, indikator_jawaban, nomor_registrasi } from '../../../platform/db/schema';
import { bandsOfYear, methodFor } from './indexEngine';
import { regionIndicators } from './indicatorSet';

/**
 * "Why this score" (GET /api/indeks/{profilId}, issue 10): a region's stored result with the
 * method that produced it, each region indicator's self and verified points with the verifier's
 * note, which innovations each index counted, and its variables against the national and its
 * cluster's means (domain/indexMean.ts: over the rated regions).
 */

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Why an innovation is not in the self index: not sent, rejected, or an index-year copy. */
export type NotCounted = 'belum_dikirim' | 'ditolak' | 'salinan_indeks';

function notCounted(s: number | null, isIndex: number): NotCounted {
  if (isIndex !== 0) return 'salinan_indeks';
  return s === null || s < 0 ? 'belum_dikirim' : 'ditolak';
}

/** Every region's self index and variable points of a year, and whether it is in the cluster. */
async function comparison(db: Db, profilId: number, tahun: number) {
  const [mine] = rowsOf<{ id: number; klaster: string }>(
    await db.execute(sql`
      select k.id, k.klaster from iga_klaster_daerah kd
      join iga_klaster k on k.id = kd.iga_klaster_id
      join profil_pemda p on p.m_daerah_id = kd.iga_daerah_id
      where p.id = ${profilId} order by k.id limit 1`),
  );
  const regions = rowsOf<{
    indeks: unknown;
    kelompok: Record<string, unknown> | null;
    anggota: boolean;
  }>(
    await db.execute(sql`
      select s.indeks, s.kelompok,
        p.m_daerah_id in (select kd.iga_daerah_id from iga_klaster_daerah kd
          where kd.iga_klaster_id = ${mine?.id ?? null}) as anggota
      from profil_pemda p
      left join skor_indeks s on s.profil_id = p.id and s.tahun = ${tahun}`),
  );
  return { klaster: mine ?? null, regions };
}

/** The count beside a mean. */
const counts = (m: RatedMean) => ({
  jumlah_berdata: m.jumlah_berdata,
  jumlah_daerah: m.jumlah_daerah,
});

export async function breakdown(db: Db, profilId: number, tahun: number) {
  const [stored] = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select * from skor_indeks where profil_id = ${profilId} and tahun = ${tahun}`,
    ),
  );
  const [m, bands, { indikator }, cmp] = await Promise.all([
    methodFor(db, tahun),
    bandsOfYear(db, tahun),
    regionIndicators(db, tahun),
    comparison(db, profilId, tahun),
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
      qc: iga2020_inovasi.qc,
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
  const indeks = num(stored?.indeks);
  // The variables against the means over the rated regions, national and of the region's first
  // cluster: the one national mean of every screen.
  const indexOf = (r: { indeks: unknown }) => num(r.indeks);
  const groupMean = (rows: typeof cmp.regions, g: string) =>
    ratedMean(rows, indexOf, (r) => num(r.kelompok?.[g]));
  const members = cmp.regions.filter((r) => r.anggota);
  const mine = (stored?.kelompok as Record<string, number> | undefined) ?? {};
  const kelompok = Array.from({ length: 8 }, (_, i) => {
    const g = String(i + 1);
    return {
      group_id: i + 1,
      skor: num(mine[g] ?? 0),
      rata_nasional: groupMean(cmp.regions, g).rata_rata,
      rata_klaster: cmp.klaster ? groupMean(members, g).rata_rata : null,
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
      jumlah_inovasi: num(stored?.jumlah_inovasi_verifikasi),
      skor_jumlah_inovasi: num(stored?.skor_jumlah_inovasi_verifikasi),
      skor_total: num(stored?.skor_total_verifikasi),
      indeks: num(stored?.indeks_verifikasi),
    },
    metode: { ...m, versi: (stored?.method_version as string | undefined) ?? m.versi },
    klaster: cmp.klaster ? { id: cmp.klaster.id, nama: cmp.klaster.klaster } : null,
    pembanding: {
      nasional: counts(ratedMean(cmp.regions, indexOf)),
      klaster: cmp.klaster ? counts(ratedMean(members, indexOf)) : null,
    },
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
    inovasi: innovations.map((i) => {
      const state = stateOf({ status_nomor: i.status_nomor, qc: i.qc });
      const counted = i.is_index === 0 ? countedIn(state) : { mandiri: false, verifikasi: false };
      return {
        id: i.id,
        nama: i.nama,
        status: state,
        skor: num(i.skor),
        skor_verifikasi: i.skor_verifikasi === null ? null : Number(i.skor_verifikasi),
        dihitung: counted.mandiri,
        dihitung_verifikasi: counted.verifikasi,
        alasan: counted.mandiri ? null : notCounted(i.status_nomor, i.is_index),
      };
    }),
  };
}
