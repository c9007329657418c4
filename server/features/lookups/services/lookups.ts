import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { settingKind } from '../../../../domain/settings';
import { getResource } from '../../../../resources';
import type { ResourceConfig } from '../../../../resources/types';
import type { Db } from '../../../platform/db/client';
import {
  app_settings,
  laporan_diklat,
  m_daerah,
  opd_perangkat,
  profil_pemda,
  upt,
  usr_asn,
  wilayah,
  wilayah_daerah,
} from '../../../platform/db/schema';
import { scopeConditions } from '../../../crud/scope';
import type { AuthUser } from '../../../platform/auth/users';

/**
 * The lookups of spec 7 that forms and filters call outside the generic /crud protocol: regions
 * by tier and flag, the regions an account may pick, a verifier's area and profiles, the
 * account screens' agencies and accounts, the training reports in scope, and the public subset
 * of the settings. Every list is read in one statement and follows the account's region scope
 * exactly as the /crud engine does (scopeConditions), so a lookup never offers what a list of
 * the same rows would hide.
 */

const resource = (name: string): ResourceConfig => getResource(name)!;

/**
 * The m_daerah rows inside the account's regions: the engine's region rule applied to the
 * region table itself (a region-free account gets every region).
 */
const REGION_SCOPE = {
  name: 'm_daerah',
  scope: { region: { field: 'id', via: 'daerah' } },
} as unknown as ResourceConfig;

/** Settings the login screen and the public pages read: the switches, years and dates. */
export async function publicSettings(db: Db) {
  const rows = await db
    .select({ name: app_settings.name, setting_value: app_settings.setting_value })
    .from(app_settings)
    .orderBy(asc(app_settings.name));
  return rows.filter((r) => settingKind(r.name) !== undefined);
}

/** A province's districts and cities, by the province's m_daerah id. */
export type ChildFilter = 'semua' | 'kota' | 'kabupaten' | 'perbatasan' | 'tertinggal' | 'papua';

const childCondition: Record<ChildFilter, SQL | undefined> = {
  semua: undefined,
  kota: eq(m_daerah.jenis, 'kota'),
  kabupaten: eq(m_daerah.jenis, 'kabupaten'),
  perbatasan: eq(m_daerah.is_perbatasan, true),
  tertinggal: eq(m_daerah.is_tertinggal, true),
  papua: eq(m_daerah.is_papua, true),
};

export const provinces = (db: Db) =>
  db
    .select({ id: m_daerah.id, nama: m_daerah.nama })
    .from(m_daerah)
    .where(eq(m_daerah.tingkat, 1))
    .orderBy(asc(m_daerah.nama));

/** null when `provinceId` is not a province. */
export async function provinceChildren(db: Db, provinceId: number, filter: ChildFilter) {
  const [province] = await db
    .select({ id: m_daerah.id })
    .from(m_daerah)
    .where(and(eq(m_daerah.id, provinceId), eq(m_daerah.tingkat, 1)));
  if (!province) return null;
  return db
    .select({ id: m_daerah.id, nama: m_daerah.nama, jenis: m_daerah.jenis })
    .from(m_daerah)
    .where(and(eq(m_daerah.parent_id, provinceId), childCondition[filter]))
    .orderBy(asc(m_daerah.nama));
}

/** The regions (provinces, districts, cities) the account may choose, by name. */
export async function pickableRegions(db: Db, user: AuthUser) {
  const scope = await scopeConditions(db, REGION_SCOPE, m_daerah, user, { list: true });
  return db
    .select({
      id: m_daerah.id,
      nama: m_daerah.nama,
      tingkat: m_daerah.tingkat,
      jenis: m_daerah.jenis,
    })
    .from(m_daerah)
    .where(and(...scope))
    .orderBy(asc(m_daerah.tingkat), asc(m_daerah.nama));
}

/**
 * The regions of an assessment area, each marked `dipilih` when the account's verification is
 * narrowed to it (`daerah_verifikasi`; empty: the whole area, nothing marked). null when the area
 * does not exist.
 */
export async function areaRegions(db: Db, user: AuthUser, area: number) {
  const [found] = await db.select({ id: wilayah.id }).from(wilayah).where(eq(wilayah.id, area));
  if (!found) return null;
  const chosen = new Set(user.daerah_verifikasi ?? []);
  const rows = await db
    .select({ id: m_daerah.id, nama: m_daerah.nama, jenis: m_daerah.jenis })
    .from(wilayah_daerah)
    .innerJoin(m_daerah, eq(m_daerah.id, wilayah_daerah.m_daerah_id))
    .where(eq(wilayah_daerah.wilayah_id, area))
    .orderBy(asc(m_daerah.nama));
  return rows.map((r) => ({ ...r, dipilih: chosen.has(r.id) }));
}

/** The region profiles the account may open for verification, in its scope. */
export async function verifiableProfiles(db: Db, user: AuthUser) {
  const scope = await scopeConditions(db, resource('profil_pemda'), profil_pemda, user, {
    list: true,
  });
  return db
    .select({
      id: profil_pemda.id,
      m_daerah_id: profil_pemda.m_daerah_id,
      nama_daerah: m_daerah.nama,
      jenis: m_daerah.jenis,
    })
    .from(profil_pemda)
    .innerJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
    .where(and(...scope))
    .orderBy(asc(m_daerah.nama));
}

/** A region's agencies (OPD) in the account's scope; every region in scope when none is named. */
export async function agencies(db: Db, user: AuthUser, mDaerahId?: number) {
  const scope = await scopeConditions(db, resource('opd_perangkat'), opd_perangkat, user, {
    list: true,
  });
  return db
    .select({
      id: opd_perangkat.id,
      nama: opd_perangkat.nama,
      m_daerah_id: opd_perangkat.m_daerah_id,
    })
    .from(opd_perangkat)
    .where(and(...scope, mDaerahId ? eq(opd_perangkat.m_daerah_id, mDaerahId) : undefined))
    .orderBy(asc(opd_perangkat.nama))
    .limit(1000);
}

/** A region's technical units (UPT) in the account's scope. */
export async function units(db: Db, user: AuthUser, mDaerahId?: number) {
  const scope = await scopeConditions(db, resource('upt'), upt, user, { list: true });
  return db
    .select({ id: upt.id, nama: upt.nama, m_daerah_id: upt.m_daerah_id })
    .from(upt)
    .where(and(...scope, mDaerahId ? eq(upt.m_daerah_id, mDaerahId) : undefined))
    .orderBy(asc(upt.nama))
    .limit(1000);
}

/**
 * Accounts an account screen may name (its reference pickers), in the account's scope, by
 * name; `roles` narrows to accounts holding one of them (the training accounts' screen).
 */
export async function accounts(
  db: Db,
  user: AuthUser,
  opts: { search?: string; roles?: readonly string[] } = {},
) {
  const scope = await scopeConditions(db, resource('usr_asn'), usr_asn, user, { list: true });
  const search = opts.search?.trim();
  return db
    .select({
      id: usr_asn.id,
      username: usr_asn.username,
      nama_lengkap: usr_asn.nama_lengkap,
      m_daerah_id: usr_asn.m_daerah_id,
    })
    .from(usr_asn)
    .where(
      and(
        ...scope,
        search
          ? sql`(${usr_asn.username} ilike ${`%${search}%`} or ${usr_asn.nama_lengkap} ilike ${`%${search}%`})`
          : undefined,
        opts.roles?.length
          ? or(...opts.roles.map((r) => sql`${r} = any(string_to_array(${usr_asn.role}, ','))`))
          : undefined,
      ),
    )
    .orderBy(asc(usr_asn.nama_lengkap))
    .limit(50);
}

/** One page of the training reports in the account's scope (a participant: its own). */
export async function trainingReports(
  db: Db,
  user: AuthUser,
  page: { page: number; perPage: number },
) {
  const scope = await scopeConditions(db, resource('laporan_diklat'), laporan_diklat, user, {
    list: true,
  });
  const where = and(...scope);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: laporan_diklat.id,
        nama_peserta: laporan_diklat.nama_peserta,
        nip: laporan_diklat.nip,
        instansi: laporan_diklat.instansi,
        profil_id: laporan_diklat.profil_id,
        jenis_pelatihan_id: laporan_diklat.jenis_pelatihan_id,
      })
      .from(laporan_diklat)
      .where(where)
      .orderBy(asc(laporan_diklat.nama_peserta), asc(laporan_diklat.id))
      .limit(page.perPage)
      .offset(page.page * page.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(laporan_diklat)
      .where(where),
  ]);
  return { data: rows, total: Number(total?.n ?? 0) };
}
