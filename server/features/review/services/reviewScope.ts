import { and, eq } from 'drizzle-orm';
import { getResource } from '../../../../resources';
import { scopeConditions } from '../../../crud/scope';
import type { AuthUser } from '../../../platform/auth/users';
import type { Db } from '../../../platform/db/client';
import { iga2020_inovasi, m_daerah, profil_pemda } from '../../../platform/db/schema';
import { namedRows } from '../../scoring/services/namedStatements';

/** What an evaluation reads of its innovation: its year, its region and the region's daerah. */
export interface InnovationToEvaluate {
  id: number;
  tahun: number;
  profil_id: number;
  m_daerah_id: number;
}

/**
 * The innovation by id inside the account's scope of the innovation resource, with its region's
 * daerah (the own-region rule), or null: the rows and conditions of `innovationInScope(db, user,
 * id, 'inovasi')`, sent as a named statement (issue 40 item 3): this read precedes every
 * evaluation, and planning it cost more than running it. The text depends on the account's
 * scope shape, so each shape is named once (namedStatements.ts).
 */
export async function innovationToEvaluate(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<InnovationToEvaluate | null> {
  const scope = await scopeConditions(db, getResource('iga2020_inovasi')!, iga2020_inovasi, user, {
    list: false,
  });
  const query = db
    .select({
      id: iga2020_inovasi.id,
      tahun: iga2020_inovasi.tahun,
      profil_id: iga2020_inovasi.profil_id,
      m_daerah_id: profil_pemda.m_daerah_id,
    })
    .from(iga2020_inovasi)
    .innerJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
    .innerJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
    .where(and(eq(iga2020_inovasi.id, id), and(...scope)))
    .limit(1);
  const [row] = await namedRows(db, query.getSQL());
  if (!row) return null;
  const [rid, tahun, profil_id, m_daerah_id] = row as number[];
  return { id: rid!, tahun: tahun!, profil_id: profil_id!, m_daerah_id: m_daerah_id! };
}
