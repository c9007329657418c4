import { eq } from 'drizzle-orm';
import { parseRoles } from '../../../domain/roles';
import type { Db } from '../db/client';
import { profil_pemda, usr_asn } from '../db/schema';
import type { AuthUser } from './authUser';

export type { AuthUser };

const selection = {
  id: usr_asn.id,
  username: usr_asn.username,
  nama_lengkap: usr_asn.nama_lengkap,
  role: usr_asn.role,
  m_daerah_id: usr_asn.m_daerah_id,
  profil_id: profil_pemda.id,
  area: usr_asn.area,
  daerah_verifikasi: usr_asn.daerah_verifikasi,
  opd_perangkat_id: usr_asn.opd_perangkat_id,
  upt_id: usr_asn.upt_id,
  token_version: usr_asn.token_version,
  is_active: usr_asn.is_active,
  password: usr_asn.password,
};

type Row = { [K in keyof typeof selection]: unknown } & {
  role: string;
  is_active: number;
  password: string;
};

async function findOne(db: Db, where: ReturnType<typeof eq>) {
  const rows = await db
    .select(selection)
    .from(usr_asn)
    .leftJoin(profil_pemda, eq(profil_pemda.m_daerah_id, usr_asn.m_daerah_id))
    .where(where)
    .limit(1);
  return rows[0] as
    | (Row & Omit<AuthUser, 'roles' | 'daerah_verifikasi'> & { daerah_verifikasi: unknown })
    | undefined;
}

function toAuthUser(
  row: Omit<AuthUser, 'roles' | 'daerah_verifikasi'> & { daerah_verifikasi: unknown },
): AuthUser {
  return {
    id: row.id,
    username: row.username,
    nama_lengkap: row.nama_lengkap,
    role: row.role,
    roles: parseRoles(row.role),
    m_daerah_id: row.m_daerah_id,
    profil_id: row.profil_id,
    area: row.area,
    daerah_verifikasi: String(row.daerah_verifikasi ?? '')
      .split(',')
      .map((v) => Number(v.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
    opd_perangkat_id: row.opd_perangkat_id,
    upt_id: row.upt_id,
    token_version: row.token_version,
  };
}

/** Account by username with its password hash, for login; disabled accounts included. */
export async function findLoginAccount(db: Db, username: string) {
  const row = await findOne(db, eq(usr_asn.username, username));
  return row
    ? { user: toAuthUser(row), password: row.password, active: row.is_active === 1 }
    : null;
}

/** An active account by id, for token checks. */
export async function findActiveUser(db: Db, id: number): Promise<AuthUser | null> {
  const row = await findOne(db, eq(usr_asn.id, id));
  return row && row.is_active === 1 ? toAuthUser(row) : null;
}

/** Stamps an account's last login. */
export async function markLogin(db: Db, id: number, now: Date): Promise<void> {
  await db.update(usr_asn).set({ last_login_at: now }).where(eq(usr_asn.id, id));
}

/** What the API shows of an account (no hash, no token version). */
export function publicUser(u: AuthUser) {
  const { roles: _roles, token_version: _v, ...rest } = u;
  return rest;
}
