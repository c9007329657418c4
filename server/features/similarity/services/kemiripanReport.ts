import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { roundScore } from '../../../../domain/similarity';
import type { AuthUser } from '../../../platform/auth/users';
import type { Db } from '../../../platform/db/client';
import {
  dokumen,
  iga2020_inovasi,
  kemiripan,
  nomor_registrasi,
  profil_pemda,
} from '../../../platform/db/schema';
import { queueConditions } from '../../review/services/reviewQueues';
import { hidden, hiddenLabel } from './kemiripan';

export const PAIR_KINDS = ['teks', 'identik', 'mirip'] as const;
export type PairKind = (typeof PAIR_KINDS)[number];

export interface ReportQuery {
  tahun: number;
  profilId?: number;
  jenis?: PairKind;
  /** Strength from: 0-1. */
  minSkor?: number;
}

/** One flagged pair of the report (issue 38 item 5). */
export interface ReportRow {
  inovasi_id: number;
  nama_inovasi: string;
  profil_id: number;
  nama_daerah: string;
  tahun: number;
  status_nomor: number;
  lawan_inovasi_id: number | null;
  lawan_nama_inovasi: string;
  lawan_profil_id: number | null;
  lawan_nama_daerah: string | null;
  lawan_tahun: number | null;
  jenis: PairKind;
  skor: number;
  nama_berkas: string | null;
}

const other = alias(iga2020_inovasi, 'lawan');
const otherRegion = alias(profil_pemda, 'lawan_profil');
const otherReg = alias(nomor_registrasi, 'lawan_registrasi');

/**
 * Every flagged pair of a year's sent innovations in the account's reach (the review queues'
 * scope: superadmin everything, verifikator and quality_control their area, never the account's
 * own region), strongest first, with the filters by region, kind and strength. A pair whose two
 * innovations are both listed appears once. Another region's unsent innovation is not named.
 */
export async function similarityReport(
  db: Db,
  user: AuthUser,
  q: ReportQuery,
): Promise<ReportRow[]> {
  const conds: (SQL | undefined)[] = await queueConditions(db, user, null);
  conds.push(eq(iga2020_inovasi.tahun, q.tahun), gte(nomor_registrasi.status_nomor, 0));
  if (q.profilId !== undefined) conds.push(eq(iga2020_inovasi.profil_id, q.profilId));
  if (q.jenis) conds.push(eq(kemiripan.jenis, q.jenis));
  if (q.minSkor !== undefined) conds.push(gte(kemiripan.skor, q.minSkor - 0.0001));
  const rows = await db
    .select({
      inovasi_id: iga2020_inovasi.id,
      nama_inovasi: iga2020_inovasi.nama,
      profil_id: iga2020_inovasi.profil_id,
      nama_daerah: profil_pemda.nama,
      m_daerah_id: profil_pemda.m_daerah_id,
      tahun: iga2020_inovasi.tahun,
      status_nomor: nomor_registrasi.status_nomor,
      lawan_id: other.id,
      lawan_nama: other.nama,
      lawan_profil_id: other.profil_id,
      lawan_daerah: otherRegion.nama,
      lawan_m_daerah_id: otherRegion.m_daerah_id,
      lawan_tahun: other.tahun,
      lawan_status: sql<number>`coalesce(${otherReg.status_nomor}, -1)`,
      jenis: kemiripan.jenis,
      skor: kemiripan.skor,
      dokumen_id: kemiripan.dokumen_id,
      lawan_dokumen_id: kemiripan.lawan_dokumen_id,
      nama_berkas: sql<string | null>`coalesce(${dokumen.nama}, ${dokumen.file_name})`,
    })
    .from(kemiripan)
    .innerJoin(iga2020_inovasi, eq(iga2020_inovasi.id, kemiripan.inovasi_id))
    .innerJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
    .innerJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
    .innerJoin(other, eq(other.id, kemiripan.lawan_id))
    .innerJoin(otherRegion, eq(otherRegion.id, other.profil_id))
    .leftJoin(otherReg, eq(otherReg.inovasi_id, other.id))
    .leftJoin(dokumen, eq(dokumen.id, kemiripan.dokumen_id))
    .where(and(...conds))
    .orderBy(desc(kemiripan.skor), iga2020_inovasi.id, other.id);
  const listed = new Set(rows.map((r) => r.inovasi_id));
  const out: ReportRow[] = [];
  for (const r of rows) {
    // The pair seen from its other side is listed too: keep the side with the smaller id.
    if (listed.has(r.lawan_id) && r.lawan_id < r.inovasi_id) continue;
    const veiled = hidden(
      { draf: Number(r.lawan_status) < 0, m_daerah_id: r.lawan_m_daerah_id },
      r.m_daerah_id,
    );
    out.push({
      inovasi_id: r.inovasi_id,
      nama_inovasi: r.nama_inovasi,
      profil_id: r.profil_id,
      nama_daerah: r.nama_daerah,
      tahun: r.tahun,
      status_nomor: r.status_nomor,
      lawan_inovasi_id: veiled ? null : r.lawan_id,
      lawan_nama_inovasi: veiled ? hiddenLabel(1) : r.lawan_nama,
      lawan_profil_id: veiled ? null : r.lawan_profil_id,
      lawan_nama_daerah: veiled ? null : r.lawan_daerah,
      lawan_tahun: veiled ? null : r.lawan_tahun,
      jenis: r.jenis as PairKind,
      skor: roundScore(Number(r.skor)),
      nama_berkas: r.nama_berkas,
    });
  }
  return out;
}

/**
 * The QC dashboard's figure (issue 38 item 5): the innovations of the QC queue in the account's
 * reach that carry at least one flag.
 */
export async function flaggedInQcQueue(db: Db, user: AuthUser, tahun: number): Promise<number> {
  const conds = await queueConditions(db, user, 'qc');
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(iga2020_inovasi)
    .innerJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
    .innerJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
    .where(
      and(
        ...conds,
        eq(iga2020_inovasi.tahun, tahun),
        sql`exists (select 1 from ${kemiripan} where ${kemiripan.inovasi_id} = ${iga2020_inovasi.id})`,
      ),
    );
  return Number(row?.n ?? 0);
}
