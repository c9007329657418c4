import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { iga_penilai, usr_asn } from '../../../platform/db/schema';
import type { AuthUser } from '../../../platform/auth/users';

/**
 * The award's assessors (iga_penilai) and who scores which nominee. There is no assignment
 * table: an assessor linked to an account is assigned to every nominee whose region it is not
 * bound to (its own region, or its account's: a conflict of interest). The score board's
 * "penilai_total" and the publication's preconditions both count these.
 */

export interface Assessor {
  id: number;
  nama: string;
  instansi: string | null;
  /** The regions it is bound to: its own (iga_penilai) and its account's. */
  daerah: number[];
  /** Linked to an account, so it can sign in and submit sheets. */
  akun: boolean;
}

/** The assessor (iga_penilai) linked to an account, or null. */
export async function assessorOf(db: Db, user: AuthUser): Promise<Assessor | null> {
  const [row] = await db
    .select({
      id: iga_penilai.id,
      nama: iga_penilai.nama,
      instansi: iga_penilai.instansi,
      m_daerah_id: iga_penilai.m_daerah_id,
    })
    .from(iga_penilai)
    .where(eq(iga_penilai.usr_asn_id, user.id))
    .limit(1);
  if (!row) return null;
  const daerah = [row.m_daerah_id, user.m_daerah_id].filter((d): d is number => d !== null);
  return { id: row.id, nama: row.nama, instansi: row.instansi, daerah, akun: true };
}

/** Every assessor with the regions it is bound to (its own and its linked account's). */
export async function allAssessors(db: Db): Promise<Assessor[]> {
  const rows = await db
    .select({
      id: iga_penilai.id,
      nama: iga_penilai.nama,
      instansi: iga_penilai.instansi,
      own: iga_penilai.m_daerah_id,
      account: usr_asn.m_daerah_id,
      accountId: usr_asn.id,
    })
    .from(iga_penilai)
    .leftJoin(usr_asn, eq(usr_asn.id, iga_penilai.usr_asn_id))
    .orderBy(iga_penilai.id);
  return rows.map((r) => ({
    id: r.id,
    nama: r.nama,
    instansi: r.instansi,
    daerah: [r.own, r.account].filter((d): d is number => d !== null),
    akun: r.accountId !== null,
  }));
}

/** The assessor is bound to the region (conflict of interest): it never scores it. */
export const isBound = (a: { daerah: number[] }, region: { m_daerah_id: number }): boolean =>
  a.daerah.includes(region.m_daerah_id);

/** The assessors assigned to a nominee: linked to an account and not bound to its region. */
export const assignedTo = (
  assessors: readonly Assessor[],
  region: { m_daerah_id: number },
): Assessor[] => assessors.filter((a) => a.akun && !isBound(a, region));
