import { sql } from 'drizzle-orm';
import type { DbHandle } from '../server/platform/db/client';
import { YEARS } from './bulk';

/**
 * The pemda accounts of the `deadline surge` scenario (issue 40): one per region, for
 * SURGE_REGIONS regions that have complete drafts of the input year to send, so that every
 * writer is a different region's own session. They share the demo pemda's password hash (the
 * demo password; Argon2id costs ~60 ms per hash, so none is computed here).
 */

export const SURGE_REGIONS = 200;
/** The surge accounts' usernames: `surge.pemda.<profil id>`. */
export const SURGE_USER_PREFIX = 'surge.pemda.';
/** The year the regions write (the `tahun_aktif` setting of the seed). */
export const SURGE_YEAR = YEARS.at(-1)!;

type Exec = Pick<DbHandle['db'], 'execute'>;

/** Adds the accounts; answers how many there are. Regions of the demo accounts are left out. */
export async function addSurgeAccounts(db: Exec): Promise<number> {
  const res = (await db.execute(
    sql.raw(`
    WITH demo AS (SELECT m_daerah_id FROM usr_asn WHERE username = 'pemda'),
    regions AS (
      SELECT p.id, p.m_daerah_id FROM profil_pemda p
      WHERE p.m_daerah_id IS DISTINCT FROM (SELECT m_daerah_id FROM demo)
        AND EXISTS (SELECT 1 FROM iga2020_inovasi i
          WHERE i.profil_id = p.id AND i.tahun = ${SURGE_YEAR} AND i.submitable = 1
            AND i.is_index = 0 AND i.lomba = 0
            AND NOT EXISTS (SELECT 1 FROM nomor_registrasi r WHERE r.inovasi_id = i.id))
      ORDER BY p.id LIMIT ${SURGE_REGIONS})
    INSERT INTO usr_asn (username, password, role, area, m_daerah_id, nama_lengkap, nama_panggilan)
    SELECT '${SURGE_USER_PREFIX}' || r.id, (SELECT password FROM usr_asn WHERE username = 'pemda'),
      'pemda', 0, r.m_daerah_id, 'Operator Pemda ' || r.id, 'Operator'
    FROM regions r
    ON CONFLICT (username) DO NOTHING
    RETURNING id`),
  )) as unknown as { rows: unknown[] };
  return res.rows.length;
}
