import { inArray, like } from 'drizzle-orm';
import { isSuperadmin } from '../../domain/accountGrants';
import { SUPERADMIN } from '../../domain/policy';
import { parseRoles } from '../../domain/roles';
import { hashPassword } from '../platform/auth/password';
import { usr_asn } from '../platform/db/schema';
import type { Db } from '../platform/db/client';
import { FIRST_ADMIN_USERNAME } from '../platform/auth/usernames';
import type { Log } from './util';

export { FIRST_ADMIN_USERNAME };

async function superadminExists(db: Db): Promise<boolean> {
  const rows = await db
    .select({ username: usr_asn.username, role: usr_asn.role })
    .from(usr_asn)
    .where(like(usr_asn.role, `%${SUPERADMIN}%`));
  return rows.some((r) => isSuperadmin(parseRoles(r.role)));
}

/** Without demo data: the one account that must always exist. */
export async function ensureSuperadmin(db: Db, adminPassword: string | undefined, log: Log) {
  if (await superadminExists(db)) return;
  if (!adminPassword) {
    throw new Error(
      'Belum ada akun superadmin: isi ADMIN_PASSWORD (opsi adminPassword) agar seed dapat membuatnya.',
    );
  }
  await db
    .insert(usr_asn)
    .values({
      username: FIRST_ADMIN_USERNAME,
      password: await hashPassword(adminPassword),
      role: SUPERADMIN,
      nama_lengkap: 'Administrator Sistem',
      nama_panggilan: 'Admin',
    })
    .onConflictDoNothing();
  log('usr_asn: akun superadmin dibuat');
}

export interface AkunBaru {
  role: string;
  nama: string;
  area: number;
  m_daerah_id: number | null;
  opd_perangkat_id: number | null;
  upt_id: number | null;
}

/**
 * Demo accounts (username = role). Argon2id costs ~60 ms per hash by design, so the demo password
 * is hashed once and that one hash is stored for every demo account: 20 hashes would add over a
 * second to each seed run (tests seed once per file). The accounts are demo-only, so sharing a
 * salt between them gives nothing away. A superadmin gets `adminPassword` when one is given.
 */
export async function seedAkunDemo(
  db: Db,
  akun: AkunBaru[],
  demoPassword: string,
  adminPassword: string | undefined,
  log: Log,
): Promise<Map<string, number>> {
  const usernames = akun.map((a) => a.role);
  const existing = await db
    .select({ id: usr_asn.id, username: usr_asn.username })
    .from(usr_asn)
    .where(inArray(usr_asn.username, usernames));
  const have = new Set(existing.map((e) => e.username));
  const todo = akun.filter((a) => !have.has(a.role));
  if (todo.length > 0) {
    const shared = await hashPassword(demoPassword);
    const adminHash = adminPassword ? await hashPassword(adminPassword) : shared;
    await db
      .insert(usr_asn)
      .values(
        todo.map((a) => ({
          username: a.role,
          email: `${a.role}@demo.inovasi.go.id`,
          password: isSuperadmin([a.role]) ? adminHash : shared,
          role: a.role,
          area: a.area,
          m_daerah_id: a.m_daerah_id,
          opd_perangkat_id: a.opd_perangkat_id,
          upt_id: a.upt_id,
          nama_lengkap: a.nama,
          nama_panggilan: a.nama.split(' ')[0] ?? a.nama,
        })),
      )
      .onConflictDoNothing();
    log(`usr_asn: ${todo.length} akun demo`);
  }
  const all = await db
    .select({ id: usr_asn.id, username: usr_asn.username })
    .from(usr_asn)
    .where(inArray(usr_asn.username, usernames));
  return new Map(all.map((a) => [a.username, a.id]));
}
