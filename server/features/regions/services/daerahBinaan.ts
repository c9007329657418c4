import { and, count, eq, sql } from 'drizzle-orm';
import { ALL_STAGES, type DAERAH_BINAAN_ORDER } from '../../../../domain/daerahBinaan';
import { getResource } from '../../../../resources';
import { scopeConditions } from '../../../crud/scope';
import type { Db } from '../../../platform/db/client';
import { iga2020_inovasi, m_daerah, profil_pemda } from '../../../platform/db/schema';
import type { AuthUser } from '../../../platform/auth/users';

/** A profile with its region and that region's parent (the province of a district or city). */
export async function profileRegion(db: Db, id: number) {
  const [row] = await db
    .select({
      id: profil_pemda.id,
      m_daerah_id: profil_pemda.m_daerah_id,
      parent: m_daerah.parent_id,
    })
    .from(profil_pemda)
    .innerJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
    .where(eq(profil_pemda.id, id));
  return row;
}

/**
 * A profile's innovations of one year by stage, inside the account's innovation scope (an opd
 * counts only its own innovations).
 */
export async function stageCounts(db: Db, user: AuthUser, profileId: number, tahun: number) {
  const scope = await scopeConditions(db, getResource('iga2020_inovasi')!, iga2020_inovasi, user, {
    list: true,
  });
  const rows = await db
    .select({ status: iga2020_inovasi.inovasi_status, n: count() })
    .from(iga2020_inovasi)
    .where(
      and(
        eq(iga2020_inovasi.profil_id, profileId),
        eq(iga2020_inovasi.tahun, tahun),
        eq(iga2020_inovasi.is_index, 0),
        ...scope,
      ),
    )
    .groupBy(iga2020_inovasi.inovasi_status);
  const of = (s: number) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { inisiatif: of(0), ujicoba: of(1), implementasi: of(2) };
}

/** The profiles of a province's districts and cities, by name. */
export async function districtProfiles(db: Db, provinceRegionId: number) {
  const res = await db.execute(sql`
      select p.id, p.nama from profil_pemda p
      join m_daerah d on d.id = p.m_daerah_id
      where d.parent_id = ${provinceRegionId}
      order by p.nama, p.id`);
  return (res as unknown as { rows: { id: number; nama: string }[] }).rows;
}

type DaerahBinaanOrder = (typeof DAERAH_BINAAN_ORDER)[number];

/** `waktu`: the innovation's trial date (spec 9 "Terbaru/Terlama"); innovations without one last. */
const ORDER_COLUMN: Readonly<Record<DaerahBinaanOrder, string>> = {
  nama: 'i.nama',
  waktu: 'i.waktu',
  created_at: 'i.created_at',
};

export interface DaerahBinaanFilter {
  tahun: number[];
  stage: number;
  page: number;
  perPage: number;
  pemda: number;
  isIndex: number;
  orderBy: DaerahBinaanOrder;
  dir: 'asc' | 'desc';
  search: string;
}

export interface DaerahBinaanRow {
  id: number;
  nama: string;
  tahun: number;
  inovasi_status: number;
  status_dokumen: number;
  kelengkapan: number;
  created_at: string;
  waktu: string | null;
  profil_id: number;
  nama_daerah: string;
  nama_opd: string | null;
  status_nomor: number | null;
}

/** One page of the innovations of a province (`regionId`) and its districts and cities. */
export async function daerahBinaanPage(
  db: Db,
  regionId: number,
  f: DaerahBinaanFilter,
): Promise<{ data: DaerahBinaanRow[]; total: number }> {
  const { tahun, stage, page, perPage, pemda, isIndex, orderBy, dir, search } = f;
  const res = await db.execute(sql`
      select i.id, i.nama, i.tahun, i.inovasi_status, i.status_dokumen, i.kelengkapan,
        i.created_at, i.waktu::text as waktu, i.profil_id, p.nama as nama_daerah, o.nama as nama_opd,
        r.status_nomor, count(*) over() as total
      from iga2020_inovasi i
      join profil_pemda p on p.id = i.profil_id
      join m_daerah d on d.id = p.m_daerah_id
        and (d.parent_id = ${regionId} or d.id = ${regionId})
      left join opd_perangkat o on o.id = i.opd_perangkat_id
      left join nomor_registrasi r on r.inovasi_id = i.id
      where i.tahun in (${sql.join(
        tahun.map((y) => sql`${y}`),
        sql`, `,
      )})
        and i.is_index = ${isIndex} and i.lomba = 0
        ${stage === ALL_STAGES ? sql`` : sql`and i.inovasi_status = ${stage}`}
        ${pemda ? sql`and i.profil_id = ${pemda}` : sql``}
        ${search ? sql`and (i.nama ilike ${`%${search}%`} or o.nama ilike ${`%${search}%`})` : sql``}
      order by ${sql.raw(ORDER_COLUMN[orderBy])} ${sql.raw(dir)}${sql.raw(orderBy === 'waktu' ? ' nulls last' : '')}, i.id ${sql.raw(dir)}
      limit ${perPage} offset ${page * perPage}`);
  type Raw = Omit<DaerahBinaanRow, 'created_at'> & { created_at: unknown; total: unknown };
  const rows = (res as unknown as { rows: Raw[] }).rows;
  return {
    data: rows.map(({ total: _t, ...r }) => ({
      ...r,
      status_nomor: r.status_nomor === null ? null : Number(r.status_nomor),
      created_at: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
    })),
    total: rows.length ? Number(rows[0]!.total) : 0,
  };
}
